// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  errorSummary,
  formatNotCalled,
  formatTable,
  passed,
  reportRows,
  summarize,
  summaryLine,
} from './report.ts';
import type { Workflow } from './workflows.ts';

const workflows: Workflow[] = [
  {
    file: 'member.arazzo.yaml',
    workflowId: 'member-wallet',
    kind: 'write',
    summary: 'A new member moves money',
    steps: [
      { stepId: 'new-member', operationId: null, workflowId: 'new-member' },
      { stepId: 'transfer-back', operationId: 'transferGameBalance', workflowId: null },
      { stepId: 'balances', operationId: 'listWalletBalances', workflowId: null },
      { stepId: 'restore', operationId: 'recoverWalletBalances', workflowId: null },
    ],
  },
  {
    file: 'member.arazzo.yaml',
    workflowId: 'new-member',
    kind: 'step',
    summary: '',
    steps: [{ stepId: 'register', operationId: 'registerMember', workflowId: null }],
  },
];

const check = (name: string, passedCheck: boolean, extra: Record<string, string> = {}) => ({
  name,
  passed: passedCheck,
  message: '',
  ...extra,
});
const step = (
  stepId: string,
  statusCode: number,
  ok: boolean,
  checks = [check('success criteria check', ok)],
  body: unknown = { status: statusCode, message: 'OK' },
) => ({
  type: 'step',
  stepId,
  request: { method: 'post', url: `http://127.0.0.1:4010/api/${stepId}?locale=en` },
  response: { statusCode, body },
  checks,
  status: ok ? 'success' : 'error',
});

/** A respect JSON log: a nested workflow, a step retried after 429, a schema failure. */
const log = {
  files: {
    'member.arazzo.yaml': {
      executedWorkflows: [
        {
          type: 'workflow',
          workflowId: 'member-wallet',
          status: 'error',
          executedSteps: [
            {
              type: 'workflow',
              workflowId: 'new-member',
              status: 'success',
              executedSteps: [step('register', 200, true)],
            },
            step('transfer-back', 429, false, undefined, {
              status: 429,
              code: 'TOO_FREQUENT',
              message: 'Too frequent',
            }),
            step('transfer-back', 200, true),
            step('balances', 200, false, [
              check('success criteria check', true),
              check('schema check', false, {
                message: "\nREQUIRED must have required property 'balance'\n\n  2 | ...",
              }),
            ]),
          ],
        },
      ],
    },
  },
};

describe('the report of a respect run', () => {
  const rows = reportRows(log, [workflows[0] as Workflow], workflows);

  it('a row per step: nested workflows under the step that ran them, a retried step once', () => {
    expect(rows.map((row) => [row.stepId, row.result])).toEqual([
      ['new-member › register', 'PASS'],
      ['transfer-back', 'PASS'],
      ['balances', 'FAIL'],
      ['restore', 'NOT RUN'],
    ]);
    expect(rows[0]).toMatchObject({
      workflow: 'member-wallet',
      operationId: 'registerMember',
      method: 'POST',
      path: '/api/register',
      status: 200,
    });
    expect(rows[1]?.why).toBe(
      'passed on attempt 2 (first answered 429, TOO_FREQUENT: Too frequent)',
    );
  });

  it("says why a step failed in the contract's words, and that later steps did not run", () => {
    expect(rows[2]?.why).toBe(
      "the answer does not match the contract's schema: REQUIRED must have required property 'balance'",
    );
    expect(rows[3]?.why).toBe('not reached: an earlier step failed');
  });

  it('counts the operations called and says why the others were not', () => {
    const summary = summarize(
      rows,
      ['registerMember', 'transferGameBalance', 'listWalletBalances', 'recoverWalletBalances'],
      () => 'its steps did not run (an earlier step failed)',
      2500,
    );
    expect(summary).toMatchObject({
      workflows: 1,
      workflowsPassed: 0,
      steps: 4,
      passed: 2,
      failed: 1,
      notRun: 1,
      operationsCalled: 3,
      operationsInContract: 4,
    });
    expect(passed(summary)).toBe(false);
    expect(summaryLine(summary)).toBe(
      'FAIL: 3 of 4 operations called; 0 of 1 workflows passed; 2 steps passed, 1 failed, 1 not run; 2.5 s',
    );
    expect(formatNotCalled(summary.notCalled)).toBe(
      '- its steps did not run (an earlier step failed) (1): recoverWalletBalances',
    );
  });

  it('prints a table per workflow, titled with its summary', () => {
    const table = formatTable(rows, { 'member-wallet': 'A new member moves money' }).split('\n');
    expect(table[0]).toBe('member-wallet: A new member moves money');
    expect(table[1]).toMatch(/^\s+STEP\s+OPERATION\s+METHOD\s+PATH\s+STATUS\s+RESULT\s+WHY$/);
    expect(table[4]).toMatch(/balances\s+listWalletBalances\s+POST\s+\/api\/balances\s+200\s+FAIL/);
  });

  it('a workflow respect never ran is a row that says so', () => {
    const none = reportRows({ files: {} }, [workflows[0] as Workflow], workflows);
    expect(none).toEqual([expect.objectContaining({ result: 'NOT RUN', stepId: '(workflow)' })]);
  });

  it("an error answer is summed up as code, message and the first field's error", () => {
    expect(
      errorSummary({
        code: 'VALIDATION_FAILED',
        message: 'Invalid Amount',
        errors: { amount: ['Too small'] },
      }),
    ).toBe('VALIDATION_FAILED: Invalid Amount (amount: Too small)');
  });
});
