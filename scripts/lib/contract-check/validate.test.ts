// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { readContract } from './operations.ts';
import {
  checkResponse,
  declaredStatusKey,
  formatIssues,
  responseSchemaName,
  shorten,
} from './validate.ts';

const Profile = z.object({
  status: z.number(),
  data: z.object({ username: z.string(), money: z.string().regex(/^\d+\.\d{2}$/) }),
});
const ErrorBody = z.object({ status: z.number(), message: z.string() });
const schemas = {
  GetUserProfile200Response: Profile,
  GetUserProfile401Response: ErrorBody,
};
const statuses = ['200', '401', '500'];

describe('judging a response', () => {
  it('a response that matches its schema passes', () => {
    const body = { status: 200, data: { username: 'lucky777', money: '10.00' } };
    expect(
      checkResponse({ operationId: 'getUserProfile', statuses, status: 200, body }, schemas),
    ).toEqual({ ok: true });
  });

  it('a declared error status passes when the body is the error shape', () => {
    const body = { status: 401, message: 'Please Sign In' };
    expect(
      checkResponse({ operationId: 'getUserProfile', statuses, status: 401, body }, schemas),
    ).toEqual({ ok: true });
  });

  it('a response that does not match its schema fails with the zod path and message', () => {
    const body = { status: 200, data: { username: 7, money: '10' } };
    const verdict = checkResponse(
      { operationId: 'getUserProfile', statuses, status: 200, body },
      schemas,
    );
    expect(verdict.ok).toBe(false);
    if (verdict.ok) return;
    expect(verdict.reason).toMatch(/^GetUserProfile200Response: /);
    expect(verdict.reason).toMatch(/data\.username: .*expected string/i);
    expect(verdict.reason).toMatch(/data\.money: /);
  });

  it('a status the contract does not declare fails', () => {
    const verdict = checkResponse(
      { operationId: 'getUserProfile', statuses, status: 418, body: {} },
      schemas,
    );
    expect(verdict).toEqual({
      ok: false,
      reason: 'status 418 is not declared for getUserProfile (declares 200/401/500)',
    });
  });

  it('a declared status without a generated schema fails with the missing name', () => {
    const verdict = checkResponse(
      { operationId: 'getUserProfile', statuses, status: 500, body: {} },
      schemas,
    );
    expect(verdict).toEqual({
      ok: false,
      reason: 'no generated schema GetUserProfile500Response for the declared status 500',
    });
  });

  it('range and default statuses cover the statuses they stand for', () => {
    expect(declaredStatusKey(['200', '4XX'], 404)).toBe('4XX');
    expect(declaredStatusKey(['200', 'default'], 503)).toBe('default');
    expect(declaredStatusKey(['200'], 201)).toBeNull();
    expect(responseSchemaName('getUserProfile', 'default')).toBe('GetUserProfileDefaultResponse');
  });
});

describe('reporting issues', () => {
  it('lists the first issues with their paths and counts the rest', () => {
    const issues = [
      { path: ['data', 'list', 0, 'id'], message: 'Invalid input: expected number' },
      { path: [], message: 'Unrecognized key' },
      { path: ['a'], message: 'x' },
      { path: ['b'], message: 'y' },
    ];
    expect(formatIssues(issues)).toBe(
      'data.list.0.id: Invalid input: expected number; (body): Unrecognized key; a: x (+1 more)',
    );
  });

  it('shortens long texts with an ellipsis', () => {
    expect(shorten('a'.repeat(50), 10)).toBe(`${'a'.repeat(9)}…`);
    expect(shorten(' two\n lines ')).toBe('two lines');
  });
});

describe('the generated schemas', () => {
  it('exist for every status every operation of the contract declares', async () => {
    const root = join(import.meta.dirname, '../../..');
    const contract = readContract(
      JSON.parse(readFileSync(join(root, 'src/api/generated/openapi.json'), 'utf8')),
    );
    const generated: Readonly<Record<string, unknown>> =
      await import('../../../src/api/generated/zod/index.zod.ts');
    const missing = contract.operations.flatMap((op) =>
      op.statuses
        .map((status) => responseSchemaName(op.operationId, status))
        .filter((name) => !(name in generated)),
    );
    expect(missing).toEqual([]);
  });
});
