import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from './visually-hidden';

/** Read by screen readers, not shown. */
const HIDDEN = visuallyHidden;
/** The step marks' size (px); the line between two steps runs through their middle. */
const MARK = 24;

/**
 * Where the member is in a flow of steps (the withdrawal's Submit, Verification, Transfer,
 * Payment Success of spec §2; the password reset's four): a numbered list whose current step
 * is marked for screen readers, and a line 'Step 2 of 4: Verification' announced when the
 * step changes. On a phone the step names would not fit side by side at 360 px: only the
 * numbers are drawn and the line under them names the current step. Drawn with plain boxes
 * rather than MUI's Stepper, which weighed 4 KiB on the password reset's part (issue 6).
 */
export function StepIndicator({
  steps,
  active,
  label,
}: {
  /** The steps' names, translated. */
  steps: readonly string[];
  /** The current step, from 0; `steps.length` once every step is done. */
  active: number;
  /** What the steps are of ('Withdrawal steps'). */
  label: string;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const current = Math.min(active, steps.length - 1);
  return (
    <Box>
      <Box
        component="ol"
        aria-label={label}
        sx={{ display: 'flex', listStyle: 'none', m: 0, p: 0 }}
      >
        {steps.map((step, index) => {
          const reached = index <= active;
          return (
            <Box
              component="li"
              key={step}
              aria-current={index === active ? 'step' : undefined}
              sx={{
                flex: '1 1 0',
                minWidth: 0,
                position: 'relative',
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                textAlign: 'center',
                px: 0.5,
                // The line from the step before, between the two marks.
                '&:not(:first-of-type)::before': {
                  content: '""',
                  position: 'absolute',
                  top: MARK / 2,
                  left: `calc(-50% + ${MARK / 2 + 8}px)`,
                  right: `calc(50% + ${MARK / 2 + 8}px)`,
                  borderTop: 1,
                  borderColor: reached ? 'primary.main' : 'divider',
                },
              }}
            >
              <Box
                aria-hidden
                sx={{
                  width: MARK,
                  height: MARK,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  typography: 'caption',
                  fontWeight: 700,
                  border: 1,
                  borderColor: reached ? 'primary.main' : 'text.secondary',
                  bgcolor: reached ? 'primary.main' : 'transparent',
                  color: reached ? 'primary.contrastText' : 'text.secondary',
                }}
              >
                {index < active ? <Check sx={{ fontSize: 16 }} /> : index + 1}
              </Box>
              <Typography
                variant="body2"
                sx={
                  narrow
                    ? HIDDEN
                    : {
                        mt: 1,
                        overflowWrap: 'anywhere',
                        fontWeight: index === active ? 600 : 400,
                        color: reached ? 'text.primary' : 'text.secondary',
                      }
                }
              >
                {step}
              </Typography>
            </Box>
          );
        })}
      </Box>
      <Typography
        role="status"
        variant="body2"
        color="textSecondary"
        sx={narrow ? { mt: 1, textAlign: 'center' } : HIDDEN}
      >
        {t('common.step_of', {
          current: current + 1,
          total: steps.length,
          label: steps[current] ?? '',
        })}
      </Typography>
    </Box>
  );
}
