import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DepositMethod } from '@/api/generated/model';
import { formatAmount } from '@/shared/lib/money';
import { groupByPaymentType } from '../model/deposit';

/**
 * The deposit methods as one radio group, in sections by payment type (bank transfer, crypto,
 * e-wallet and online payment); each method a card with its range, its fee and, where the
 * method takes promo codes, the bonus offer. Arrow keys move between methods.
 */
export function MethodPicker({
  methods,
  selected,
  onSelect,
}: {
  methods: readonly DepositMethod[];
  selected: number | null;
  onSelect: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack role="radiogroup" aria-label={t('deposit.methods.label')} spacing={2}>
      {groupByPaymentType(methods).map((group) => (
        <Box
          key={group.paymentType}
          component="fieldset"
          sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
        >
          <Typography component="legend" variant="subtitle2" color="textSecondary" sx={{ mb: 1 }}>
            {t(`deposit.methods.type_${group.paymentType}`)}
          </Typography>
          <Stack spacing={1}>
            {group.methods.map((method) => (
              <MethodCard
                key={method.id}
                method={method}
                checked={method.id === selected}
                onSelect={() => onSelect(method.id)}
              />
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

function MethodCard({
  method,
  checked,
  onSelect,
}: {
  method: DepositMethod;
  checked: boolean;
  onSelect: () => void;
}) {
  const { t, i18n } = useTranslation();
  const money = (value: string) => formatAmount(value, { locale: i18n.language });
  const detailsId = `deposit-method-${method.id}-details`;
  const free = Number(method.fee_percent) === 0;
  return (
    <Box
      component="label"
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        p: 1.5,
        gap: 1.5,
        border: 1,
        borderColor: checked ? 'primary.main' : 'divider',
        borderRadius: 1,
        cursor: 'pointer',
        bgcolor: checked ? 'action.selected' : 'transparent',
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      {/* A native radio (MUI's would put its part over the 60 KiB budget): arrow keys move
          between the methods, and the browser draws its focus ring. */}
      <Box
        component="input"
        type="radio"
        name="deposit-method"
        value={String(method.id)}
        checked={checked}
        onChange={onSelect}
        aria-label={method.name}
        aria-describedby={detailsId}
        sx={{
          width: 18,
          height: 18,
          m: 0,
          mt: 0.25,
          flexShrink: 0,
          accentColor: (theme) => theme.palette.primary.main,
          cursor: 'pointer',
        }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{method.name}</Typography>
        <Typography id={detailsId} variant="body2" color="textSecondary" component="span">
          {t('deposit.methods.range', { min: money(method.min), max: money(method.max) })}
          {' · '}
          {free
            ? t('deposit.methods.no_fee')
            : t('deposit.methods.fee', { percent: method.fee_percent })}
          {method.topup_code_show === 1 ? ` · ${t('deposit.methods.bonus')}` : ''}
        </Typography>
      </Box>
    </Box>
  );
}
