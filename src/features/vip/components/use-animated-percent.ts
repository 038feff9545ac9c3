import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import { VIP_PROGRESS_ANIMATION_MS, animatedPercent } from '../model/progress';

/**
 * A progress bar's value, filling from 0 to the target over 1,500 ms when it is shown (or the
 * target changes); at once when the member prefers reduced motion.
 */
export function useAnimatedPercent(target: number): number {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (reducedMotion) return;
    let frame = 0;
    const start = performance.now();
    const step = (now: number) => {
      const elapsed = now - start;
      setValue(animatedPercent(elapsed, target));
      if (elapsed < VIP_PROGRESS_ANIMATION_MS) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, reducedMotion]);
  return reducedMotion ? target : value;
}
