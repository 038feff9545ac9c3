import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProtectionSettings } from '@/api/generated/model';
import { ApiError } from '@/api/http/api-error';
import { showAlert } from '@/shared/ui/dialogs';
import { Fact } from '@/shared/ui/fact';
import { toast } from '@/shared/ui/toast';
import { useProtectionActions } from '../api/protection';
import { REALITY_CHECK_CHOICES, SESSION_LIMIT_CHOICES } from '../model/rules';
import { PendingChange } from './pending-change';
import { useProtectionFormat } from './use-protection-format';

/** The change dialog, loaded at the press (the screen's part stays small, issue 6). */
const MinutesDialog = lazy(async () => ({
  default: (await import('./minutes-dialog')).MinutesDialog,
}));

/**
 * The session-time limit (shorter at once, longer or none after 24 hours, a pending change
 * cancelable) and the reality-check interval (applies at once), side by side.
 */
export function MinutesTools({ settings }: { settings: ProtectionSettings }) {
  const { t } = useTranslation();
  const format = useProtectionFormat();
  const actions = useProtectionActions();
  const [editing, setEditing] = useState<'session' | 'reality' | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const session = settings.session_limit;
  const describe = (minutes: number | null | undefined, none: string) =>
    minutes === null || minutes === undefined ? none : format.minutes(minutes);

  async function cancelPending() {
    setCancelling(true);
    try {
      await actions.cancelSessionLimitChange();
      toast('success', t('protection.limits.pending_cancelled'));
    } catch (error) {
      if (error instanceof ApiError) await showAlert(error.message);
    } finally {
      setCancelling(false);
    }
  }

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <Paper component="section" aria-labelledby="protection-session" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography id="protection-session" component="h2" variant="h6">
          {t('protection.session.heading')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('protection.session.intro')}
        </Typography>
        <Box component="dl" sx={{ m: 0, mb: 2 }}>
          <Fact label={t('protection.limits.in_force')}>
            {describe(session.minutes, t('protection.limits.no_limit'))}
          </Fact>
        </Box>
        {session.pending ? (
          <PendingChange
            becomes={describe(session.pending.minutes, t('protection.limits.no_limit'))}
            effectiveAt={session.pending.effective_at}
            cancelName={t('protection.session.cancel_pending_named')}
            cancelling={cancelling}
            onCancel={() => void cancelPending()}
          />
        ) : null}
        <Button variant="outlined" onClick={() => setEditing('session')}>
          {t('protection.session.change')}
        </Button>
      </Paper>
      <Paper component="section" aria-labelledby="protection-reality" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography id="protection-reality" component="h2" variant="h6">
          {t('protection.reality.heading')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('protection.reality.intro')}
        </Typography>
        <Box component="dl" sx={{ m: 0, mb: 2 }}>
          <Fact label={t('protection.reality.every')}>
            {describe(settings.reality_check_minutes, t('protection.reality.off'))}
          </Fact>
        </Box>
        <Button variant="outlined" onClick={() => setEditing('reality')}>
          {t('protection.reality.change')}
        </Button>
      </Paper>
      <Suspense fallback={null}>
        {editing === 'session' ? (
          <MinutesDialog
            title={t('protection.session.heading')}
            label={t('protection.session.choice')}
            noneLabel={t('protection.limits.no_limit')}
            current={session.minutes ?? null}
            choices={SESSION_LIMIT_CHOICES}
            delayed
            send={(minutes, key, onChecking) =>
              actions.setSessionLimit(minutes, key, { onChecking })
            }
            onClose={() => setEditing(null)}
          />
        ) : null}
        {editing === 'reality' ? (
          <MinutesDialog
            title={t('protection.reality.heading')}
            label={t('protection.reality.choice')}
            noneLabel={t('protection.reality.off')}
            current={settings.reality_check_minutes ?? null}
            choices={REALITY_CHECK_CHOICES}
            delayed={false}
            send={async (minutes) => {
              try {
                return { kind: 'done', data: await actions.setRealityCheck(minutes) };
              } catch (error) {
                if (error instanceof ApiError) return { kind: 'refused', error };
                throw error;
              }
            }}
            onClose={() => setEditing(null)}
          />
        ) : null}
      </Suspense>
    </Box>
  );
}
