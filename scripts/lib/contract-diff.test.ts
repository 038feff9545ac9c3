import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ContractChange,
  type ContractDiff,
  changelogRecords,
  diffBundles,
  locate,
  resolveRevision,
  versionGate,
} from './contract-diff.ts';

const json = { 'application/json': { schema: {} } };
const body = (ref: string) => ({
  'application/json': { schema: { $ref: `#/components/schemas/${ref}` } },
});

/**
 * A small contract in the shape of Fortuna's, before and after (`changed`) one change of each
 * rule below, each on an operation of its own.
 */
function fixtureContract(changed: boolean) {
  const message = {
    operationId: 'getMessage',
    parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
    responses: { '200': { description: 'The message.', content: json } },
  };
  return {
    openapi: '3.0.3',
    info: { title: 'Fixture', version: '1.0.0' },
    paths: {
      '/limits': {
        get: {
          operationId: 'getLimits',
          parameters: [
            { name: 'period', in: 'query', schema: { $ref: '#/components/schemas/LimitPeriod' } },
          ],
          responses: { '200': { description: 'The limits.', content: body('Limit') } },
        },
      },
      '/transfers': {
        post: {
          operationId: 'transfer',
          requestBody: { required: true, content: body('TransferRequest') },
          responses: { '200': { description: 'The transfer.', content: body('Transfer') } },
        },
      },
      '/messages/{id}': {
        // A removed operation.
        ...(changed ? {} : { get: message }),
        delete: {
          operationId: 'deleteMessage',
          parameters: message.parameters,
          // A changed status code: 200 became 204.
          responses: changed
            ? { '204': { description: 'Deleted.' } }
            : { '200': { description: 'Deleted.', content: json } },
        },
      },
      // A removed path.
      ...(changed
        ? {}
        : {
            '/promotions': {
              get: {
                operationId: 'getPromotions',
                responses: { '200': { description: 'The promotions.', content: json } },
              },
            },
          }),
      '/banners': {
        get: {
          operationId: 'getBanners',
          // A narrowed type: any number became a whole one.
          parameters: [
            { name: 'page', in: 'query', schema: { type: changed ? 'integer' : 'number' } },
          ],
          responses: { '200': { description: 'The banners.', content: json } },
        },
      },
    },
    components: {
      schemas: {
        // A removed enum value (GET /limits reads and answers it).
        LimitPeriod: { type: 'string', enum: changed ? ['day', 'week'] : ['day', 'week', 'month'] },
        Limit: {
          type: 'object',
          required: ['period', 'amount'],
          properties: {
            period: { $ref: '#/components/schemas/LimitPeriod' },
            amount: { type: 'string' },
            // A new optional response field.
            ...(changed ? { resets_at: { type: 'integer' } } : {}),
          },
        },
        TransferRequest: {
          type: 'object',
          // A new required request field.
          required: changed ? ['amount', 'channel_id'] : ['amount'],
          properties: {
            amount: { type: 'integer' },
            remark: { type: 'string' },
            ...(changed ? { channel_id: { type: 'integer' } } : {}),
          },
        },
        Transfer: {
          type: 'object',
          required: ['id', 'amount', 'status'],
          properties: {
            id: { type: 'integer' },
            amount: { type: 'integer' },
            // A removed enum value that only answers carry.
            status: {
              type: 'string',
              enum: changed ? ['pending', 'success'] : ['pending', 'success', 'failed'],
            },
            // A removed response field.
            ...(changed ? {} : { channel_name: { type: 'string' } }),
          },
        },
      },
    },
  };
}

let dir = '';
let diff: ContractDiff;

