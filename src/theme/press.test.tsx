import Button from '@mui/material/Button';
import { ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFortunaTheme } from './create-theme';
import { THEME_IDS, THEMES } from './themes';

// Issue 30 (INP): a press answers in CSS, not with MUI's ripple, which renders React elements
// on every pointer-down (60 ms of the withdrawal's press on the bench's phone).
describe('a press answers without a render', () => {
  it.each(THEME_IDS)('in %s a pressed button renders no ripple and has a pressed shade', (id) => {
    const theme = createFortunaTheme(THEMES[id]);
    render(
      <ThemeProvider theme={theme}>
        <Button>Withdraw</Button>
      </ThemeProvider>,
    );
    const button = screen.getByRole('button', { name: 'Withdraw' });
    fireEvent.mouseDown(button);
    expect(button.querySelector('.MuiTouchRipple-root, .MuiTouchRipple-ripple')).toBeNull();
    const root = theme.components?.MuiButtonBase?.styleOverrides?.root;
    expect(JSON.stringify(root)).toContain(':active');
  });
});
