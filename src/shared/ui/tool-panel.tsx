import Fab from '@mui/material/Fab';
import Popover from '@mui/material/Popover';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Hint } from './hint';

/**
 * A floating tool that opens a panel: a round button named by its hint, and the panel (a
 * dialog) above and to the left of it while `anchor` is set.
 */
export function ToolPanel({
  label,
  icon,
  anchor,
  onOpen,
  onClose,
  labelledBy,
  paperSx,
  children,
}: {
  label: string;
  icon: ReactNode;
  anchor: HTMLElement | null;
  onOpen: (anchor: HTMLElement) => void;
  onClose: () => void;
  /** The id of the panel's own heading; without one the panel is named `label`. */
  labelledBy?: string;
  paperSx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <>
      <Hint title={label} placement="left">
        <Fab
          size="small"
          color="primary"
          aria-label={label}
          aria-haspopup="dialog"
          onClick={(event) => onOpen(event.currentTarget)}
        >
          {icon}
        </Fab>
      </Hint>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={onClose}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            ...(labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': label }),
            sx: paperSx,
          },
        }}
      >
        {children}
      </Popover>
    </>
  );
}
