import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { type StatusKind, type StatusValue, statusEntry } from '@/shared/lib/statuses';

/**
 * A status as a small chip: its translated label (`status.<kind>.<name>`) in its colour
 * (shared/lib/statuses). A value the site does not know yet shows as it came, in grey.
 */
export function StatusChip<K extends StatusKind>({
  kind,
  value,
}: {
  kind: K;
  value: StatusValue<K>;
}) {
  const { t } = useTranslation();
  const entry = statusEntry(kind, value);
  return (
    <Chip
      size="small"
      color={entry?.tone ?? 'default'}
      label={entry ? t(entry.labelKey) : String(value)}
    />
  );
}
