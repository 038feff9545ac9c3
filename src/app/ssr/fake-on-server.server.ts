import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { getResponse } from 'msw';
import { createFake, type Fake } from '@mocks/fake';
import { nowSeconds } from '@mocks/lib/clock';
import { fakeBases } from '@mocks/lib/route';
import { dayNumber } from '@mocks/lib/site-time';
import { seedHere } from '@mocks/seed/here';
import { serverDictionary } from './dictionaries.server';

/**
 * The fake backend in the server's own process (mock builds and the dev server, issue 29): the
 * server's calls for a page's data are answered by the same seeded world the browser's fake
 * starts from, so the server's HTML and the browser's first render agree. It is read-only in
 * practice: member data is never fetched on the server, and the browser's own fake (its
 * service worker) answers everything the visitor does.
 */
const INTERNAL_ORIGIN = 'http://fortuna.internal';

let started: Promise<Fake> | undefined;
/** The site day the world was seeded on. */
let seededOn: number | undefined;

/**
 * The fake, its world seeded for the site day it is now. After midnight on the site's clock a
 * browser's fake starts from the next day's world (issue 18), so the server's does too: it
 * seeds anew, or its pages would show yesterday's world (a daily tournament it has since
 * settled and followed on with another, under an id the browser's world has never heard of).
 */
function fake(): Promise<Fake> {
  const today = dayNumber(nowSeconds());
  if (started && seededOn !== today)
    started = started.then(async (current) => {
      await current.reset();
      return current;
    });
  seededOn = today;
  started ??= createFake({
    loadDictionary: async (locale) => serverDictionary(locale),
    bases: fakeBases(INTERNAL_ORIGIN),
    seed: seedHere,
  });
  return started;
}

/** The fake's answers name its origin; the page's addresses are the site's own (root-relative). */
const rootRelative = (text: string) => text.split(INTERNAL_ORIGIN).join('');

/** Answers a request for the fake's API or storage, whatever origin it was sent to; null if none. */
export async function answerFakeRequest(request: Request): Promise<Response | null> {
  const url = new URL(request.url);
  const internal = new Request(`${INTERNAL_ORIGIN}${url.pathname}${url.search}`, request);
  const answer = await getResponse((await fake()).handlers, internal);
  if (!answer || answer.type === 'error') return null;
  const type = answer.headers.get('content-type') ?? '';
  if (!/json|text/.test(type)) return answer;
  const headers = new Headers(answer.headers);
  headers.delete('content-length');
  return new Response(rootRelative(await answer.text()), { status: answer.status, headers });
}

/** An axios adapter that sends the server's API calls to the in-process fake. */
export const fakeAdapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
  const base = config.baseURL ?? '';
  const target = new URL(`${base.replace(/\/+$/, '')}${config.url ?? ''}`, INTERNAL_ORIGIN);
  for (const [name, value] of Object.entries(config.params ?? {}))
    if (value !== undefined && value !== null) target.searchParams.set(name, String(value));
  const headers = new Headers();
  for (const [name, value] of Object.entries(config.headers.toJSON()))
    if (typeof value === 'string') headers.set(name, value);
  const method = (config.method ?? 'get').toUpperCase();
  const answer = await answerFakeRequest(
    new Request(target, {
      method,
      headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : (config.data as BodyInit),
    }),
  );
  const body = answer ? await answer.text() : '';
  const response: AxiosResponse = {
    data: body ? (JSON.parse(body) as unknown) : null,
    status: answer?.status ?? 404,
    statusText: answer?.statusText ?? 'Not Found',
    headers: Object.fromEntries(answer?.headers ?? []),
    config,
  };
  const valid = config.validateStatus ?? ((status: number) => status >= 200 && status < 300);
  if (valid(response.status)) return response;
  const { AxiosError } = await import('axios');
  throw new AxiosError(
    `Request failed with status code ${response.status}`,
    AxiosError.ERR_BAD_RESPONSE,
    config,
    null,
    response,
  );
};
