import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '@/shared/lib/use-hydrated';
import { type ServerClock, secondsUntil, splitDuration } from '../model/countdown';

/**
 * 'Ends in 1 day 02:03:04', ticking each second on the server's clock. The server's HTML and
 * the hydrating page show the room it takes, empty: the device's time is the browser's alone.
 * A timer, not a live region: a screen reader reads it when asked, not every second.
 */
export function Countdown({
  target,
  clock,
  kind,
}: {
  /** Unix seconds. */
  target: number;
  /** The server's time; none yet: the room, empty. */
  clock: ServerClock | undefined;
  kind: 'ends' | 'starts';
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => Date.now());
  const left = clock ? secondsUntil(target, clock, now) : 0;
  const done = left === 0;
  // Ticks each second until it reaches 0.
  useEffect(() => {
    if (!hydrated || done) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [hydrated, done]);
  const { days, clock: time } = splitDuration(left);
  const text = days > 0 ? `${t('tournaments.days', { count: days })} ${time}` : time;
  return (
    <Box
      component="span"
      role="timer"
      sx={{ display: 'inline-block', minWidth: '14ch', fontVariantNumeric: 'tabular-nums' }}
    >
      {hydrated && clock
        ? t(kind === 'ends' ? 'tournaments.ends_in' : 'tournaments.starts_in', { time: text })
        : null}
    </Box>
  );
}
