// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type ResultRow, formatNotCalled, formatTable, summarize, summaryLine } from './report.ts';

const row = (overrides: Partial<ResultRow>): ResultRow => ({
  step: 'public',
  operationId: 'getPublicKey',
  method: 'GET',
  path: '/key',
  status: 200,
  pass: true,
  why: '',
  ms: 3,
  ...overrides,
});

describe('the report', () => {
  it('counts calls, failures and distinct operations checked', () => {
    const rows = [
      row({}),
      row({ step: 'sequence: key' }),
      row({ operationId: 'getUserProfile', status: 418, pass: false, why: 'status 418 ...' }),
    ];
    const notCalled = [{ operationId: 'createDeposit', method: 'POST', path: '/x', reason: 'r' }];
    const summary = summarize(rows, notCalled, 4, 1234);
    expect(summary).toEqual({
      calls: 3,
      passed: 2,
      failed: 1,
      operationsInContract: 4,
      operationsChecked: 2,
      notCalled: 1,
      durationMs: 1234,
    });
    expect(summaryLine(summary)).toBe(
      'FAIL: 3 calls, 2 passed, 1 failed; 2 of 4 operations checked, 1 not called; 1.2 s',
    );
  });

  it('a table row shows operation, method, path, status, PASS/FAIL and why', () => {
    const table = formatTable([
      row({}),
      row({ operationId: 'getUserProfile', status: null, pass: false, why: 'no response: x' }),
    ]).split('\n');
    expect(table[0]).toMatch(/^STEP\s+OPERATION\s+METHOD\s+PATH\s+STATUS\s+RESULT\s+WHY$/);
    expect(table[2]).toMatch(/^public\s+getPublicKey\s+GET\s+\/key\s+200\s+PASS$/);
    expect(table[3]).toMatch(/getUserProfile\s+GET\s+\/key\s+---\s+FAIL\s+no response: x$/);
  });

  it('groups the operations not called by reason', () => {
    expect(
      formatNotCalled([
        { operationId: 'a', method: 'POST', path: '/a', reason: 'a mutation' },
        { operationId: 'b', method: 'GET', path: '/b', reason: 'no id' },
        { operationId: 'c', method: 'PUT', path: '/c', reason: 'a mutation' },
      ]),
    ).toBe('- a mutation (2): a, c\n- no id (1): b');
  });
});
