import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProtectionSettings } from '@/api/generated/model';
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
    <Paper component="section" aria-labelledby="protection-exclusion" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="protection-exclusion" component="h2" variant="h6">
        {t('protection.exclusion.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('protection.exclusion.intro')}
      </Typography>
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
    </Paper>
  );
}
