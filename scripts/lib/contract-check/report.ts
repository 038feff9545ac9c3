/** The results of a contract check: one row per call, the operations not called, the summary. */

export interface ResultRow {
  /** Where in the run the call was made: public, member, affiliate, or a sequence step. */
  step: string;
  operationId: string;
  method: string;
  /** The path called, parameters filled (no query string). */
  path: string;
  /** The HTTP status, or null when no response came. */
  status: number | null;
  pass: boolean;
  /** Why it failed; for a passing error answer, which error it was. */
  why: string;
  ms: number;
}

export interface NotCalled {
  operationId: string;
  method: string;
  path: string;
  reason: string;
}

export interface Summary {
  calls: number;
  passed: number;
  failed: number;
  operationsInContract: number;
  operationsChecked: number;
  notCalled: number;
  durationMs: number;
}

export function summarize(
  rows: readonly ResultRow[],
  notCalled: readonly NotCalled[],
  operationsInContract: number,
  durationMs: number,
): Summary {
  const passed = rows.filter((row) => row.pass).length;
  return {
    calls: rows.length,
    passed,
    failed: rows.length - passed,
    operationsInContract,
    operationsChecked: new Set(rows.map((row) => row.operationId)).size,
    notCalled: notCalled.length,
    durationMs,
  };
}

export function summaryLine(summary: Summary): string {
  const verdict = summary.failed === 0 ? 'PASS' : 'FAIL';
  return (
    `${verdict}: ${summary.calls} calls, ${summary.passed} passed, ${summary.failed} failed; ` +
    `${summary.operationsChecked} of ${summary.operationsInContract} operations checked, ` +
    `${summary.notCalled} not called; ${(summary.durationMs / 1000).toFixed(1)} s`
  );
}

const WHY_WIDTH = 110;

function clip(text: string, width: number): string {
  return text.length <= width ? text : `${text.slice(0, width - 1)}…`;
}

/** A plain-text table: step, operation, method, path, status, result, why. */
export function formatTable(rows: readonly ResultRow[]): string {
  const header = ['STEP', 'OPERATION', 'METHOD', 'PATH', 'STATUS', 'RESULT', 'WHY'];
  const cells = rows.map((row) => [
    row.step,
    row.operationId,
    row.method,
    clip(row.path, 60),
    row.status === null ? '---' : String(row.status),
    row.pass ? 'PASS' : 'FAIL',
    clip(row.why, WHY_WIDTH),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((line) => (line[column] ?? '').length)),
  );
  const render = (line: readonly string[]) =>
    line
      .map((cell, column) => (column === line.length - 1 ? cell : cell.padEnd(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  return [render(header), render(widths.map((w) => '-'.repeat(w))), ...cells.map(render)].join(
    '\n',
  );
}

/** The operations not called, grouped by reason: `reason (n): id, id, ...`. */
export function formatNotCalled(notCalled: readonly NotCalled[]): string {
  const byReason = new Map<string, string[]>();
  for (const entry of notCalled) {
    const ids = byReason.get(entry.reason) ?? [];
    ids.push(entry.operationId);
    byReason.set(entry.reason, ids);
  }
  return [...byReason.entries()]
    .map(([reason, ids]) => `- ${reason} (${ids.length}): ${ids.join(', ')}`)
    .join('\n');
}
