import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** How long the packet takes to open, in ms. */
export const OPEN_MS = 1200;

const shake = keyframes`
  0%, 100% { transform: rotate(0deg); }
  20% { transform: rotate(-6deg); }
  40% { transform: rotate(6deg); }
  60% { transform: rotate(-4deg); }
  80% { transform: rotate(4deg); }
`;
const flapOpen = keyframes`
  from { transform: rotateX(0deg); }
  to { transform: rotateX(180deg); opacity: 0; }
`;
const cardRise = keyframes`
  0%, 45% { transform: translateY(40%); opacity: 0; }
  100% { transform: translateY(-38%); opacity: 1; }
`;

/** What the packet shows: closed, shaking while the server draws, opening, or open. */
export type PacketState = 'closed' | 'drawing' | 'opening' | 'open';

/**
 * A red packet drawn with CSS: a red envelope with a gold seal that shakes while the server
 * draws, then opens its flap and lifts a card with `children` (the prize) out, and reports when
 * the card is out. Without motion it is open at once (and reports nothing: the caller knows). Decorative: the dialog announces the prize in words.
 */
export function RedPacketArt({
  state,
  reducedMotion,
  onOpened,
  children,
}: {
  state: PacketState;
  reducedMotion: boolean;
  onOpened: () => void;
  children?: ReactNode;
}) {
  const animate = !reducedMotion;
  const isOpen = state === 'opening' || state === 'open';
  return (
    // Centred in the dialog's column (a Stack's children have no margins of their own), with
    // room above for the card, which rises out of the open packet.
    <Box aria-hidden="true" sx={{ alignSelf: 'center', pt: 7 }}>
      <Box
        data-testid="red-packet"
        data-state={state}
        sx={{
          position: 'relative',
          width: 180,
          height: 240,
          perspective: '600px',
          animation:
            state === 'drawing' && animate ? `${shake} 600ms ease-in-out infinite` : 'none',
        }}
      >
        {/* The card with the prize, behind the front, rising out when open. */}
        <Box
          onAnimationEnd={() => {
            if (state === 'opening') onOpened();
          }}
          sx={{
            position: 'absolute',
            left: 14,
            right: 14,
            top: 10,
            height: 150,
            borderRadius: 2,
            bgcolor: '#fffaf0',
            color: '#7a1010',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            textAlign: 'center',
            p: 1,
            fontWeight: 800,
            boxShadow: 2,
            opacity: isOpen ? 1 : 0,
            transform: isOpen ? 'translateY(-38%)' : 'translateY(40%)',
            animation:
              state === 'opening' && animate ? `${cardRise} ${OPEN_MS}ms ease-out both` : 'none',
          }}
        >
          {isOpen ? children : null}
        </Box>
        {/* The front of the envelope. */}
        <Box
          sx={{
            position: 'absolute',
            inset: '60px 0 0 0',
            borderRadius: 3,
            background: 'linear-gradient(180deg, #e0262c 0%, #b3121a 100%)',
            boxShadow: 3,
          }}
        />
        {/* The flap, which turns up to open. */}
        <Box
          sx={{
            position: 'absolute',
            left: 0,
            right: 0,
            top: 0,
            height: 110,
            transformOrigin: 'top',
            transform: isOpen ? 'rotateX(180deg)' : 'none',
            // Once turned up it would stand above the packet, over the dialog's title: it fades.
            opacity: state === 'open' ? 0 : 1,
            animation:
              state === 'opening' && animate ? `${flapOpen} ${OPEN_MS / 2}ms ease-in both` : 'none',
            borderRadius: '12px 12px 50% 50% / 12px 12px 40% 40%',
            background: 'linear-gradient(180deg, #f03a40 0%, #c8161e 100%)',
            boxShadow: isOpen ? 'none' : 2,
            zIndex: 1,
          }}
        />
        {/* The gold seal. */}
        <Box
          sx={{
            position: 'absolute',
            left: '50%',
            top: 84,
            width: 56,
            height: 56,
            ml: '-28px',
            borderRadius: '50%',
            background: 'radial-gradient(circle at 35% 35%, #ffe89a 0%, #f2b824 60%, #c78b0c 100%)',
            border: '3px solid #fff1c2',
            opacity: isOpen ? 0 : 1,
            transition: animate ? 'opacity 300ms' : 'none',
            zIndex: 2,
          }}
        />
      </Box>
    </Box>
  );
}
