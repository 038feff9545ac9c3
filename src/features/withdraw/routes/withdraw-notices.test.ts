// vitest: isolated — whether the bar's code is in is the route module's state: here it starts
// out, so only the withdrawal's askEarly can bring it in.
import { describe, expect, it } from 'vitest';
import { askEarly, PageNotices } from './withdraw';

describe('issue 30: the withdrawal’s announcement bar does not wait for a render', () => {
  it('the page’s askEarly, run as the page starts, loads the bar’s code before the page renders it', async () => {
    expect(PageNotices.isLoaded()).toBe(false);
    askEarly();
    await expect.poll(() => PageNotices.isLoaded()).toBe(true);
  });
});
