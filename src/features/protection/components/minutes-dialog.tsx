import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProtectionSettings } from '@/api/generated/model';
import type { IntentOutcome } from '@/api/http/money-intent';
import { useMoneyIntent } from '@/api/use-money-intent';
import { toast } from '@/shared/ui/toast';
import { changeTiming } from '../model/rules';
import { ReviewDialog } from './review-dialog';
import { TimingNote } from './timing-note';
import { ChangeIntentAlerts } from './change-intent-alerts';
import { useProtectionFormat } from './use-protection-format';

/** The value of 'none' in the choice list (no session limit, reality check off). */
const NONE = 'none';

/** A choice of minutes (or none), reviewed then confirmed. */
export function MinutesDialog({
  title,
  label,
  noneLabel,
  current,
  choices,
  delayed,
  send,
  onClose,
}: {
  title: string;
  label: string;
  noneLabel: string;
  current: number | null;
  choices: readonly number[];
  /** Whether a longer value or none waits 24 hours (the session limit; not the reality check). */
  delayed: boolean;
  send: (
    minutes: number | null,
    key: string,
    onChecking: (checking: boolean) => void,
  ) => Promise<IntentOutcome<ProtectionSettings>>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useProtectionFormat();
  const intent = useMoneyIntent<ProtectionSettings>();
  const [checking, setChecking] = useState(false);
  const [value, setValue] = useState(current === null ? NONE : String(current));
  const [reviewing, setReviewing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const next = value === NONE ? null : Number(value);
  const timing = changeTiming(current, next);
  const shown = delayed || timing === 'unchanged' ? timing : 'now';
  const describe = (minutes: number | null) =>
    minutes === null ? noneLabel : format.minutes(minutes);

  function settle(outcome: IntentOutcome<ProtectionSettings> | null) {
    if (!outcome) return;
    if (outcome.kind === 'refused') setError(outcome.error.message);
    if (outcome.kind !== 'done') return;
    toast(
      'success',
      shown === 'after_delay' ? t('protection.limits.saved_pending') : t('protection.limits.saved'),
    );
    onClose();
  }

  return (
    <ReviewDialog
      open
      title={title}
      step={reviewing ? 'review' : 'edit'}
      onClose={onClose}
      onReview={() => setReviewing(true)}
      onBack={() => setReviewing(false)}
      onConfirm={() => {
        setError(null);
        void intent.start((key) => send(next, key, setChecking)).then(settle);
      }}
      confirmDisabled={shown === 'unchanged'}
      busy={intent.status === 'sending'}
      edit={
        <TextField
          select
          label={label}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        >
          <MenuItem value={NONE}>{noneLabel}</MenuItem>
          {choices.map((minutes) => (
            <MenuItem key={minutes} value={String(minutes)}>
              {format.minutes(minutes)}
            </MenuItem>
          ))}
        </TextField>
      }
      review={
        <>
          <ChangeIntentAlerts
            error={error}
            status={intent.status}
            checking={checking}
            onCheckAgain={() => void intent.checkAgain().then(settle)}
          />
          <Typography>
            {t('protection.review.minutes', {
              name: title,
              from: describe(current),
              to: describe(next),
            })}
          </Typography>
          <TimingNote timing={shown} />
        </>
      }
    />
  );
}
