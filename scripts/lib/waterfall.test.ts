import { describe, expect, it } from 'vitest';
import { RequestLog, waterfallLines } from './waterfall';

function log() {
  const requests = new RequestLog();
  requests.willBeSent({
    requestId: 'page',
    timestamp: 100,
    type: 'Document',
    request: { url: 'http://127.0.0.1:4317/member/withdraw', initialPriority: 'VeryHigh' },
  });
  requests.willBeSent({
    requestId: 'script',
    timestamp: 100.78,
    type: 'Script',
    request: { url: 'http://127.0.0.1:4317/assets/react.js', initialPriority: 'Low' },
  });
  requests.willBeSent({
    requestId: 'api',
    timestamp: 100.83,
    type: 'Fetch',
    request: { url: 'http://127.0.0.1:4393/api/member/withdraw/info?locale=en' },
  });
  // A redirect asks again under the same id: the first asking counts.
  requests.willBeSent({
    requestId: 'script',
    timestamp: 101.5,
    type: 'Script',
    request: { url: 'http://127.0.0.1:4317/assets/other.js', initialPriority: 'Low' },
  });
  requests.loadingFinished({ requestId: 'page', timestamp: 100.664, encodedDataLength: 17_408 });
  requests.loadingFinished({ requestId: 'script', timestamp: 102.749, encodedDataLength: 59_392 });
  return requests;
}

describe('a page load’s waterfall (bench --waterfall)', () => {
  it('times each request from the page’s own, in the order they were asked for, without origins', () => {
    expect(log().rows()).toEqual([
      {
        path: '/member/withdraw',
        type: 'Document',
        priority: 'VeryHigh',
        startMs: 0,
        endMs: 664,
        bytes: 17_408,
      },
      {
        path: '/assets/react.js',
        type: 'Script',
        priority: 'Low',
        startMs: 780,
        endMs: 2749,
        bytes: 59_392,
      },
      {
        path: '/api/member/withdraw/info?locale=en',
        type: 'Fetch',
        priority: '',
        startMs: 830,
        endMs: null,
        bytes: 0,
      },
    ]);
  });

  it('puts the page’s moments among the requests, after those asked for at the same time', () => {
    const lines = waterfallLines(log().rows(), [
      { label: 'FCP', ms: 780 },
      { label: 'LCP p "Withdrawable now"', ms: 5664 },
      { label: 'not measured', ms: null },
    ]);
    expect(lines.map((line) => line.trim().split(/\s+/).slice(0, 3).join(' '))).toEqual([
      '0 → 664',
      '780 → 2749',
      '780 FCP',
      '830 → …',
      '5664 LCP p',
    ]);
    expect(lines[1]).toContain('58.0 KiB  Script    Low      /assets/react.js');
  });
});
