import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClientOnly } from '@/shared/ui/client-only';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useSearchParams } from '@/shared/lib/use-search-params';
import { useAmountVisibility } from '@/shared/lib/amount-visibility';
import { sitePaths } from '@/shared/lib/paths';
import { Amount } from '@/shared/ui/amount';
import { FullScreenLoading } from '@/shared/ui/full-screen-loading';
import { signOut } from '../api/actions';
import { useAccountRole, useSignedIn } from '../api/use-session';
import { useUserInfo } from '../api/user-info';

/**
 * The sign-in and register panels bring the form library and the contract's schemas: fetched
 * when a guest is about to open one (pointer over or focus on the button), not with home.
 */
const loadLogin = () => import('./login-dialog');
const loadRegister = () => import('./register-dialog');
const LoginDialog = lazy(async () => ({ default: (await loadLogin()).LoginDialog }));
const RegisterDialog = lazy(async () => ({ default: (await loadRegister()).RegisterDialog }));

/**
 * The header's account area: sign in / register for guests; for members the balance, Deposit
 * (one press from every page, at every width) and the account menu the app lays out
 * (`accountMenu`, given the sign-out, which holds Sign Out at every width); the way
 * back to the agent portal and sign out for an agent (`agentHome`). A member in a time-out or
 * self-exclusion may still sign in to withdraw the balance (`withdrawHome`).
 */
export function AccountActions({
  agentHome,
  withdrawHome,
  accountMenu,
  signInReason,
}: {
  agentHome: string;
  withdrawHome: string;
  accountMenu?: (onSignOut: () => void) => ReactNode;
  /** Shown in the sign-in panel: why it opened, when a press of the page asked for it. */
  signInReason?: ReactNode;
}) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const role = useAccountRole();
  const user = useUserInfo();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [leaving, setLeaving] = useState(false);
  const [amountsShown, toggleAmounts] = useAmountVisibility('main');
  const dialog = params.get('dialog');
  const open = (name: 'login' | 'register' | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (name) next.set('dialog', name);
        else next.delete('dialog');
        return next;
      },
      { replace: true },
    );

  const logout = async () => {
    setLeaving(true);
    try {
      await signOut(queryClient, () => void navigate(sitePaths.home()));
    } finally {
      setLeaving(false);
    }
  };

  if (signedIn && role === 'agent')
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Button color="inherit" variant="outlined" component={RouterLink} to={agentHome}>
          {t('auth.agent_portal')}
        </Button>
        <Button color="inherit" onClick={() => void logout()}>
          {t('auth.sign_out')}
        </Button>
        {leaving ? <FullScreenLoading label={t('auth.signing_out')} /> : null}
      </Box>
    );
  if (signedIn) {
    const info = user.data?.data;
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 } }}>
        {/* The widest screens name the member; elsewhere the account menu does (at 1440 px the
            game families need the room). */}
        <Typography
          component="p"
          variant="body2"
          sx={{ fontWeight: 600, display: { xs: 'none', xl: 'block' } }}
        >
          {info?.username ?? ''}
        </Typography>
        <Chip
          color="primary"
          variant="outlined"
          // The header's own text colour on its background: the primary colour is the frame only
          // (in some themes primary text on the header falls below WCAG AA contrast).
          // As wide as a usual balance from the start: 'Loading…' giving way to a wider amount
          // moved everything left of it in the header (CLS on a phone over slow 4G).
          sx={{ color: 'inherit', minWidth: '7.5rem' }}
          aria-label={t('wallet.main_balance')}
          label={
            info ? (
              <Amount value={info.money} type="main" currency={info.currency} />
            ) : (
              t('common.loading')
            )
          }
        />
        {/* On phones the account menu holds the eye, beside the balance it hides. */}
        <IconButton
          color="inherit"
          size="small"
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
          aria-pressed={!amountsShown}
          aria-label={t(amountsShown ? 'wallet.hide_amounts' : 'wallet.show_amounts')}
          onClick={toggleAmounts}
        >
          {amountsShown ? (
            <VisibilityOffIcon fontSize="small" />
          ) : (
            <VisibilityIcon fontSize="small" />
          )}
        </IconButton>
        <Button variant="contained" component={RouterLink} to={sitePaths.deposit()}>
          {t('nav.deposit')}
        </Button>
        {accountMenu?.(() => void logout())}
        {leaving ? <FullScreenLoading label={t('auth.signing_out')} /> : null}
      </Box>
    );
  }
  return (
    <>
      <PanelButton variant="text" onOpen={() => open('login')} onNear={loadLogin}>
        {t('auth.sign_in')}
      </PanelButton>
      <PanelButton variant="contained" onOpen={() => open('register')} onNear={loadRegister}>
        {t('auth.register')}
      </PanelButton>
      {/* Dialogs open over the live page: the browser renders them. */}
      <ClientOnly>
        {dialog === 'login' ? (
          <LoginDialog
            open
            onClose={() => open(null)}
            onSwitchToRegister={() => open('register')}
            withdrawHome={withdrawHome}
            reason={signInReason}
          />
        ) : null}
        {dialog === 'register' ? (
          <RegisterDialog open onClose={() => open(null)} onSwitchToLogin={() => open('login')} />
        ) : null}
      </ClientOnly>
    </>
  );
}

/** A button that opens a header panel, fetching the panel's code as the pointer or focus nears. */
function PanelButton({
  variant,
  onOpen,
  onNear,
  children,
}: {
  variant: 'text' | 'contained';
  onOpen: () => void;
  onNear: () => Promise<unknown>;
  children: ReactNode;
}) {
  return (
    <Button
      color={variant === 'text' ? 'inherit' : undefined}
      variant={variant}
      onClick={onOpen}
      onPointerEnter={() => void onNear()}
      onFocus={() => void onNear()}
    >
      {children}
    </Button>
  );
}
