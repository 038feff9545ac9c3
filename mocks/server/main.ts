/**
 * The fake backend as a standalone HTTP server: the same handlers as the in-browser fake,
 * answering on 127.0.0.1:$PORT (default 4010) under the contract's base paths (/api,
 * /storage), with CORS for the dev server. For the site built in real mode, curl, Postman or
 * a mobile client. It never stops on bad input: every request gets an answer.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { createFake } from '../fake.ts';
import { fakeBases } from '../lib/route.ts';
import { loadDictionaryFromDisk } from '../node.ts';
import { isScenarioName } from '../scenarios.ts';
import { advanceClock } from '../lib/clock.ts';
import { playDemoRound } from '../lib/demo-round.ts';
import { recordPlay } from '../lib/play.ts';
import { seedHere } from '../seed/here.ts';
import { compressedAnswer } from './compression.ts';
import { defectiveBody, plantedDefects } from './defects.ts';
import { acceptsWebp, isRasterisable, webpArt } from './raster-art.ts';
import { keepIdleConnections } from '../../server/keep-alive.ts';

const port = Number(process.env.PORT ?? 4010);
const host = process.env.HOST ?? '127.0.0.1';
const MAX_BODY_BYTES = 1_000_000;

// Requests are read with this server's own origin (below), whatever Host they were sent to.
const origin = `http://${host}:${port}`;
const fake = await createFake({
  loadDictionary: loadDictionaryFromDisk,
  bases: fakeBases(origin),
  seed: seedHere,
});
// Test-only (mocks/server/defects.ts): the contract check's test plants defects to catch.
const defects = plantedDefects(process.env.FAKE_DEFECTS);
if (defects.size > 0) {
  fake.ctx.defects = defects;
  console.info(`[mock:server] planted defects: ${[...defects].join(', ')}`);
}
for (const name of (process.env.SCENARIO ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean)) {
  if (isScenarioName(name)) await fake.setScenario(name, true);
}

const CORS: Record<string, string> = {
  'Access-Control-Allow-Methods': 'GET,POST,PUT,DELETE,PATCH,OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization,Content-Type,Idempotency-Key',
  'Access-Control-Expose-Headers': 'Authorization,Token-Refresh-Time',
  'Access-Control-Max-Age': '600',
};

function corsHeaders(request: IncomingMessage): Record<string, string> {
  return { ...CORS, 'Access-Control-Allow-Origin': request.headers.origin ?? '*', Vary: 'Origin' };
}

/**
 * The control endpoints reset the world and switch scenarios, so no web page may use them: a
 * control request must carry this header, which a page can send to another origin only after a
 * preflight, and this server refuses the preflights of /__fake/ (and never lists the header in
 * Access-Control-Allow-Headers). A request whose Origin is not this server's own is refused
 * too (a form post carries no such header, but says where it comes from). curl, tests and
 * scripts send the header and no Origin.
 */
const CONTROL_HEADER = 'x-fortuna-fake';

/** Why a control request is refused, or null when it may go on. */
function controlRefusal(request: IncomingMessage): string | null {
  const from = request.headers.origin;
  if (from !== undefined && from !== origin) return `control requests from ${from} are refused`;
  if (request.headers[CONTROL_HEADER] !== '1')
    return `control requests need the header ${CONTROL_HEADER}: 1`;
  return null;
}

function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Control endpoints for tests and demos: reset to the seed, switch scenarios (see controlRefusal). */
async function control(path: string, url: URL, authorization: string): Promise<unknown> {
  if (path === '/__fake/reset') {
    await fake.reset();
    return { reset: true };
  }
  if (path === '/__fake/scenario') {
    const name = url.searchParams.get('name') ?? '';
    if (!isScenarioName(name)) return { error: `unknown scenario ${name}` };
    await fake.setScenario(
      name,
      url.searchParams.get('on') !== '0',
      url.searchParams.get('target') ?? undefined,
    );
    return { scenario: name, active: [...fake.scenarios.active] };
  }
  if (path === '/__fake/clock') {
    // ?minutes=N moves the fake's clock on, as window.__fortunaFake.advanceClock does.
    const minutes = Number(url.searchParams.get('minutes') ?? '0');
    if (!Number.isFinite(minutes) || minutes < 0) return { error: 'minutes must be 0 or more' };
    advanceClock(minutes * 60_000);
    return { advanced_minutes: minutes };
  }
  if (path === '/__fake/play') {
    // ?stake=&payout=[&game_id=] records a settled bet for the signed-in member (window.__fortunaFake.recordPlay).
    const recorded = await recordPlay(fake.ctx, {
      stake: url.searchParams.get('stake') ?? '',
      payout: url.searchParams.get('payout') ?? '',
      ...(url.searchParams.has('game_id')
        ? { game_id: Number(url.searchParams.get('game_id')) }
        : {}),
    });
    return (
      recorded ?? {
        error: 'nobody is signed in, stake and payout are not amounts, or the game is unknown',
      }
    );
  }
  if (path === '/__fake/round') {
    // ?game_id=&stake= plays the demo provider's round (the game page's; window.__fortunaFake
    // .playDemoRound) for the member whose session token the Authorization header carries.
    const token = /^Bearer\s+(.+)$/i.exec(authorization.trim())?.[1] ?? '';
    return playDemoRound(fake.ctx, {
      token,
      game_id: Number(url.searchParams.get('game_id') ?? ''),
      stake: url.searchParams.get('stake') ?? '',
      locale: url.searchParams.get('locale') ?? 'en',
    });
  }
  return null;
}

