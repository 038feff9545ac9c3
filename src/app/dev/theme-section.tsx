import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { THEME_IDS, THEMES, type ThemeColors, type ThemeId } from '@/theme/themes';
import { themeChoice, useThemeChoice } from '../theme/theme-store';

const PICKABLE: (keyof ThemeColors)[] = [
  'primary',
  'secondary',
  'background',
  'surface',
  'header',
  'accent',
];

/** The non-production theme switcher (spec §2): nine themes and colour pickers, no reload. */
export function ThemeSection() {
  const { t } = useTranslation();
  const choice = useThemeChoice();
  const theme = useTheme();
  const active = (document.documentElement.dataset.theme as ThemeId | undefined) ?? 'theme1';
  const value = (slot: keyof ThemeColors) =>
    choice.colors[slot] ?? THEMES[choice.themeId ?? active].colors[slot];
  return (
    <Stack spacing={2}>
      <Typography component="h2" variant="h6">
        {t('dev.theme_title')}
      </Typography>
      <TextField
        select
        label={t('dev.theme')}
        value={choice.themeId ?? active}
        onChange={(event) => themeChoice.setTheme(event.target.value as ThemeId)}
      >
        {THEME_IDS.map((id) => (
          <MenuItem key={id} value={id}>
            {t(THEMES[id].nameKey)}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        {PICKABLE.map((slot) => (
          <TextField
            key={slot}
            type="color"
            label={t(`dev.colors.${slot}`)}
            value={value(slot)}
            onChange={(event) => themeChoice.setColor(slot, event.target.value)}
            sx={{ width: 130 }}
            slotProps={{ htmlInput: { 'aria-label': t(`dev.colors.${slot}`) } }}
          />
        ))}
      </Stack>
      <Button
        variant="outlined"
        onClick={themeChoice.reset}
        sx={{ alignSelf: 'flex-start', color: theme.palette.text.primary }}
      >
        {t('dev.theme_reset')}
      </Button>
    </Stack>
  );
}
