/**
 * The Lighthouse mobile performance audit of one URL: Lighthouse's default (mobile) config,
 * simulated throttling (slow 4G, CPU ×4), in a headless Chromium of chrome-launcher.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { browserPath, chromiumArgs } from '../../playwright.config.ts';
import { onCleanup } from './bench-processes.ts';

export interface Opportunity {
  id: string;
  title: string;
  /** `opportunity` (Lighthouse's own savings estimate) or a diagnostic (`table`, …). */
  kind: string;
  displayValue: string;
  /** The estimated saving in ms (overallSavingsMs, else the largest metric saving). */
  savingsMs: number;
  savingsBytes: number;
  metricSavings: Record<string, number>;
}

export interface LighthouseReport {
  lighthouseVersion: string;
  url: string;
  /** Performance score × 100. */
  score: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  speedIndexMs: number | null;
  /** Audits with an estimated saving, the largest first. */
  opportunities: Opportunity[];
  throttlingMethod: string;
  throttling: Record<string, number | undefined>;
  benchmarkIndex: number | null;
  runWarnings: string[];
  runtimeError: string | null;
}

function numeric(lhr: Result, id: string): number | null {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === 'number' ? value : null;
}

function opportunities(lhr: Result): Opportunity[] {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  const found: Opportunity[] = [];
  for (const ref of refs) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === 1 || audit.scoreDisplayMode === 'notApplicable') continue;
    const details = audit.details as
      { type?: string; overallSavingsMs?: number; overallSavingsBytes?: number } | undefined;
    const metricSavings = Object.fromEntries(
      Object.entries(audit.metricSavings ?? {}).filter(
        (entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] > 0,
      ),
    );
    const savingsMs = details?.overallSavingsMs ?? Math.max(0, ...Object.values(metricSavings));
    const savingsBytes = details?.overallSavingsBytes ?? 0;
    if (savingsMs <= 0 && savingsBytes <= 0 && Object.keys(metricSavings).length === 0) continue;
    found.push({
      id: audit.id,
      title: audit.title,
      kind:
        details?.type === 'opportunity' ? 'opportunity' : `diagnostic (${details?.type ?? 'none'})`,
      displayValue: audit.displayValue ?? '',
      savingsMs: Math.round(savingsMs),
      savingsBytes: Math.round(savingsBytes),
      metricSavings,
    });
  }
  return found.sort((a, b) => b.savingsMs - a.savingsMs || b.savingsBytes - a.savingsBytes);
}

export async function runLighthouse(url: string): Promise<LighthouseReport> {
  const chrome = await chromeLauncher.launch({
    chromePath: browserPath,
    chromeFlags: [...chromiumArgs, '--headless=new'],
  });
  const unregister = onCleanup(() => chrome.kill());
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const lhr = result.lhr;
    const score = lhr.categories.performance?.score;
    const throttling = lhr.configSettings.throttling;
    return {
      lighthouseVersion: lhr.lighthouseVersion,
      url: lhr.finalDisplayedUrl,
      score: typeof score === 'number' ? Math.round(score * 100) : null,
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      fcpMs: numeric(lhr, 'first-contentful-paint'),
      speedIndexMs: numeric(lhr, 'speed-index'),
      opportunities: opportunities(lhr),
      throttlingMethod: lhr.configSettings.throttlingMethod,
      throttling: { ...throttling },
      benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
      runWarnings: lhr.runWarnings.map(String),
      runtimeError: lhr.runtimeError
        ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`
        : null,
    };
  } finally {
    unregister();
    chrome.kill();
  }
}
