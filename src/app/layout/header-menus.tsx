import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { lazy, type MouseEvent, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '@/features/auth';

/**
 * The header's menu buttons load after the first frame (site-layout.tsx keeps their room); the
 * menus' contents (the member centre's screens, the links, their icons) when a pointer or focus
 * nears a button, or on its first press (home's byte budget, docs/decisions/0007).
 */
const loadPanels = () => import('./header-menu-panels');
const AccountMenuPanel = lazy(async () => ({ default: (await loadPanels()).AccountMenuPanel }));
const SiteMenuPanel = lazy(async () => ({ default: (await loadPanels()).SiteMenuPanel }));

const near = () => void loadPanels();

/** The element a menu hangs from while it is open, and the handlers of its button. */
function useMenuAnchor() {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return {
    anchor,
    close: () => setAnchor(null),
    button: {
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': anchor !== null,
      'aria-controls': anchor ? id : undefined,
      onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
      onPointerEnter: near,
      onFocus: near,
    },
    id,
  };
}

/**
 * The signed-in member's account menu, one press away on every page: the button shows the
 * member's initial; the menu holds the balance, Deposit and
 * Withdraw, the member centre's screens, Messages and Sign Out.
 */
export function AccountMenu({ onSignOut }: { onSignOut: () => void }) {
  const { t } = useTranslation();
  const name = useUserInfo().data?.data.username ?? '';
  const { anchor, close, button, id } = useMenuAnchor();
  return (
    <>
      <IconButton color="inherit" aria-label={t('nav.account_menu')} {...button}>
        {/* The member's initial, in the header's own colours: its contrast holds in every theme. */}
        <Box
          component="span"
          aria-hidden
          sx={{
            width: 28,
            height: 28,
            borderRadius: '50%',
            border: '2px solid currentColor',
            display: 'grid',
            placeItems: 'center',
            fontSize: 15,
            fontWeight: 700,
            lineHeight: 1,
          }}
        >
          {name.charAt(0).toUpperCase()}
        </Box>
      </IconButton>
      <Suspense fallback={null}>
        {anchor ? (
          <AccountMenuPanel id={id} anchor={anchor} onClose={close} onSignOut={onSignOut} />
        ) : null}
      </Suspense>
    </>
  );
}

/** The site's menu for a guest (and an agent): promotions, VIP, the app and the affiliate programme. */
export function SiteMenu() {
  const { t } = useTranslation();
  const { anchor, close, button, id } = useMenuAnchor();
  return (
    <>
      <IconButton color="inherit" aria-label={t('common.menu')} {...button}>
        <MenuIcon />
      </IconButton>
      <Suspense fallback={null}>
        {anchor ? <SiteMenuPanel id={id} anchor={anchor} onClose={close} /> : null}
      </Suspense>
    </>
  );
}
