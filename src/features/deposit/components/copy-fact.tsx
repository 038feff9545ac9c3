import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CopyButton } from '@/shared/ui/copy-button';

/**
 * One fact of the payment details (inside a `dl`): its label, the value in full (long
 * numbers and addresses break anywhere rather than overflow a phone) and, when `copyLabel` is
 * given, a copy button named by it.
 */
export function CopyFact({
  label,
  value,
  copyLabel,
  mono = false,
  wide = false,
}: {
  label: string;
  value: string;
  copyLabel?: string;
  mono?: boolean;
  /** Spans the whole row of the details' grid (a long address). */
  wide?: boolean;
}) {
  return (
    <Stack spacing={0.25} sx={{ minWidth: 0, gridColumn: wide ? '1 / -1' : undefined }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Stack component="dd" direction="row" spacing={0.5} sx={{ m: 0, alignItems: 'center' }}>
        <Typography
          component="span"
          sx={{
            fontWeight: 600,
            overflowWrap: 'anywhere',
            fontFamily: mono ? 'monospace' : undefined,
          }}
        >
          {value}
        </Typography>
        {copyLabel ? <CopyButton value={value} label={copyLabel} /> : null}
      </Stack>
    </Stack>
  );
}
