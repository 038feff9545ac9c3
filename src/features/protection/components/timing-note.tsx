import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { ChangeTiming } from '../model/rules';

/** When a reviewed change applies: at once (it protects more) or in 24 hours (it protects less). */
export function TimingNote({ timing }: { timing: ChangeTiming }) {
  const { t } = useTranslation();
  if (timing === 'unchanged')
    return <Alert severity="info">{t('protection.review.unchanged')}</Alert>;
  if (timing === 'now') return <Alert severity="success">{t('protection.review.now')}</Alert>;
  return <Alert severity="warning">{t('protection.review.after_delay')}</Alert>;
}