const server = createServer(async (request, response) => {
  const cors = corsHeaders(request);
  try {
    const url = new URL(request.url ?? '/', origin);
    const controlPath = url.pathname.startsWith('/__fake/');
    if (request.method === 'OPTIONS') {
      // No preflight of a control request passes: the page never gets to send it.
      if (controlPath) sendJson(response, 403, { error: 'control requests are not for pages' });
      else {
        response.writeHead(204, cors);
        response.end();
      }
      return;
    }
    if (controlPath && request.method === 'POST') {
      // Control answers carry no CORS headers: no page may read them either.
      const refusal = controlRefusal(request);
      if (refusal) {
        sendJson(response, 403, { error: refusal });
        return;
      }
      const result = await control(url.pathname, url, request.headers.authorization ?? '');
      sendJson(response, result ? 200 : 404, result ?? { error: 'unknown control' });
      return;
    }
    const body = await readBody(request);
    if (body === null) {
      // The rest of the body is not read: close the connection rather than reuse it.
      sendJson(
        response,
        413,
        { status: 413, message: 'The request body is too large.', code: 'PAYLOAD_TOO_LARGE' },
        { ...cors, Connection: 'close' },
      );
      return;
    }
    const headers = new Headers();
    for (const [key, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') headers.set(key, value);
      else if (Array.isArray(value)) headers.set(key, value.join(', '));
    }
    const method = request.method ?? 'GET';
    const fetchRequest = new Request(url, {
      method,
      headers,
      body:
        method === 'GET' || method === 'HEAD' || body.length === 0
          ? undefined
          : new Uint8Array(body),
    });
    const answer = await getResponse(fake.handlers, fetchRequest);
    if (!answer) {
      sendJson(
        response,
        404,
        { status: 404, message: 'No such operation', code: 'NOT_FOUND' },
        cors,
      );
      return;
    }
    if (answer.type === 'error') {
      // A scenario (flaky network) asked for no response: drop the connection.
      request.socket.destroy();
      return;
    }
    const out: Record<string, string> = { ...cors };
    answer.headers.forEach((value, key) => (out[key] = value));
    const bytes = Buffer.from(await answer.arrayBuffer());
    if (answer.status === 200 && isRasterisable(url.pathname, answer.headers.get('content-type'))) {
      // Storage art: WebP for a browser, as an image CDN answers (raster-art.ts).
      out.Vary = `${cors.Vary}, Accept`;
      const webp = acceptsWebp(request.headers.accept)
        ? await webpArt(url.pathname + url.search, bytes)
        : null;
      if (webp) {
        out['content-type'] = 'image/webp';
        delete out['content-length'];
        response.writeHead(200, out);
        response.end(webp);
        return;
      }
    }
    const planted =
      defects.size > 0 ? defectiveBody(defects, url.pathname, bytes.toString()) : null;
    const sent = planted === null ? bytes : Buffer.from(planted);
    const compressed = compressedAnswer(
      request.headers['accept-encoding'],
      answer.headers.get('content-type'),
      sent,
    );
    if (compressed) {
      out['content-encoding'] = compressed.encoding;
      out.Vary = `${out.Vary ?? cors.Vary}, Accept-Encoding`;
    }
    out['content-length'] = String((compressed?.body ?? sent).length);
    response.writeHead(answer.status, out);
    response.end(compressed?.body ?? sent);
  } catch (error) {
    console.error('[mock:server] request failed', error);
    if (!response.headersSent)
      sendJson(
        response,
        400,
        { status: 400, message: 'The request could not be processed.', code: 'BAD_REQUEST' },
        cors,
      );
    else response.end();
  }
});

// Idle connections outlive a client's reuse of them (server/keep-alive.ts).
keepIdleConnections(server);

server.listen(port, host, () => {
  console.info(
    `Fortuna fake backend on http://${host}:${port}/api (storage: /storage). Ctrl+C stops it.`,
  );
});
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => server.close(() => process.exit(0)));
