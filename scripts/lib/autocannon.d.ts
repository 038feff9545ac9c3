/**
 * The part of autocannon's programmatic API (v8/9) that scripts/bench-mock.ts uses;
 * @types/autocannon is not installed. Shapes from the package README ("API", "Results").
 */
declare module 'autocannon' {
  /** One entry of the request mix; each connection cycles through the array. */
  export interface AutocannonRequest {
    method?: string;
    /** Path and query, replacing the path of `url`. */
    path: string;
    headers?: Record<string, string>;
    body?: string;
  }

  export interface AutocannonOptions {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    pipelining?: number;
    /** Seconds before a request counts as a timeout (an error). */
    timeout?: number;
    title?: string;
    requests?: AutocannonRequest[];
  }

  /** An hdr-histogram-percentiles-obj summary. */
  export interface AutocannonHistogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p2_5: number;
    p50: number;
    p75: number;
    p90: number;
    p97_5: number;
    p99: number;
    p99_9: number;
  }

  export interface AutocannonResult {
    title?: string;
    url: string;
    /** Requests completed per one-second sample; `total` is the completed count. */
    requests: AutocannonHistogram & { sent: number };
    /** Milliseconds. */
    latency: AutocannonHistogram & { totalCount: number };
    /** Bytes per second. */
    throughput: AutocannonHistogram;
    /** Seconds. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
    start: Date;
    finish: Date;
  }

  /** Without a callback the returned instance is thenable, resolving to the results. */
  export default function autocannon(options: AutocannonOptions): PromiseLike<AutocannonResult>;
}
