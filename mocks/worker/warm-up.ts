import { getResponse } from 'msw';
import type { Fake } from '../fake.ts';

/**
 * The reads a first visit starts with: every page's start-up (its permissions, spec §6, and the
 * game types of its menus) and the home page's (banners, promotions, top winners), as
 * src/app/startup.ts and the home page's loaders ask for them. Paths under the API base.
 */
export const WARM_UP_READS = [
  '/member/feature_premission/info?locale=en',
  '/member/game/game-types?locale=en',
  '/member/banners?position=1&locale=en',
  '/member/promotion/list?page_size=15&locale=en',
  '/member/top_winners?locale=en',
] as const;

/** A task of its own: a request that came meanwhile is answered first. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Answers a first visit's reads once, as the fake has started in its worker and while it has
 * nothing else to do, and throws the answers away (issue 18): the code that answers them is
 * compiled, their schemas built and the English dictionary loaded while the page is still
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
