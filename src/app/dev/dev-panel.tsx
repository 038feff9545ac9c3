import BugReportIcon from '@mui/icons-material/BugReport';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Fab from '@mui/material/Fab';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fakeHandle, type FakeScenario } from './fake-handle';

/**
 * The fake backend's dev panel (non-production, mock mode): switch named scenarios by the
 * same names as the `?scenario=` flag and the tests, and reset the demo world to its seed.
 */
export function DevPanel() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const handle = fakeHandle();
  const [open, setOpen] = useState(false);
  const [scenarios, setScenarios] = useState<FakeScenario[]>(() => handle?.scenarios() ?? []);
  if (!handle) return null;

  const toggle = (name: string, on: boolean) => {
    handle.setScenario(name, on);
    setScenarios(handle.scenarios());
    void queryClient.invalidateQueries();
  };
  const reset = async () => {
    await handle.reset();
    setScenarios(handle.scenarios());
    window.location.assign('/');
  };

  return (
    <>
      <Fab size="small" color="secondary" aria-label={t('dev.open_panel')} onClick={() => setOpen(true)} sx={{ position: 'fixed', left: 16, bottom: 16, zIndex: (theme) => theme.zIndex.speedDial }}>
        <BugReportIcon />
      </Fab>
      <Drawer anchor="left" open={open} onClose={() => setOpen(false)} slotProps={{ paper: { sx: { width: 340, p: 2 }, role: 'dialog', 'aria-label': t('dev.panel_title') } }}>
        <Typography component="h2" variant="h6" gutterBottom>
          {t('dev.panel_title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('dev.panel_help')}
        </Typography>
        <Stack spacing={1}>
          {scenarios.map((scenario) => (
            <FormControlLabel
              key={scenario.name}
              control={<Switch checked={scenario.active} onChange={(event) => toggle(scenario.name, event.target.checked)} />}
              label={
                <span>
                  <strong>{scenario.name}</strong>
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                    {scenario.description}
                  </Typography>
                </span>
              }
            />
          ))}
        </Stack>
        <Button variant="outlined" color="warning" sx={{ mt: 3 }} onClick={() => void reset()}>
          {t('dev.reset')}
        </Button>
      </Drawer>
    </>
  );
}
