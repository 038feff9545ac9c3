import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { WithdrawalInfo } from '@/api/generated/model';
import { formatAmount } from '@/shared/lib/money';
import { RolloverProgress } from '@/shared/ui/rollover-progress';

/**
 * The promotion bonuses whose wagering (rollover) is not complete: what each holds back of the
 * balance and how far its wagering has come, so the member sees why less can be withdrawn.
 */
export function RolloverHolds({
  holds,
  withdrawable,
}: {
  holds: WithdrawalInfo['rollover_holds'];
  withdrawable: string;
}) {
  const { t, i18n } = useTranslation();
  const money = (value: string) => formatAmount(value, { locale: i18n.language });
  return (
    <Box component="section" aria-labelledby="rollover-holds" sx={{ mb: 3 }}>
      <Typography id="rollover-holds" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('withdraw.rollover.heading')}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
        {t('withdraw.rollover.intro', { amount: money(withdrawable) })}
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {holds.map((hold) => {
          return (
            <li key={hold.application_id}>
              <Stack
                direction="row"
                sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
              >
                <Typography sx={{ fontWeight: 600 }}>{hold.promotion_title}</Typography>
                <Typography variant="body2">
                  {t('withdraw.rollover.held', { amount: money(hold.bonus) })}
                </Typography>
              </Stack>
              <RolloverProgress
                title={hold.promotion_title}
                current={hold.current}
                required={hold.required}
              />
            </li>
          );
        })}
      </Stack>
    </Box>
  );
}
