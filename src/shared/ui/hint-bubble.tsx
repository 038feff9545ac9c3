import Popper from '@mui/material/Popper';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** A hint's bubble (hint.tsx), loaded when a hint is first asked for: MUI's tooltip, as it looks. */
export default function HintBubble({
  id,
  anchor,
  placement,
  onPointerEnter,
  onPointerLeave,
  children,
}: {
  id: string;
  anchor: HTMLElement;
  placement: 'left' | 'right' | 'top' | 'bottom';
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  children: ReactNode;
}) {
  return (
    <Popper
      open
      anchorEl={anchor}
      placement={placement}
      id={id}
      role="tooltip"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      modifiers={[{ name: 'offset', options: { offset: [0, 14] } }]}
      sx={(theme) => ({
        zIndex: theme.zIndex.tooltip,
        bgcolor: alpha(theme.palette.grey[700], 0.92),
        color: theme.palette.common.white,
        borderRadius: `${theme.shape.borderRadius}px`,
        px: 1,
        py: 0.5,
        maxWidth: 300,
        fontFamily: theme.typography.fontFamily,
        fontSize: theme.typography.pxToRem(11),
        fontWeight: theme.typography.fontWeightMedium,
        lineHeight: 1.4,
        overflowWrap: 'break-word',
      })}
    >
      {children}
    </Popper>
  );
}
