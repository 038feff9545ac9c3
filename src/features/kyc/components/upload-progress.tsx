import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

const sweep = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/**
 * The photos' upload under way: a bar with the part sent (or a sweeping bar while the size is
 * unknown) and the percent in words. Plain boxes rather than MUI's LinearProgress, which
 * would put the screen's part over its 60 KiB budget (decision 0007).
 */
export function UploadProgress({ percent }: { percent: number | null }) {
  const { t } = useTranslation();
  const label = t('kyc.form.uploading');
  return (
    <Box>
      <Box
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        sx={{
          position: 'relative',
          height: 6,
          borderRadius: 3,
          overflow: 'hidden',
          bgcolor: 'action.selected',
        }}
      >
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            bgcolor: 'primary.main',
            borderRadius: 3,
            ...(percent === null
              ? {
                  width: '40%',
                  animation: `${sweep} 1.2s ease-in-out infinite`,
                  '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%' },
                }
              : { width: `${String(percent)}%`, transition: 'width 0.2s linear' }),
          }}
        />
      </Box>
      <Typography variant="body2" color="textSecondary" aria-live="polite" sx={{ mt: 0.5 }}>
        {percent === null ? label : t('kyc.form.uploading_percent', { percent })}
      </Typography>
    </Box>
  );
}
