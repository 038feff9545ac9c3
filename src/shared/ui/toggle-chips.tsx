import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** A labelled row of toggle chips (a list filter's choices) that wraps on narrow screens. */
export function ToggleChipGroup({
  label,
  children,
  sx,
}: {
  label: string;
  children: ReactNode;
  sx?: SxProps<Theme>;
}) {
  return (
    <Stack
      direction="row"
      role="group"
      aria-label={label}
      sx={[{ flexWrap: 'wrap', gap: 1 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Stack>
  );
}

/** One choice of a ToggleChipGroup: a button whose pressed state screen readers announce. */
export function ToggleChip({
  label,
  pressed,
  onClick,
}: {
  label: string;
  pressed: boolean;
  onClick: () => void;
}) {
  return (
    <Chip
      label={label}
      color={pressed ? 'primary' : 'default'}
      aria-pressed={pressed}
      onClick={onClick}
    />
  );
}
