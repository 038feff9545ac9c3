// @vitest-environment node
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CheckResult, runCheck } from './check.ts';
import { type FakeServer, startFakeServer } from './fake-server.ts';
import { passed } from './report.ts';

/**
 * The contract check is only worth its green if it goes red on a server that breaks the
 * contract. The standalone fake is started with two planted defects (mocks/server/defects.ts):
 * the member profile answers `user_name` where the contract says `username`, and the agent's
 * operations admit a member's token. The read-only workflows that meet them must fail on
 * exactly those steps, and say why.
 */
const root = join(import.meta.dirname, '../../..');
let fake: FakeServer;
let result: CheckResult;

beforeAll(async () => {
  fake = await startFakeServer(root, { FAKE_DEFECTS: 'renamed-field,agent-accepts-member' });
  result = await runCheck({
    root,
    apiUrl: `${fake.origin}/api`,
    storageUrl: `${fake.origin}/storage`,
    write: false,
    only: ['member-reads', 'refusals-read'],
    overrides: {},
    jsonOutput: null,
    harOutput: null,
    verbose: false,
  });
}, 90_000);

afterAll(async () => {
  await fake?.stop();
});

const row = (workflow: string, stepId: string) =>
  result.rows.find((entry) => entry.workflow === workflow && entry.stepId === stepId);

describe('the contract check fails on the step where a server breaks the contract', () => {
  it('a response field renamed fails the step that reads it, naming the missing field', () => {
    const profile = row('member-reads', 'profile');
    expect(profile).toMatchObject({ result: 'FAIL', status: 200, operationId: 'getUserProfile' });
    expect(profile?.why).toMatch(/does not match the contract's schema.*username/);
    // The steps before it passed; the workflow stopped there.
    expect(row('member-reads', 'sign-in')?.result).toBe('PASS');
    expect(row('member-reads', 'personal-info')?.result).toBe('NOT RUN');
  });

  it("an agent operation that answers a member's token fails the refusal step, which wanted 403", () => {
    const refusal = row('refusals-read', 'member-on-agent-dashboard');
    expect(refusal).toMatchObject({
      result: 'FAIL',
      status: 200,
      operationId: 'getAffiliateDashboard',
    });
    expect(refusal?.why).toContain('$statusCode == 403');
    expect(row('refusals-read', 'sign-in-agent')?.result).toBe('PASS');
  });

  it('the run fails as a whole', () => {
    expect(passed(result.summary)).toBe(false);
    expect(result.summary.failed).toBe(2);
  });
});
