import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/** Opens a record's detail; its accessible name says which record ('Details of DP…'). */
export function DetailButton({ order, onClick }: { order: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button size="small" onClick={onClick} aria-label={t('records.detail_of', { order })}>
      {t('records.detail')}
    </Button>
  );
}
