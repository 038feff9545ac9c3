import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProtectionSettings } from '@/api/generated/model';
import { ApiError } from '@/api/http/api-error';
import { Fact } from '@/shared/ui/fact';
import { useProtectionActions } from '../api/protection';
import { REALITY_CHECK_CHOICES, SESSION_LIMIT_CHOICES } from '../model/rules';
import { PendingChange } from './pending-change';
import { ToolSection } from './tool-section';
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
  const session = settings.session_limit;
  const describe = (minutes: number | null | undefined, none: string) =>
    minutes === null || minutes === undefined ? none : format.minutes(minutes);

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <ToolSection
        id="protection-session"
        heading={t('protection.session.heading')}
        intro={t('protection.session.intro')}
      >
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
            onCancel={() => actions.cancelSessionLimitChange()}
          />
        ) : null}
        <Button variant="outlined" onClick={() => setEditing('session')}>
          {t('protection.session.change')}
        </Button>
      </ToolSection>
      <ToolSection
        id="protection-reality"
        heading={t('protection.reality.heading')}
        intro={t('protection.reality.intro')}
      >
        <Box component="dl" sx={{ m: 0, mb: 2 }}>
          <Fact label={t('protection.reality.every')}>
            {describe(settings.reality_check_minutes, t('protection.reality.off'))}
          </Fact>
        </Box>
        <Button variant="outlined" onClick={() => setEditing('reality')}>
          {t('protection.reality.change')}
        </Button>
      </ToolSection>
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
