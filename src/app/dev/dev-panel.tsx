import BugReportIcon from '@mui/icons-material/BugReport';
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Divider from '@mui/material/Divider';
import { sitePaths } from '@/shared/lib/paths';
import { BOTTOM_BAR_HEIGHT } from '@/shared/ui/sticky-menu';
import { fakeHandle, type FakeScenario } from './fake-handle';
import { ThemeSection } from './theme-section';

/**
 * The developer tools (non-production): the theme switcher, and in mock mode the fake
 * backend's scenarios (by the same names as the `?scenario=` flag and the tests) and a reset
 * of the demo world to its seed.
 */
export function DevPanel({ docked = false }: { docked?: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const handle = fakeHandle();
  const [open, setOpen] = useState(false);
  // Read as the drawer opens: the fake may start after this panel has mounted (issue 18).
  const [scenarios, setScenarios] = useState<FakeScenario[]>([]);

  const toggle = async (name: string, on: boolean) => {
    if (!handle) return;
    await handle.setScenario(name, on);
    setScenarios(handle.scenarios());
    void queryClient.invalidateQueries();
  };
  const reset = async () => {
    if (!handle) return;
    await handle.reset();
    setScenarios(handle.scenarios());
    window.location.assign(sitePaths.home());
  };

  return (
    <>
      <Fab
        size="small"
        color="secondary"
        aria-label={t('dev.open_tools')}
        // A transition: the button paints at once while the drawer's content is built.
        onClick={() =>
          startTransition(() => {
            setScenarios(fakeHandle()?.scenarios() ?? []);
            setOpen(true);
          })
        }
        // In the floating tools' column when there is one (whose lane the page keeps clear);
        // otherwise on its own, above the announcements along the bottom of the window.
        sx={
          docked
            ? undefined
            : {
                position: 'fixed',
                left: 16,
                bottom: `calc(16px + var(${BOTTOM_BAR_HEIGHT}, 0px))`,
                zIndex: (theme) => theme.zIndex.speedDial,
              }
        }
      >
        <BugReportIcon />
      </Fab>
      <Drawer
        anchor="left"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          paper: {
            sx: { width: 360, maxWidth: '100vw', p: 2 },
            role: 'dialog',
            'aria-label': t('dev.tools_title'),
          },
        }}
      >
        {/* A phone's panel covers the whole screen: its own way out, besides Escape. */}
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
        >
          <Typography component="h2" variant="h6">
            {t('dev.tools_title')}
          </Typography>
          <IconButton aria-label={t('dev.close_tools')} onClick={() => setOpen(false)} edge="end">
            <CloseIcon />
          </IconButton>
        </Stack>
        <ThemeSection />
        {handle ? (
          <FakeSection
            scenarios={scenarios}
            onToggle={(name, on) => void toggle(name, on)}
            onReset={() => void reset()}
            onAdvanceClock={(minutes) => {
              void handle.advanceClock(minutes).then(() => queryClient.invalidateQueries());
            }}
          />
        ) : null}
      </Drawer>
    </>
  );
}

function FakeSection({
  scenarios,
  onToggle,
  onReset,
  onAdvanceClock,
}: {
  scenarios: FakeScenario[];
  onToggle: (name: string, on: boolean) => void;
  onReset: () => void;
  onAdvanceClock: (minutes: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Divider sx={{ my: 3 }} />
      <Typography component="h2" variant="h6" gutterBottom>
        {t('dev.panel_title')}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {t('dev.panel_help')}
      </Typography>
      <Stack spacing={1}>
        {scenarios.map((scenario) => (
          <FormControlLabel
            key={scenario.name}
            control={
              <Switch
                checked={scenario.active}
                onChange={(event) => onToggle(scenario.name, event.target.checked)}
              />
            }
            label={
              <span>
                <strong>{scenario.name}</strong>
                <Typography
                  component="span"
                  variant="body2"
                  color="textSecondary"
                  sx={{ display: 'block' }}
                >
                  {scenario.description}
                </Typography>
              </span>
            }
          />
        ))}
      </Stack>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 3, mb: 1 }}>
        {t('dev.clock_help')}
      </Typography>
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Button variant="outlined" onClick={() => onAdvanceClock(5)}>
          {t('dev.clock_advance', { minutes: 5 })}
        </Button>
        <Button variant="outlined" color="warning" onClick={onReset}>
          {t('dev.reset')}
        </Button>
      </Stack>
    </>
  );
}
