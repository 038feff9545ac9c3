// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeBackend, freePort, startFakeBackend } from '../../scripts/lib/bench-processes.ts';

/**
 * The standalone fake's control endpoints (POST /__fake/reset, /__fake/scenario) change the
 * whole world, so no web page may use them: they answer only requests that carry the header
 * X-Fortuna-Fake: 1 (which a page can send to another origin only after a preflight, and the
 * server refuses those preflights) and that come from no other origin than the server's own.
 */
let fake: FakeBackend;

beforeAll(async () => {
  fake = await startFakeBackend(await freePort());
}, 60_000);

afterAll(async () => {
  await fake.stop();
});

const CONTROL = { 'X-Fortuna-Fake': '1' };
const EVIL = 'http://evil.test';

const post = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${fake.url}${path}`, { method: 'POST', headers });

/** The maintenance type the site is told (1 while the maintenance scenario is on). */
async function maintenanceType(): Promise<number> {
  const response = await fetch(`${fake.url}/api/maintenance/getMaintenanceOnMember?locale=en`);
  const body = (await response.json()) as { data: { type: number } };
  return body.data.type;
}

describe('the standalone fake answers control requests only from tests and scripts, never from a web page', () => {
  it('a cross-origin reset is refused (403) and resets nothing; one without the header too; one with the header from no origin resets', async () => {
    const on = await post('/__fake/scenario?name=maintenance&on=1', CONTROL);
    expect(on.status).toBe(200);
    expect(await maintenanceType()).toBe(1);

    const crossOrigin = await post('/__fake/reset', { ...CONTROL, Origin: EVIL });
    expect(crossOrigin.status).toBe(403);
    expect(crossOrigin.headers.get('access-control-allow-origin')).toBeNull();
    expect(await maintenanceType()).toBe(1);

    const withoutHeader = await post('/__fake/reset');
    expect(withoutHeader.status).toBe(403);
    expect(await maintenanceType()).toBe(1);

    const fromTests = await post('/__fake/reset', CONTROL);
    expect(fromTests.status).toBe(200);
    expect(await maintenanceType()).toBe(0);
  });

  it('a cross-origin scenario switch is refused and switches nothing', async () => {
    const refused = await post('/__fake/scenario?name=maintenance&on=1', {
      ...CONTROL,
      Origin: EVIL,
    });
    expect(refused.status).toBe(403);
    expect(await maintenanceType()).toBe(0);
  });

  it('a page cannot get the header past a preflight: the preflight is refused, and the API does not allow the header', async () => {
    const preflight = await fetch(`${fake.url}/__fake/reset`, {
      method: 'OPTIONS',
      headers: {
        Origin: EVIL,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'x-fortuna-fake',
      },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const api = await fetch(`${fake.url}/api/key`, {
      method: 'OPTIONS',
      headers: { Origin: EVIL, 'Access-Control-Request-Method': 'GET' },
    });
    const allowed = (api.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    expect(allowed.split(',').map((name) => name.trim())).not.toContain('x-fortuna-fake');
  });

  it('the clock and play controls (issue 16) answer only tests and scripts too', async () => {
    expect((await post('/__fake/clock?minutes=5', { ...CONTROL, Origin: EVIL })).status).toBe(403);
    expect((await post('/__fake/play?stake=10&payout=0')).status).toBe(403);
    const moved = await post('/__fake/clock?minutes=5', CONTROL);
    expect(await moved.json()).toEqual({ advanced_minutes: 5 });
    // Play is recorded for the signed-in member; with nobody signed in it says so.
    const nobody = await post('/__fake/play?stake=10&payout=0', CONTROL);
    expect(nobody.status).toBe(200);
    expect(await nobody.json()).toEqual({
      error: 'nobody is signed in, stake and payout are not amounts, or the game is unknown',
    });
    expect((await post('/__fake/reset', CONTROL)).status).toBe(200);
  });
});
