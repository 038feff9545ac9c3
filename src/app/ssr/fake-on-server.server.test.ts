// @vitest-environment node
import { afterEach, expect, it, vi } from 'vitest';
import { dayNumber, dayStart } from '@mocks/lib/site-time';
import { answerFakeRequest } from './fake-on-server.server';

type Listed = { id: number; period: string; status: string; start_time: number };

/** The tournaments the server's fake lists now (a guest's call, as a public page makes it). */
async function tournaments(): Promise<Listed[]> {
  const answer = await answerFakeRequest(
    new Request('http://localhost/api/member/tournament/list?locale=en'),
  );
  expect(answer?.status).toBe(200);
  return ((await answer!.json()) as { data: { list: Listed[] } }).data.list;
}

const runningDaily = (list: Listed[]) =>
  list.find((entry) => entry.period === 'daily' && entry.status === 'running');

afterEach(() => {
  vi.useRealTimers();
});

it("issue 18: after midnight on the site's clock the server's fake starts the new day's world, as the browser's does", async () => {
  // An evening on the site's clock (+8), then the next morning.
  const evening = Date.parse('2026-03-01T14:30:00Z');
  vi.useFakeTimers({ toFake: ['Date'], now: evening });
  const before = runningDaily(await tournaments());
  expect(before?.start_time).toBe(dayStart(dayNumber(evening / 1000)));

  const nextMorning = dayStart(dayNumber(evening / 1000) + 1) * 1000 + 90_000;
  vi.setSystemTime(nextMorning);
  const after = runningDaily(await tournaments());
  // The new day's daily tournament, under the id the browser's next-day world gives it (not
  // the one the old world would open as it settled yesterday's).
  expect(after?.start_time).toBe(nextMorning / 1000 - 90);
  expect(after?.id).toBe(before?.id);
}, 60_000);
