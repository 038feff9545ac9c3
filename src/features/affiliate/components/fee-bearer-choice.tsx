import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslation } from 'react-i18next';
import type { TransferFeeBearer } from '@/api/generated/model';
import { FEE_BY_AGENT, FEE_BY_RECEIVER } from '../model/fee-bearer';

/** Spec §3 transfer fee bearer: 1 the agent (self), 2 the recipient (other party). */
export function FeeBearerChoice({
  value,
  onChange,
  onBlur,
  disabled,
}: {
  value: TransferFeeBearer;
  onChange: (value: TransferFeeBearer) => void;
  onBlur: () => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <FormControl component="fieldset" disabled={disabled}>
      <FormLabel component="legend">{t('affiliate.transfer.fee_bearer')}</FormLabel>
      <RadioGroup
        row
        value={String(value)}
        onChange={(event) =>
          onChange(Number(event.target.value) === FEE_BY_RECEIVER ? FEE_BY_RECEIVER : FEE_BY_AGENT)
        }
        onBlur={onBlur}
      >
        <FormControlLabel
          value={String(FEE_BY_AGENT)}
          control={<Radio />}
          label={t('affiliate.transfer.fee_by_agent')}
        />
        <FormControlLabel
          value={String(FEE_BY_RECEIVER)}
          control={<Radio />}
          label={t('affiliate.transfer.fee_by_receiver')}
        />
      </RadioGroup>
    </FormControl>
  );
}
