import { useTranslation } from 'react-i18next';
import { RecordAction } from '@/shared/ui/record-cells';

/** Opens a record's detail; its accessible name says which record ('Details of DP…'). */
export function DetailButton({ order, onClick }: { order: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <RecordAction label={t('records.detail_of', { order })} onClick={onClick}>
      {t('records.detail')}
    </RecordAction>
  );
}
