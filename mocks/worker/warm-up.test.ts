// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { getResponse } from 'msw';
import { createNodeFake } from '../node.ts';
import { WARM_UP_READS, warmUp } from './warm-up.ts';

const ORIGIN = 'http://warm-up.test';

describe("issue 18: the fake's worker answers a first visit's reads once as it starts", () => {
  it('each read is one the fake answers, and warming up leaves the world as it was', async () => {
    const { fake } = await createNodeFake(ORIGIN);
    for (const path of WARM_UP_READS) {
      const response = await getResponse(fake.handlers, new Request(`${ORIGIN}/api${path}`));
      expect(response?.status, path).toBe(200);
      expect(((await response?.json()) as { status: number }).status, path).toBe(200);
    }
    const before = JSON.stringify(fake.snapshot());
    const handlers = fake.handlers.map((handler) => vi.spyOn(handler, 'run'));
    await warmUp(fake, `${ORIGIN}/api`, () => false);
    expect(handlers[0]?.mock.calls).toHaveLength(WARM_UP_READS.length);
    expect(JSON.stringify(fake.snapshot())).toBe(before);
  });

  it('stops once the page asks: its own requests are not kept waiting behind a warm-up', async () => {
    const { fake } = await createNodeFake(ORIGIN);
    const handlers = fake.handlers.map((handler) => vi.spyOn(handler, 'run'));
    // The page asked before the worker had a moment for it.
    await warmUp(fake, `${ORIGIN}/api`, () => true);
    expect(handlers[0]?.mock.calls).toHaveLength(0);
  });

  it("stops once a scenario is on: a scenario that counts requests counts only the page's", async () => {
    const { fake } = await createNodeFake(ORIGIN);
    await fake.setScenario('flaky-network', true);
    const handlers = fake.handlers.map((handler) => vi.spyOn(handler, 'run'));
    await warmUp(fake, `${ORIGIN}/api`, () => false);
    expect(handlers[0]?.mock.calls).toHaveLength(0);
    expect(fake.scenarios.counter).toBe(0);
  });
});
