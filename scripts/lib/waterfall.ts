/**
 * A page load's requests in time (`npm run bench -- --waterfall`): when each was asked for and
 * when its last byte arrived, in milliseconds from the page's own request, from DevTools'
 * Network events. Where a member screen's seconds go (issue 30) is read from it: what waits for
 * the scripts, what for a connection, what for the page's render.
 */
export interface RequestTiming {
  /** The URL without its origin (the API's and the site's are told apart by their paths). */
  path: string;
  /** DevTools' resource type: Document, Script, Fetch, Preflight, Image… */
  type: string;
  /** The priority the browser gave it when it was asked for. */
  priority: string;
  startMs: number;
  /** Null: it never finished (failed, or still loading when the page was read). */
  endMs: number | null;
  /** Bytes on the wire. */
  bytes: number;
}

/** The events' fields the log reads (DevTools' timestamps are seconds on one clock). */
interface Sent {
  requestId: string;
  timestamp: number;
  type?: string;
  request: { url: string; initialPriority?: string };
}

/** Collects the requests of one page load from DevTools' Network events. */
export class RequestLog {
  private readonly sent = new Map<
    string,
    { url: string; type: string; priority: string; at: number }
  >();
  private readonly finished = new Map<string, { at: number; bytes: number }>();

  /** Network.requestWillBeSent (a redirect sends it again: the first asking counts). */
  willBeSent(event: Sent): void {
    if (this.sent.has(event.requestId)) return;
    this.sent.set(event.requestId, {
      url: event.request.url,
      type: event.type ?? 'Other',
      priority: event.request.initialPriority ?? '',
      at: event.timestamp,
    });
  }

  /** Network.loadingFinished. */
  loadingFinished(event: {
    requestId: string;
    timestamp: number;
    encodedDataLength: number;
  }): void {
    this.finished.set(event.requestId, { at: event.timestamp, bytes: event.encodedDataLength });
  }

  /** The requests in the order they were asked for, timed from the first (the page's own). */
  rows(): RequestTiming[] {
    const asked = [...this.sent].sort(([, a], [, b]) => a.at - b.at);
    const origin = asked[0]?.[1].at ?? 0;
    const ms = (seconds: number) => Math.round((seconds - origin) * 1000);
    return asked.map(([id, request]) => {
      const done = this.finished.get(id);
      return {
        path: request.url.replace(/^[a-z]+:\/\/[^/]+/i, ''),
        type: request.type,
        priority: request.priority,
        startMs: ms(request.at),
        endMs: done ? ms(done.at) : null,
        bytes: done?.bytes ?? 0,
      };
    });
  }
}

/**
 * The waterfall as lines of text: each request's start, end, size, type, priority and path, with
 * the page's moments (first and largest paint) in their places. Paths are cut at `width`.
 */
export function waterfallLines(
  rows: readonly RequestTiming[],
  moments: readonly { label: string; ms: number | null }[],
  width = 100,
): string[] {
  const pad = (value: string, size: number) => value.padStart(size);
  const lines = rows.map((row) => ({
    at: row.startMs,
    text: `${pad(String(row.startMs), 6)} → ${pad(row.endMs === null ? '…' : String(row.endMs), 6)}  ${pad((row.bytes / 1024).toFixed(1), 6)} KiB  ${row.type.padEnd(9)} ${row.priority.padEnd(8)} ${row.path.slice(0, width)}`,
  }));
  for (const moment of moments)
    if (moment.ms !== null)
      lines.push({
        at: moment.ms,
        text: `${pad(String(Math.round(moment.ms)), 6)}   ${moment.label}`,
      });
  // A moment goes after the requests asked for at the same millisecond.
  return lines
    .map((line, index) => ({ ...line, index }))
    .sort((a, b) => a.at - b.at || a.index - b.index)
    .map((line) => line.text);
}
