import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
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
import type { IntentOutcome } from '@/api/http/money-intent';
import { useMoneyIntent } from '@/api/use-money-intent';
import { sitePaths } from '@/shared/lib/paths';
import { showAlert } from '@/shared/ui/dialogs';
import { useProtectionActions } from '../api/protection';
import { EXCLUSION_DURATIONS, exclusionEnd } from '../model/rules';
import { PlainCheckbox } from './plain-checkbox';
import { ReviewDialog } from './review-dialog';
import { ChangeIntentAlerts } from './change-intent-alerts';
import { useProtectionFormat } from './use-protection-format';

const KINDS = [ExclusionKind.TIMEOUT, ExclusionKind.SELF_EXCLUSION] as const;
const CONSEQUENCES = ['no_play', 'no_marketing', 'withdraw', 'no_early_end'] as const;

/** The kind and length of a break, then what follows and a positive confirmation. */
export function ExclusionDialog({ onClose }: { onClose: () => void }) {
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
          <TextField
            select
            label={t('protection.exclusion.kind')}
            value={kind}
            onChange={(event) => {
              const next = event.target.value as ExclusionKind;
              setKind(next);
              setDuration(EXCLUSION_DURATIONS[next][0] ?? '24h');
            }}
          >
            {KINDS.map((entry) => (
              <MenuItem key={entry} value={entry}>
                {t(`protection.exclusion.kind_${entry}`)}
              </MenuItem>
            ))}
          </TextField>
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
          <ChangeIntentAlerts
            error={error}
            status={intent.status}
            checking={checking}
            onCheckAgain={() => void intent.checkAgain().then(settle)}
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
          <PlainCheckbox
            checked={confirmed}
            onChange={setConfirmed}
            label={t(`protection.exclusion.understand_${kind}`)}
          />
        </>
      }
    />
  );
}
