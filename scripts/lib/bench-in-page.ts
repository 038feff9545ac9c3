/**
 * What the benchmark observes inside the page, and the metrics computed from it in Node.
 *
 * `installObservers` is added as an init script (it runs before any of the site's scripts) and
 * keeps raw performance entries on `window.__bench`; the functions below it turn a snapshot of
 * them into LCP, CLS, TBT and per-interaction latency, as web-vitals and Lighthouse define them.
 */

export interface RawLcp {
  time: number;
  size: number;
  element: string;
  url: string;
}
export interface RawShift {
  time: number;
  value: number;
  hadRecentInput: boolean;
  /** The elements that moved (up to 5), for finding what shifts. */
  sources: string[];
}
export interface RawTask {
  start: number;
  duration: number;
}
export interface RawEvent {
  name: string;
  interactionId: number;
  start: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
  target: string;
}
export interface RawViolation {
  directive: string;
  blocked: string;
  source: string;
  line: number;
  sample: string;
}
export interface RawStore {
  fcp: number | null;
  lcp: RawLcp[];
  shifts: RawShift[];
  longTasks: RawTask[];
  events: RawEvent[];
  violations: RawViolation[];
  /** Entry types this browser could not observe. */
  unsupported: string[];
}

/** Init script: records the raw entries on window.__bench. Self-contained (it is serialised). */
export function installObservers(): void {
  interface ShiftEntry extends PerformanceEntry {
    value: number;
    hadRecentInput: boolean;
    sources?: { node: Node | null }[];
  }
  const store: RawStore = {
    fcp: null,
    lcp: [],
    shifts: [],
    longTasks: [],
    events: [],
    violations: [],
    unsupported: [],
  };
  (window as unknown as { __bench: RawStore }).__bench = store;
  const describe = (node: Node | null | undefined): string => {
    if (!node) return '';
    if (!(node instanceof Element)) return node.nodeName.toLowerCase();
    const id = node.id ? `#${node.id}` : '';
    const label = node.getAttribute('aria-label') ?? node.getAttribute('alt') ?? '';
    const text = label || (node.textContent ?? '').trim().slice(0, 40);
    return `${node.tagName.toLowerCase()}${id}${text ? ` "${text}"` : ''}`;
  };
  const observe = (
    type: string,
    onEntries: (entries: PerformanceEntryList) => void,
    extra: Record<string, unknown> = {},
  ): void => {
    try {
      new PerformanceObserver((list) => onEntries(list.getEntries())).observe({
        type,
        buffered: true,
        ...extra,
      } as PerformanceObserverInit);
    } catch {
      store.unsupported.push(type);
    }
  };
  observe('paint', (entries) => {
    for (const entry of entries)
      if (entry.name === 'first-contentful-paint') store.fcp = entry.startTime;
  });
  observe('largest-contentful-paint', (entries) => {
    for (const entry of entries as LargestContentfulPaint[])
      store.lcp.push({
        time: entry.startTime,
        size: entry.size,
        element: describe(entry.element),
        url: entry.url,
      });
  });
  observe('layout-shift', (entries) => {
    for (const entry of entries as ShiftEntry[])
      store.shifts.push({
        time: entry.startTime,
        value: entry.value,
        hadRecentInput: entry.hadRecentInput,
        sources: (entry.sources ?? []).slice(0, 5).map((source) => describe(source.node)),
      });
  });
  observe('longtask', (entries) => {
    for (const entry of entries)
      store.longTasks.push({ start: entry.startTime, duration: entry.duration });
  });
  observe(
    'event',
    (entries) => {
      for (const entry of entries as PerformanceEventTiming[])
        if (entry.interactionId)
          store.events.push({
            name: entry.name,
            interactionId: entry.interactionId,
            start: entry.startTime,
            duration: entry.duration,
            processingStart: entry.processingStart,
            processingEnd: entry.processingEnd,
            target: describe(entry.target),
          });
    },
    { durationThreshold: 16 },
  );
  document.addEventListener('securitypolicyviolation', (event) => {
    store.violations.push({
      directive: event.effectiveDirective,
      blocked: event.blockedURI,
      source: event.sourceFile,
      line: event.lineNumber,
      sample: event.sample,
    });
  });
}

/** LCP: the last candidate reported (the observer stops reporting at the first input). */
export function largestContentfulPaint(store: RawStore): RawLcp | null {
  return store.lcp.at(-1) ?? null;
}

/**
 * CLS as web-vitals defines it: layout shifts without recent input, grouped in session windows
 * (a window ends after a 1 s gap or at 5 s long); the score is the largest window's sum.
 */
export function cumulativeLayoutShift(shifts: RawShift[], until = Infinity): number {
  let worst = 0;
  let windowSum = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const shift of [...shifts].sort((a, b) => a.time - b.time)) {
    if (shift.hadRecentInput || shift.time > until) continue;
    if (shift.time - previous > 1000 || shift.time - windowStart > 5000) {
      windowSum = 0;
      windowStart = shift.time;
    }
    windowSum += shift.value;
    previous = shift.time;
    worst = Math.max(worst, windowSum);
  }
  return worst;
}

/**
 * TBT as Lighthouse defines it, from FCP to `end` instead of to TTI: for each long task, the
 * part after FCP (and before `end`) beyond 50 ms.
 */
export function totalBlockingTime(tasks: RawTask[], fcp: number, end: number): number {
  let total = 0;
  for (const task of tasks) {
    const start = Math.max(task.start, fcp);
    const stop = Math.min(task.start + task.duration, end);
    if (stop - start > 50) total += stop - start - 50;
  }
  return total;
}

/** Each interaction's latency: the longest event-timing duration among its events. */
export function interactionLatencies(
  events: RawEvent[],
): { interactionId: number; duration: number; events: string[]; target: string }[] {
  const byId = new Map<
    number,
    { interactionId: number; duration: number; events: string[]; target: string }
  >();
  for (const event of events) {
    const seen = byId.get(event.interactionId) ?? {
      interactionId: event.interactionId,
      duration: 0,
      events: [],
      target: event.target,
    };
    if (!seen.events.includes(event.name)) seen.events.push(event.name);
    if (event.duration > seen.duration) {
      seen.duration = event.duration;
      seen.target = event.target;
    }
    byId.set(event.interactionId, seen);
  }
  return [...byId.values()];
}
