/**
 * Between Express and the Fetch API, for the mock build's fake backend (server/app.ts,
 * fakeApi), which answers a Fetch Request with a Fetch Response as it does in the browser.
 */
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { writeReadableStreamToWritable } from '@react-router/node';

/**
 * The request's absolute URL, from its Host header: the fake builds absolute links (pagination,
 * storage URLs) from it as it does in the browser from the page's origin. A Host header that
 * is not a host (a client's garbage) falls back to localhost rather than failing the request.
 */
export function absoluteUrl(req: ExpressRequest): URL {
  const path = req.originalUrl || '/';
  try {
    return new URL(`${req.protocol}://${req.get('host') ?? 'localhost'}${path}`);
  } catch {
    return new URL(path, 'http://localhost');
  }
}

/** The request's whole body (the fake's payloads are small JSON and form bodies). */
async function readBody(req: ExpressRequest): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return new Uint8Array(Buffer.concat(chunks));
}

/** The Express request as a Fetch Request: method, headers, absolute URL, body. */
export async function toFetchRequest(req: ExpressRequest): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(absoluteUrl(req), {
    method: req.method,
    headers,
    body: hasBody ? await readBody(req) : null,
  });
}

/** Hop-by-hop headers: they describe one connection, not the answer, and Node sets its own. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade']);

/** Sends a Fetch Response through Express: status, headers (each Set-Cookie apart), body. */
export async function sendFetchResponse(
  req: ExpressRequest,
  res: ExpressResponse,
  response: Response,
): Promise<void> {
  res.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie' || HOP_BY_HOP.has(name)) continue;
    res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
  if (!response.body || req.method === 'HEAD') {
    await response.body?.cancel();
    res.end();
    return;
  }
  await writeReadableStreamToWritable(response.body, res);
}
