import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from './visually-hidden';

/** Read by screen readers, not shown. */
const HIDDEN = visuallyHidden;

/**
 * Where the member is in a flow of steps (the withdrawal's Submit, Verification, Transfer,
 * Payment Success of spec §2; the password reset's four): a numbered list whose current step
 * is marked for screen readers, and a line 'Step 2 of 4: Verification' announced when the
 * step changes. On a phone the step names would not fit side by side at 360 px: only the
 * numbers are drawn and the line under them names the current step.
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
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const current = Math.min(active, steps.length - 1);
  return (
    <Box>
      <Stepper
        component="ol"
        activeStep={active}
        alternativeLabel
        aria-label={label}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {steps.map((step, index) => (
          <Step
            key={step}
            component="li"
            aria-current={index === active ? 'step' : undefined}
            sx={{ minWidth: 0 }}
          >
            <StepLabel
              slotProps={{ label: { sx: narrow ? HIDDEN : { overflowWrap: 'anywhere' } } }}
            >
              {step}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography
        role="status"
        variant="body2"
        color="text.secondary"
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
