// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ACTION_LIKE_GETS,
  type Operation,
  type Parameter,
  guessValue,
  listItemId,
  planRequest,
  readContract,
  toQueryString,
  unsafeReason,
} from './operations.ts';
import { safeOperations } from './run.ts';

const root = join(import.meta.dirname, '../../..');
const contract = readContract(
  JSON.parse(readFileSync(join(root, 'src/api/generated/openapi.json'), 'utf8')),
);
const byId = (id: string): Operation => {
  const operation = contract.operations.find((op) => op.operationId === id);
  if (!operation) throw new Error(`no ${id} in the contract`);
  return operation;
};

function operation(parameters: Parameter[], extra: Partial<Operation> = {}): Operation {
  return {
    operationId: 'getThing',
    method: 'GET',
    path: '/thing',
    server: '/api',
    session: 'public',
    tags: [],
    parameters,
    statuses: ['200'],
    hasRequestBody: false,
    ...extra,
  };
}

const query = (name: string, schema: Parameter['schema'], more: Partial<Parameter> = {}) =>
  ({ name, in: 'query', required: true, schema, ...more }) satisfies Parameter;

describe('listing the operations of the contract', () => {
  it('lists every operation with its method, path, id and declared statuses', () => {
    expect(contract.operations.length).toBeGreaterThan(100);
    const balances = byId('listWalletBalances');
    expect(balances).toMatchObject({ method: 'GET', path: '/member/wallet/balances' });
    expect(balances.statuses).toContain('200');
    expect(balances.statuses).toContain('401');
  });

  it('security [] is public, inherited security needs a member, affiliate-tagged ones an affiliate', () => {
    expect(byId('getPublicKey').session).toBe('public');
    expect(byId('getUserProfile').session).toBe('member');
    expect(byId('getAffiliateDashboard').session).toBe('affiliate');
    expect(byId('getAffiliateIntroduce').session).toBe('public');
  });

  it("resolves parameter references and takes a path's own server", () => {
    const file = byId('getLanguageFile');
    expect(file.server).toBe('/storage');
    expect(byId('getPublicKey').server).toBe('/api');
    expect(byId('listWalletBalances').parameters.map((p) => p.name)).toContain('locale');
  });
});

describe('safe operations', () => {
  it('action-like GETs are not called as safe operations', () => {
    for (const id of ['logoutMember', 'logoutAffiliate', 'sendSmsCode', 'checkCaptcha']) {
      expect(unsafeReason(byId(id))).toMatch(/action-like GET/);
    }
    const safeIds = (['public', 'member', 'affiliate'] as const).flatMap((session) =>
      safeOperations(contract, session).safe.map((op) => op.operationId),
    );
    expect(safeIds).not.toContain('logoutMember');
    expect(safeIds).not.toContain('sendSmsCode');
    expect(safeIds).toContain('getUserProfile');
  });

  it('the action-like GETs are exactly the ones orval.config.ts makes mutations', () => {
    const config = readFileSync(join(root, 'orval.config.ts'), 'utf8');
    const list = /\[([^\]]*)\]\.map\(\(id\) => \[\s*id,\s*\{ query: \{ useQuery: false/.exec(
      config,
    );
    expect(list, 'the mutation list in orval.config.ts moved').not.toBeNull();
    const ids = [...(list?.[1] ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1]);
    expect([...ids].sort()).toEqual([...ACTION_LIKE_GETS].sort());
  });

  it('operations that are not GETs are mutations, never safe', () => {
    expect(unsafeReason(byId('transferGameBalance'))).toMatch(/mutation \(POST\)/);
    expect(unsafeReason(byId('deleteBankCard'))).toMatch(/mutation \(DELETE\)/);
    expect(unsafeReason(byId('getUserProfile'))).toBeNull();
  });
});

describe('filling parameters', () => {
  it("required query parameters are filled from the contract's examples", () => {
    const planned = planRequest(
      operation([
        query('from_param', { type: 'string' }, { example: 'param-example' }),
        query('from_schema', { type: 'integer', example: 7, default: 3 }),
        query('from_default', { type: 'integer', default: 3 }),
        query('from_enum', { type: 'integer', enum: [2, 1] }),
        query('optional', { type: 'string', example: 'skip me' }, { required: false }),
      ]),
    );
    expect(planned).toEqual({
      ok: true,
      request: {
        path: '/thing',
        query: { from_param: 'param-example', from_schema: 7, from_default: 3, from_enum: 2 },
      },
    });
  });

  it("required query parameters of the real contract take its values (listGames' platform)", () => {
    const planned = planRequest(byId('listGames'));
    expect(planned.ok && planned.request.query).toEqual({ locale: 'en', platform: 1 });
  });

  it('without a contract value, a required query parameter gets a value of its type that fits', () => {
    expect(guessValue({ type: 'integer', minimum: 5 })).toEqual({ ok: true, value: 5 });
    expect(guessValue({ type: 'string', pattern: '^[A-Za-z0-9_-]{1,50}$' })).toEqual({
      ok: true,
      value: 'test',
    });
    expect(guessValue({ type: 'string', pattern: '^\\d{8,13}$' })).toEqual({ ok: false });
    const planned = planRequest(
      operation([query('code', { type: 'string', pattern: '^\\d{8}$' })]),
    );
    expect(planned).toEqual({
      ok: false,
      reason: 'required query parameter code cannot be filled from its schema',
    });
  });

  it('every call carries locale=en when the operation takes a locale', () => {
    const planned = planRequest(byId('getUserProfile'));
    expect(planned.ok && planned.request.query).toEqual({ locale: 'en' });
    const without = planRequest(operation([]));
    expect(without.ok && without.request.query).toEqual({});
  });

  it('path parameters come from the contract or from known values, never guessed', () => {
    const file = planRequest(byId('getLanguageFile'));
    expect(file.ok && file.request.path).toBe('/frontend/lang/en/en.json');
    expect(planRequest(byId('getMessage'))).toEqual({
      ok: false,
      reason: 'path parameter {id} has no example, default or enum to fill it',
    });
    const known = planRequest(byId('getMessage'), { id: 42 });
    expect(known.ok && known.request.path).toBe('/member/message/42');
  });

  it('a listed id fills a path parameter only when the list holds a matching item', () => {
    const body = {
      data: {
        list: [
          { id: 1, type: 1 },
          { id: 9, type: 5 },
        ],
      },
    };
    expect(listItemId(body)).toBe(1);
    expect(listItemId(body, { type: [4, 5] })).toBe(9);
    expect(listItemId(body, { type: [7] })).toBeUndefined();
    expect(listItemId({ data: { list: [] } })).toBeUndefined();
  });

  it('query strings repeat array values and drop missing ones', () => {
    expect(toQueryString({ locale: 'en', ids: [1, 2], none: undefined })).toBe(
      '?locale=en&ids=1&ids=2',
    );
    expect(toQueryString({})).toBe('');
  });
});