function on(changes: readonly ContractChange[], operation: string): ContractChange[] {
  return changes.filter((change) => change.operation === operation);
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'contract-diff-test-'));
  writeFileSync(join(dir, 'base.json'), JSON.stringify(fixtureContract(false)));
  writeFileSync(join(dir, 'revision.json'), JSON.stringify(fixtureContract(true)));
  // One comparison (Redocly's CLI takes a second or two to start) for every rule below.
  diff = diffBundles(join(dir, 'base.json'), join(dir, 'revision.json'));
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('contract:diff classifies each change (Redocly diff)', () => {
  it('a removed enum value is breaking', () => {
    expect(on(diff.breaking, 'GET /limits').map((change) => change.rule)).toContain(
      'enum-values-removed',
    );
  });

  it('a removed enum value is breaking in an answer too', () => {
    const lost = on(diff.breaking, 'POST /transfers').find(
      (change) => change.rule === 'fortuna:enum-values-removed',
    );
    expect(lost?.message).toMatch(/'failed'/);
    expect(lost?.where).toMatch(/^responses\/200\/.*properties\/status$/);
  });

  it('a removed operation or path is breaking', () => {
    expect(on(diff.breaking, 'GET /messages/{id}').map((change) => change.rule)).toEqual([
      'operation-removed',
    ]);
    expect(diff.breaking.find((change) => change.where === 'path /promotions')?.rule).toBe(
      'path-removed',
    );
  });

  it('a removed response field is breaking', () => {
    const removed = on(diff.breaking, 'POST /transfers').find(
      (change) => change.rule === 'property-removed',
    );
    expect(removed?.message).toMatch(/channel_name/);
    expect(removed?.where).toMatch(/^responses\/200\//);
  });

  it('a new required request field is breaking', () => {
    const required = on(diff.breaking, 'POST /transfers').find(
      (change) => change.rule === 'required-properties-added',
    );
    expect(required?.message).toMatch(/channel_id/);
    expect(required?.where).toMatch(/^requestBody\//);
  });

  it('a changed status code is breaking', () => {
    expect(on(diff.breaking, 'DELETE /messages/{id}').map((change) => change.rule)).toContain(
      'response-removed',
    );
  });

  it('a narrowed type is breaking', () => {
    expect(on(diff.breaking, 'GET /banners').map((change) => change.rule)).toContain(
      'schema-type-changed',
    );
  });

  it('an added optional response field is an addition, not a breaking change', () => {
    const added = on(diff.additions, 'GET /limits');
    expect(added.map((change) => change.where)).toContainEqual(
      expect.stringMatching(/properties\/resets_at$/),
    );
    expect(on(diff.breaking, 'GET /limits').some((c) => c.where.includes('resets_at'))).toBe(false);
  });

  it('reports the versions of both contracts', () => {
    expect([diff.baseVersion, diff.version]).toEqual(['1.0.0', '1.0.0']);
  });
});

describe('contract:diff finds the contract at a revision', () => {
  it('a revision the clone does not have (a shallow clone`s HEAD~1) is reported, not thrown', () => {
    expect(resolveRevision('no-such-revision-anywhere')).toEqual({
      found: false,
      reason: 'unknown-revision',
    });
    expect(resolveRevision('HEAD')).toMatchObject({ found: true });
  });

  it('names the operation and the place of a change from its JSON pointer', () => {
    expect(locate('#/paths/~1member~1game~1channel-balance~1{id}/get/responses/200')).toEqual({
      operation: 'GET /member/game/channel-balance/{id}',
      where: 'responses/200',
    });
    expect(locate('#/components/schemas/Limit')).toEqual({
      operation: null,
      where: 'components/schemas/Limit',
    });
  });
});

const CHANGELOG = `# Changelog

## [Unreleased]

## [2.0.0] - 2026-12-03

### Removed
- \`month\` from \`LimitPeriod\`.

## [1.0.0] - 2026-12-02
`;

describe('npm test refuses a breaking change without a major bump and its changelog entry', () => {
  it('breaking changes under the same version fail', () => {
    const problems = versionGate({
      breaking: diff.breaking.length,
      baseVersion: '1.0.0',
      version: '1.0.0',
      changelog: CHANGELOG,
    });
    expect(problems).toEqual([expect.stringMatching(/breaking changes need a major bump/)]);
  });

  it('a minor bump is not enough for a breaking change', () => {
    const problems = versionGate({
      breaking: 1,
      baseVersion: '1.0.0',
      version: '1.1.0',
      changelog: `${CHANGELOG}\n## [1.1.0] - 2026-12-03\n`,
    });
    expect(problems).toEqual([expect.stringMatching(/1 breaking change needs a major bump/)]);
  });

  it('a major bump recorded in the changelog passes', () => {
    expect(
      versionGate({
        breaking: diff.breaking.length,
        baseVersion: '1.0.0',
        version: '2.0.0',
        changelog: CHANGELOG,
      }),
    ).toEqual([]);
  });

  it('a major bump the changelog does not record fails', () => {
    expect(
      versionGate({ breaking: 3, baseVersion: '1.0.0', version: '3.0.0', changelog: CHANGELOG }),
    ).toEqual([expect.stringMatching(/no entry '## \[3\.0\.0\]/)]);
  });

  it('a missing changelog fails', () => {
    expect(
      versionGate({ breaking: 0, baseVersion: '1.0.0', version: '1.0.0', changelog: null }),
    ).toEqual(['openapi/CHANGELOG.md is missing']);
  });

  it('additions alone pass under the same version', () => {
    expect(
      versionGate({ breaking: 0, baseVersion: '1.0.0', version: '1.0.0', changelog: CHANGELOG }),
    ).toEqual([]);
  });

  it('a release heading counts, a mention in the text does not', () => {
    expect(changelogRecords(CHANGELOG, '2.0.0')).toBe(true);
    expect(changelogRecords('Since [2.0.0] the limit...', '2.0.0')).toBe(false);
    expect(changelogRecords(CHANGELOG, '2.0')).toBe(false);
  });
});
