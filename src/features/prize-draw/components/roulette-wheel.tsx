import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { SPIN_MS, sliceAngle, slicePath } from '../model/wheel';

/** What a slice shows: a short label (the prize's amount, or 'no prize'). */
export interface WheelLabel {
  key: string;
  label: string;
  miss: boolean;
}

const R = 100;

/**
 * The roulette wheel, plain SVG: equal slices in wheel order under a pointer at the top. It
 * turns to `rotation` (a CSS transition of SPIN_MS, none with reduced motion) and reports when
 * that transition has ended (without motion there is none: the caller knows it stopped). Hidden from screen readers: the dialog lists the prizes and announces the
 * result in words.
 */
export function RouletteWheel({
  slices,
  rotation,
  reducedMotion,
  onStopped,
}: {
  slices: readonly WheelLabel[];
  rotation: number;
  reducedMotion: boolean;
  onStopped: () => void;
}) {
  const theme = useTheme();
  const colours = [
    { fill: theme.palette.primary.main, text: theme.palette.primary.contrastText },
    { fill: theme.palette.secondary.main, text: theme.palette.secondary.contrastText },
  ];
  const slice = sliceAngle(slices.length);
  return (
    <Box
      aria-hidden="true"
      sx={{
        position: 'relative',
        width: '100%',
        maxWidth: 320,
        alignSelf: 'center',
        aspectRatio: '1',
      }}
    >
      <Box
        component="svg"
        viewBox={`-4 -4 ${2 * R + 8} ${2 * R + 8}`}
        data-testid="roulette-wheel"
        data-rotation={rotation}
        // Its transform is the only thing that moves, in it or under it.
        onTransitionEnd={() => onStopped()}
        sx={{
          width: '100%',
          height: '100%',
          display: 'block',
          transform: `rotate(${rotation}deg)`,
          transition: reducedMotion
            ? 'none'
            : `transform ${SPIN_MS}ms cubic-bezier(0.15, 0.6, 0.1, 1)`,
        }}
      >
        <circle cx={R} cy={R} r={R + 3} fill={theme.palette.text.primary} />
        {slices.map((item, index) => {
          const colour = colours[index % 2] ?? colours[0];
          const fill = item.miss ? theme.palette.background.paper : colour?.fill;
          const text = item.miss ? theme.palette.text.primary : colour?.text;
          return (
            <g key={item.key}>
              <path
                d={slicePath(index, slices.length, R)}
                fill={fill}
                stroke={theme.palette.background.paper}
                strokeWidth={1}
              />
              <text
                x={R}
                y={R * 0.3}
                fill={text}
                fontSize={slices.length > 8 ? 9 : 12}
                fontWeight={700}
                textAnchor="middle"
                dominantBaseline="middle"
                transform={`rotate(${index * slice} ${R} ${R})`}
              >
                {item.label}
              </text>
            </g>
          );
        })}
        <circle
          cx={R}
          cy={R}
          r={R * 0.14}
          fill={theme.palette.background.paper}
          stroke={theme.palette.text.primary}
          strokeWidth={2}
        />
      </Box>
      {/* The pointer, fixed at the top: the slice under it is the prize. */}
      <Box
        component="svg"
        viewBox="0 0 24 24"
        sx={{
          position: 'absolute',
          top: -6,
          left: '50%',
          width: 32,
          height: 32,
          transform: 'translateX(-50%)',
          filter: 'drop-shadow(0 1px 1px rgba(0,0,0,0.4))',
        }}
      >
        <path
          d="M12 22 L3 4 H21 Z"
          fill={theme.palette.error.main}
          stroke="#fff"
          strokeWidth={1.5}
        />
      </Box>
    </Box>
  );
}
