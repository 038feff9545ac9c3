/**
 * Resolves once the browser has had the chance to paint what the current task rendered: after
 * the next animation frame, in a task of its own. An interaction that does heavy work after
 * its visible answer (a money form's busy state, then encrypting and sending) awaits this in
 * between, so the press is answered on screen first and the heavy part is not counted in its
 * responsiveness (INP): the browser paints before the next task runs.
 *
 * A hidden page paints no frames (no animation frame comes): there it is the next task.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const next = () => setTimeout(resolve, 0);
    if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden')
      next();
    else requestAnimationFrame(next);
  });
}

/**
 * Resolves in a task of its own: what follows runs once the browser has had its turn (a paint,
 * an input), not in the task that awaits this. The page's start-up awaits it between its steps,
 * so that no step makes one long task of the next (TBT; issue 30).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
