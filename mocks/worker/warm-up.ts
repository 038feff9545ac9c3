import { getResponse } from 'msw';
import type { Fake } from '../fake.ts';

/**
 * The read every page of the site starts with: its permissions (spec §6), as src/app/startup.ts
 * asks for them. Paths under the API base. Only the first: the page asks for the others at
 * once after it, and warming them too kept the worker busy when the page asked (home's five
 * reads warmed: the first answer 10 ms later, all five no sooner; interleaved A/B).
 */
export const WARM_UP_READS = ['/member/feature_premission/info?locale=en'] as const;

/** A task of its own: a request that came meanwhile is answered first. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Answers a first visit's first read once, when the first page's world is in place (the host's
 * `welcomed`, after the first hello: before, a page on another site day could have its world
 * emptied and being replaced under the read) and while the worker has nothing else to do, and
 * throws the answer away (issue 18): the code that answers is
 * compiled, the read's schemas built and the English dictionary loaded while the page is still
 * loading, so its own requests are answered sooner. It stops once the page asks (`asked`):
 * its own requests warm what is left, and must not wait behind a warm-up. It stops as well once
 * a scenario is on (a page's `?scenario=` flags): a scenario may count requests (every fourth
 * fails under `flaky-network`), and the page's must count as they would have. Reads: the world
 * is as it was.
 */
export async function warmUp(fake: Fake, apiBase: string, asked: () => boolean): Promise<void> {
  for (const path of WARM_UP_READS) {
    await nextTask();
    if (asked() || fake.scenarios.active.size > 0) return;
    try {
      await getResponse(fake.handlers, new Request(`${apiBase}${path}`));
    } catch {
      // Only warming up: the page's own request answers or fails as it would have.
    }
  }
}
