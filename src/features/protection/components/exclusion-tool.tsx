import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProtectionSettings } from '@/api/generated/model';
import { ToolSection } from './tool-section';
import { useProtectionFormat } from './use-protection-format';

/** The confirmation, loaded at the press (the screen's part stays small, issue 6). */
const ExclusionDialog = lazy(async () => ({
  default: (await import('./exclusion-dialog')).ExclusionDialog,
}));

/**
 * A time-out (24 hours to 6 weeks) or a self-exclusion (6 months to 5 years): the kind and
 * length, then what follows (no sign-in to play, no marketing, the balance can still be
 * withdrawn, no early end) with a positive confirmation. It starts at once and ends this session.
 */
export function ExclusionTool({ settings }: { settings: ProtectionSettings }) {
  const { t } = useTranslation();
  const format = useProtectionFormat();
  const [open, setOpen] = useState(false);
  const exclusion = settings.exclusion;
  return (
    <ToolSection
      id="protection-exclusion"
      heading={t('protection.exclusion.heading')}
      intro={t('protection.exclusion.intro')}
    >
      {exclusion ? (
        <Alert severity="warning">
          {t(`protection.exclusion.in_force_${exclusion.kind}`, {
            date: format.time(exclusion.ends_at),
          })}
        </Alert>
      ) : (
        <Button variant="outlined" onClick={() => setOpen(true)}>
          {t('protection.exclusion.start')}
        </Button>
      )}
      {open ? (
        <Suspense fallback={null}>
          <ExclusionDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </ToolSection>
  );
}
