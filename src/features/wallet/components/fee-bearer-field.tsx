import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '@/shared/ui/form-fields';
import { FEE_BY_RECEIVER, FEE_BY_SENDER } from '../model/member-transfer-record';

/** Spec §3: who pays the fee, 1 self or 2 the other party. */
export function FeeBearerField({
  labelId,
  value,
  onChange,
  onBlur,
  raw,
  disabled,
}: {
  labelId: string;
  value: number;
  onChange: (value: number) => void;
  onBlur: () => void;
  raw: string | undefined;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const error = useFieldError(raw);
  const errorId = `${labelId}-error`;
  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={disabled}>
      <FormLabel component="legend" id={labelId}>
        {t('member_transfer.form.fee_bearer')}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        value={String(value)}
        onChange={(event) => onChange(Number(event.target.value))}
        onBlur={onBlur}
      >
        <FormControlLabel
          value={String(FEE_BY_SENDER)}
          control={<Radio />}
          label={t('member_transfer.form.fee_by_sender')}
        />
        <FormControlLabel
          value={String(FEE_BY_RECEIVER)}
          control={<Radio />}
          label={t('member_transfer.form.fee_by_receiver')}
        />
      </RadioGroup>
      {error ? <FormHelperText id={errorId}>{error}</FormHelperText> : null}
    </FormControl>
  );
}
