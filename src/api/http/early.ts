import type { AxiosRequestConfig, AxiosResponse } from 'axios';
import { getToken } from '../session';
import { httpRuntime } from './runtime';

/**
 * How long an answer asked for ahead waits for the query that wants it: a page's first render
 * takes a few seconds on a slow phone; an answer older than this is not handed out.
 */
export const EARLY_ANSWER_MS = 15_000;

/**
 * A GET's identity: its method, path, query, the language it is asked in (answers carry texts)
 * and the session it is asked for (a member's answer is never another's, whatever happened
 * between the asking and the taking); not its other headers or abort signal.
 */
const keyOf = (config: AxiosRequestConfig) =>
  `${(config.method ?? 'get').toUpperCase()} ${config.url} ${JSON.stringify(config.params)} ${httpRuntime().getLocale()} ${getToken()?.token}`;

const isGet = (config: AxiosRequestConfig) => keyOf(config).startsWith('GET ');

const answers = new Map<string, { answer: Promise<AxiosResponse<unknown>>; at: number }>();

/** Keeps the answer of a GET asked for ahead, for the first query that asks the same. */
export function keepEarlyAnswer(
  config: AxiosRequestConfig,
  answer: Promise<AxiosResponse<unknown>>,
): void {
  if (!isGet(config)) return;
  // Nobody may ever ask (the member left the page): its failure is nobody's error.
  answer.catch(() => undefined);
  answers.set(keyOf(config), { answer, at: Date.now() });
}

/**
 * The answer asked for ahead for this GET, once (the next one asks the server); none when it
 * is older than EARLY_ANSWER_MS.
 */
export function takeEarlyAnswer(
  config: AxiosRequestConfig,
): Promise<AxiosResponse<unknown>> | undefined {
  if (!isGet(config)) return undefined;
  const key = keyOf(config);
  const kept = answers.get(key);
  answers.delete(key);
  return kept && Date.now() - kept.at < EARLY_ANSWER_MS ? kept.answer : undefined;
}

let open = false;
const waiting: (() => void)[] = [];

/**
 * Asks for a screen's data as the page starts, before it is live (issue 30): `ask` calls the
 * generated fetchers with `{ early: true }`, and the screen's queries, once mounted, get those
 * answers instead of asking again. It runs once the HTTP layer knows the page's language and
 * session (entry.client.tsx: openEarlyRequests), at once after that.
 */
export function askEarly(ask: () => void): void {
  if (open) ask();
  else waiting.push(ask);
}

/** The HTTP layer is ready: what was asked for ahead leaves now. */
export function openEarlyRequests(): void {
  open = true;
  for (const ask of waiting.splice(0)) ask();
}

let recording: AxiosRequestConfig[] | null = null;

/**
 * The GETs `ask` would send ahead, recorded, not sent: the server names a member screen's data
 * in the page's head this way (routes/member.tsx), from the screen's own `askEarly`. `ask`
 * calls the generated fetchers, which reach apiRequest in the same task: nothing else can
 * record in between.
 */
export function recordEarly(ask: () => void): AxiosRequestConfig[] {
  const recorded: AxiosRequestConfig[] = [];
  recording = recorded;
  try {
    ask();
  } finally {
    recording = null;
  }
  return recorded;
}

/** While recordEarly runs: keeps this request's GET config and says not to send it. */
export function recordedEarly(config: AxiosRequestConfig): boolean {
  if (recording === null) return false;
  if ((config.method ?? 'get').toUpperCase() === 'GET') recording.push(config);
  return true;
}
