import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePermissions } from '@/api/site-config';
import { ApiError } from '@/api/http/api-error';
import { useProtection, useProtectionActions } from '../api/protection';
import { offersEveryToolBeforeFirstDeposit } from '../model/rules';
import { protectionPaths } from '../paths';
import { ProtectionTools } from './protection-tools';
import { useLimitRefusal } from './use-limit-refusal';

/**
 * Before the first deposit (the server's `offer_before_first_deposit`) the deposit screen first
 * offers a deposit limit (every tool under `mga`), which the member may set or decline; then,
 * or when the settings cannot be read, the deposit form (`children`), given the message of a
 * refusal by a limit (which limit, what remains, when it resets).
 */
export function DepositOffer({
  children,
  loading,
}: {
  children: (limitRefusal: (error: unknown) => string | undefined) => ReactNode;
  /** Shown while the settings load, so the methods do not flash before the offer. */
  loading: ReactNode;
}) {
  const { t } = useTranslation();
  const protection = useProtection();
  const permissions = usePermissions();
  const actions = useProtectionActions();
  const limitRefusal = useLimitRefusal();
  const [declining, setDeclining] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const settings = protection.data?.data;
  if (!settings && !protection.isError) return <>{loading}</>;
  if (!settings?.offer_before_first_deposit) return <>{children(limitRefusal)}</>;
  const everyTool = offersEveryToolBeforeFirstDeposit(permissions.data?.data.system.jurisdiction);

  async function decline() {
    setDeclining(true);
    setError(null);
    try {
      await actions.declineOffer();
    } catch (caught) {
      if (caught instanceof ApiError) setError(caught.message);
    } finally {
      setDeclining(false);
    }
  }

  return (
    <Stack spacing={2.5}>
      <Paper component="section" aria-labelledby="deposit-offer" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography id="deposit-offer" component="h2" variant="h6">
          {t('protection.offer.heading')}
        </Typography>
        <Typography color="textSecondary" sx={{ my: 1 }}>
          {everyTool ? t('protection.offer.intro_every_tool') : t('protection.offer.intro')}
        </Typography>
        {error ? <Alert severity="error">{error}</Alert> : null}
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center', mt: 1 }}>
          <Button variant="outlined" loading={declining} onClick={() => void decline()}>
            {t('protection.offer.decline')}
          </Button>
          <Link component={RouterLink} to={protectionPaths.responsibleGaming()}>
            {t('protection.offer.all_tools')}
          </Link>
        </Stack>
      </Paper>
      <ProtectionTools settings={settings} depositOnly={!everyTool} />
    </Stack>
  );
}
