import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import type { FestivalAnimationSetting } from '@/api/generated/model';

/** How long the festival animation plays. */
const DURATION_MS = 6000;
const PIECES = 18;
const SESSION_KEY = 'fortuna-festival-shown';

const fall = keyframes`
  from { transform: translate3d(0, -10vh, 0) rotate(0deg); opacity: 0; }
  10% { opacity: 1; }
  to { transform: translate3d(0, 110vh, 0) rotate(320deg); opacity: 0.9; }
`;

/** Decorations per festival (spec §2: the festival animation once the API is initialised). */
const SHAPES: Record<FestivalAnimationSetting['kind'], { colors: string[]; round: boolean }> = {
  spring_festival: { colors: ['#D7263D', '#F4B400', '#C1121F'], round: false },
  mid_autumn: { colors: ['#F6C453', '#F9E0A5', '#E07A5F'], round: true },
  christmas: { colors: ['#FFFFFF', '#DDEBFF', '#B8D8FF'], round: true },
  new_year: { colors: ['#FFD166', '#EF476F', '#06D6A0', '#118AB2'], round: false },
  halloween: { colors: ['#F77F00', '#6A040F', '#FCBF49'], round: true },
};

/**
 * The festival animation: decorations fall over the page once per visit after start-up, never
 * catching the pointer, hidden from screen readers, and not at all when motion is reduced.
 */
export function FestivalAnimation({ setting }: { setting: FestivalAnimationSetting | undefined }) {
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [playing, setPlaying] = useState(false);
  const enabled = setting?.status === 1 && !reduced;
  useEffect(() => {
    if (!enabled || sessionStorage.getItem(SESSION_KEY)) return;
    sessionStorage.setItem(SESSION_KEY, '1');
    const start = window.setTimeout(() => setPlaying(true), 0);
    const stop = window.setTimeout(() => setPlaying(false), DURATION_MS);
    return () => {
      window.clearTimeout(start);
      window.clearTimeout(stop);
    };
  }, [enabled]);
  if (!playing || !setting) return null;
  const shape = SHAPES[setting.kind];
  return (
    <Box
      aria-hidden
      data-testid="festival"
      sx={{
        position: 'fixed',
        inset: 0,
        pointerEvents: 'none',
        overflow: 'hidden',
        zIndex: (theme) => theme.zIndex.tooltip + 1,
      }}
    >
      {Array.from({ length: PIECES }, (_, i) => (
        <Box
          key={i}
          sx={{
            position: 'absolute',
            top: 0,
            left: `${(i * 97) % 100}%`,
            width: 10 + ((i * 7) % 12),
            height: shape.round ? 10 + ((i * 7) % 12) : 16 + ((i * 5) % 10),
            borderRadius: shape.round ? '50%' : '3px',
            bgcolor: shape.colors[i % shape.colors.length],
            boxShadow: '0 0 6px rgba(0,0,0,0.25)',
            animation: `${fall} ${3 + (i % 4) * 0.6}s ease-in ${(i % 6) * 0.35}s both`,
          }}
        />
      ))}
    </Box>
  );
}
