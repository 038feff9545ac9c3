import type { CDPSession } from '@playwright/test';

/**
 * Lighthouse's "slow 4G" (mobileSlow4G) as devtools throttling applies it, and CPU ×4: the
 * conditions of issue 6's budgets, shared by `npm run bench` and the layout-stability journeys.
 */
export const THROTTLING = {
  rttMs: 150 * 3.75,
  downloadKbps: 1.6 * 1024 * 0.9,
  uploadKbps: 750 * 0.9,
  cpuSlowdown: 4,
} as const;

/** Slows the page's network to THROTTLING (each request waits rttMs, bandwidth capped). */
export async function throttleNetwork(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.rttMs,
    downloadThroughput: (THROTTLING.downloadKbps * 1024) / 8,
    uploadThroughput: (THROTTLING.uploadKbps * 1024) / 8,
  });
}

/** Slows the page's network and its CPU to THROTTLING. */
export async function throttle(cdp: CDPSession): Promise<void> {
  await throttleNetwork(cdp);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
}
