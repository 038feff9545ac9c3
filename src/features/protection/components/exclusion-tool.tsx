import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  type ExclusionDuration,
  ExclusionKind,
  type ProtectionSettings,
} from '@/api/generated/model';
import { signOutEndedSession } from '@/features/auth';
import { IntentAlerts, type IntentOutcome, useMoneyIntent } from '@/features/wallet';
import { sitePaths } from '@/shared/lib/paths';
import { showAlert } from '@/shared/ui/dialogs';
import { FormAlert } from '@/shared/ui/form-alert';
import { useProtectionActions } from '../api/protection';
import { EXCLUSION_DURATIONS, exclusionEnd } from '../model/rules';
import { ReviewDialog } from './review-dialog';
import { useProtectionFormat } from './use-protection-format';

const KINDS = [ExclusionKind.TIMEOUT, ExclusionKind.SELF_EXCLUSION] as const;
const CONSEQUENCES = ['no_play', 'no_marketing', 'withdraw', 'no_early_end'] as const;

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
      {open ? <ExclusionDialog onClose={() => setOpen(false)} /> : null}
    </Paper>
  );
}

function ExclusionDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const format = useProtectionFormat();
  const actions = useProtectionActions();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const intent = useMoneyIntent<ProtectionSettings>();
  const [checking, setChecking] = useState(false);
  const [kind, setKind] = useState<ExclusionKind>(ExclusionKind.TIMEOUT);
  const [duration, setDuration] = useState<ExclusionDuration>('24h');
  const [reviewing, setReviewing] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The end shown in the review: from when the dialog opened (the server's count decides).
  const [openedAt] = useState(() => Math.floor(Date.now() / 1000));
  const endsAt = exclusionEnd(openedAt, duration);

  async function settle(outcome: IntentOutcome<ProtectionSettings> | null) {
    if (!outcome) return;
    if (outcome.kind === 'refused') setError(outcome.error.message);
    if (outcome.kind !== 'done') return;
    const ends = outcome.data.exclusion?.ends_at ?? endsAt;
    // The exclusion ended this session on the server: this tab and the others sign out.
    signOutEndedSession(queryClient);
    void navigate(sitePaths.home());
    await showAlert(t(`protection.exclusion.started_${kind}`, { date: format.time(ends) }));
  }

  return (
    <ReviewDialog
      open
      title={t('protection.exclusion.heading')}
      step={reviewing ? 'review' : 'edit'}
      onClose={onClose}
      onReview={() => setReviewing(true)}
      onBack={() => {
        setReviewing(false);
        setConfirmed(false);
      }}
      onConfirm={() => {
        if (!confirmed) return;
        setError(null);
        void intent
          .start((key) => actions.startExclusion(kind, duration, key, { onChecking: setChecking }))
          .then(settle);
      }}
      confirmLabel={t(`protection.exclusion.confirm_${kind}`)}
      confirmDisabled={!confirmed}
      busy={intent.status === 'sending'}
      edit={
        <>
          <FormControl>
            <FormLabel id="exclusion-kind">{t('protection.exclusion.kind')}</FormLabel>
            <RadioGroup
              aria-labelledby="exclusion-kind"
              value={kind}
              onChange={(event) => {
                const next = event.target.value as ExclusionKind;
                setKind(next);
                setDuration(EXCLUSION_DURATIONS[next][0] ?? '24h');
              }}
            >
              {KINDS.map((entry) => (
                <FormControlLabel
                  key={entry}
                  value={entry}
                  control={<Radio />}
                  label={t(`protection.exclusion.kind_${entry}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <TextField
            select
            label={t('protection.exclusion.duration')}
            value={duration}
            onChange={(event) => setDuration(event.target.value as ExclusionDuration)}
          >
            {EXCLUSION_DURATIONS[kind].map((entry) => (
              <MenuItem key={entry} value={entry}>
                {format.duration(entry)}
              </MenuItem>
            ))}
          </TextField>
        </>
      }
      review={
        <>
          <FormAlert message={error} />
          <IntentAlerts
            status={intent.status}
            checking={checking}
            onCheckAgain={() => void intent.checkAgain().then(settle)}
            texts={{
              checking: t('protection.intent.checking'),
              unknown: t('protection.intent.unknown'),
              checkAgain: t('protection.intent.check_again'),
            }}
          />
          <Typography sx={{ fontWeight: 600 }}>
            {t(`protection.exclusion.review_${kind}`, {
              duration: format.duration(duration),
              date: format.time(endsAt),
            })}
          </Typography>
          <Typography>{t('protection.exclusion.what_follows')}</Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {CONSEQUENCES.map((entry) => (
              <li key={entry}>
                <Typography>{t(`protection.exclusion.follows_${entry}`)}</Typography>
              </li>
            ))}
          </Box>
          <FormControlLabel
            control={
              <Checkbox
                checked={confirmed}
                onChange={(event) => setConfirmed(event.target.checked)}
              />
            }
            label={t(`protection.exclusion.understand_${kind}`)}
          />
        </>
      }
    />
  );
}
