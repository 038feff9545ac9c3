import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CopyButton } from './copy-button';

/**
 * One fact to copy (inside a `dl`: payment details, a referral code and link): its label, the
 * value in full (long numbers, addresses and links break anywhere rather than overflow a
 * phone) and, when `copyLabel` is given, a copy button named by it.
 */
export function CopyFact({
  label,
  value,
  copyLabel,
  mono = false,
  large = false,
  wide = false,
}: {
  label: string;
  value: string;
  copyLabel?: string;
  mono?: boolean;
  /** A short value to read out or type (a referral code): large and spaced. */
  large?: boolean;
  /** Spans the whole row of the details' grid (a long address). */
  wide?: boolean;
}) {
  return (
    <Stack spacing={0.25} sx={{ minWidth: 0, gridColumn: wide ? '1 / -1' : undefined }}>
      <Typography component="dt" variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Stack component="dd" direction="row" spacing={0.5} sx={{ m: 0, alignItems: 'center' }}>
        <Typography
          component="span"
          sx={{
            fontWeight: 600,
            overflowWrap: 'anywhere',
            fontFamily: mono ? 'monospace' : undefined,
            ...(large ? { fontSize: '1.75rem', fontWeight: 700, letterSpacing: '0.12em' } : {}),
          }}
        >
          {value}
        </Typography>
        {copyLabel ? <CopyButton value={value} label={copyLabel} /> : null}
      </Stack>
    </Stack>
  );
}
