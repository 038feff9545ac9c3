import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * A native checkbox with its label: MUI's Checkbox would be a shared part of its own, one more
 * file name in home's list of parts (issue 6 budget); the browser's is as accessible.
 */
export function PlainCheckbox({
  checked,
  onChange,
  label,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
}) {
  return (
    <Box
      component="label"
      sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', cursor: 'pointer' }}
    >
      <Box
        component="input"
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        sx={{ width: 20, height: 20, m: 0, mt: '2px', flex: 'none', accentColor: 'currentColor' }}
      />
      <Typography component="span">{label}</Typography>
    </Box>
  );
}
