/**
 * The contract check's report, from respect's JSON log: a row per workflow step (the last
 * attempt of a step respect retried), the steps a failure left unrun, which operations of the
 * contract were called, and a plain-text table per workflow.
 */
import type { Workflow } from './workflows.ts';

export type StepResult = 'PASS' | 'FAIL' | 'NOT RUN';

export interface StepRow {
  /** The workflow run. */
  workflow: string;
  /** The step; inside a workflow a step ran, that workflow's first: `new-member › register`. */
  stepId: string;
  operationId: string | null;
  method: string;
  /** The path called, without the query. */
  path: string;
  status: number | null;
  result: StepResult;
  /** Why it failed; for a passing refusal, which one; for a retried step, the attempts. */
  why: string;
  attempts: number;
}

export interface NotCalled {
  operationId: string;
  reason: string;
}

export interface Summary {
  workflows: number;
  workflowsPassed: number;
  steps: number;
  passed: number;
  failed: number;
  notRun: number;
  operationsInContract: number;
  operationsCalled: number;
  notCalled: NotCalled[];
  durationMs: number;
}

interface Check {
  name: string;
  passed: boolean;
  message: string;
  condition: string;
}

interface ExecutedStep {
  kind: 'step';
  stepId: string;
  method: string;
  url: string;
  status: number | null;
  body: unknown;
  checks: Check[];
  passed: boolean;
}

interface ExecutedWorkflow {
  kind: 'workflow';
  workflowId: string;
  passed: boolean;
  entries: (ExecutedStep | ExecutedWorkflow)[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function readCheck(value: unknown): Check {
  const check = isRecord(value) ? value : {};
  return {
    name: text(check.name),
    passed: check.passed === true,
    message: text(check.message),
    condition: text(check.condition),
  };
}

function readEntry(value: unknown): ExecutedStep | ExecutedWorkflow | null {
  if (!isRecord(value)) return null;
  if (value.type === 'workflow') {
    const entries = Array.isArray(value.executedSteps) ? value.executedSteps : [];
    return {
      kind: 'workflow',
      workflowId: text(value.workflowId),
      passed: value.status === 'success',
      entries: entries.map(readEntry).filter((entry) => entry !== null),
    };
  }
  const request = isRecord(value.request) ? value.request : {};
  const response = isRecord(value.response) ? value.response : null;
  return {
    kind: 'step',
    stepId: text(value.stepId),
    method: text(request.method).toUpperCase(),
    url: text(request.url),
    status: response && typeof response.statusCode === 'number' ? response.statusCode : null,
    body: response?.body,
    checks: Array.isArray(value.checks) ? value.checks.map(readCheck) : [],
    passed: value.status === 'success',
  };
}

/** The workflows respect ran, from its JSON log (--json-output), files in order. */
export function executedWorkflows(log: unknown): ExecutedWorkflow[] {
  const files = isRecord(log) && isRecord(log.files) ? Object.values(log.files) : [];
  return files.flatMap((file) => {
    const list =
      isRecord(file) && Array.isArray(file.executedWorkflows) ? file.executedWorkflows : [];
    return list
      .map(readEntry)
      .filter((entry): entry is ExecutedWorkflow => entry?.kind === 'workflow');
  });
}

function clip(value: string, width: number): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  return flat.length <= width ? flat : `${flat.slice(0, width - 1)}…`;
}

/** An error answer in the contract's error shape: `CODE: message (field: first error)`. */
export function errorSummary(body: unknown): string {
  if (!isRecord(body)) return '';
  const code = text(body.code);
  const message = text(body.message);
  let field = '';
  if (isRecord(body.errors)) {
    const [name, list] = Object.entries(body.errors)[0] ?? [];
    const first: unknown = Array.isArray(list) ? list[0] : list;
    if (name !== undefined && typeof first === 'string') field = ` (${name}: ${first})`;
  }
  return clip(`${code ? `${code}: ` : ''}${message}${field}`, 100);
}

/** The first line of a check's message with words in it (respect's start with a blank one). */
const firstLine = (message: string): string =>
  message
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line !== '') ?? '';

/**
 * Why a step failed, from its failed checks, in words: what the contract says first (schema,
 * status, content type), then the step's own success criteria, with what the server answered.
 */
export function failureReason(step: ExecutedStep): string {
  const failed = step.checks.filter((check) => !check.passed);
  const answered = step.status === null ? 'no answer' : `answered ${step.status}${errorTail(step)}`;
  const reasons: string[] = [];
  for (const check of failed) {
    if (check.name === 'schema check')
      reasons.push(`the answer does not match the contract's schema: ${firstLine(check.message)}`);
    else if (check.name === 'status code check')
      reasons.push(
        `status ${step.status ?? '---'} is not one the contract lists for this operation`,
      );
    else if (check.name === 'content-type check')
      reasons.push(`content type: ${firstLine(check.message)}`);
  }
  const criteria = failed
    .filter((check) => check.name === 'success criteria check')
    .map((check) => check.condition || firstLine(check.message));
  if (criteria.length > 0)
    reasons.push(`success criteria not met: ${criteria.join(', ')} (${answered})`);
  for (const check of failed) {
    if (
      ![
        'schema check',
        'status code check',
        'content-type check',
        'success criteria check',
      ].includes(check.name)
    )
      reasons.push(firstLine(check.message) || check.name);
  }
  return reasons.length > 0 ? [...new Set(reasons)].join('; ') : `failed (${answered})`;
}

function errorTail(step: ExecutedStep): string {
  if (step.status === null || step.status < 400) return '';
  const summary = errorSummary(step.body);
  return summary ? `, ${summary}` : '';
}

function pathOf(url: string): string {
  try {
    return decodeURIComponent(new URL(url).pathname);
  } catch {
    return url;
  }
}

/** The rows of one workflow run, nested workflows flattened, unrun steps listed. */
function workflowRows(
  run: ExecutedWorkflow,
  label: string,
  index: ReadonlyMap<string, Workflow>,
  prefix = '',
): StepRow[] {
  const rows: StepRow[] = [];
  const attempts = new Map<string, ExecutedStep[]>();
  const order: (string | ExecutedWorkflow)[] = [];
  for (const entry of run.entries) {
    if (entry.kind === 'workflow') {
      order.push(entry);
      continue;
    }
    const seen = attempts.get(entry.stepId);
    if (seen) seen.push(entry);
    else {
      attempts.set(entry.stepId, [entry]);
      order.push(entry.stepId);
    }
  }
  const declared = index.get(run.workflowId);
  const stepOf = (stepId: string) => declared?.steps.find((step) => step.stepId === stepId);
  const done = new Set<string>();
  for (const item of order) {
    if (typeof item !== 'string') {
      // A step that ran a workflow: its own steps, under its label.
      const caller = declared?.steps.find((step) => step.workflowId === item.workflowId);
      if (caller) done.add(caller.stepId);
      rows.push(...workflowRows(item, label, index, `${prefix}${item.workflowId} › `));
      continue;
    }
    done.add(item);
    const tries = attempts.get(item) ?? [];
    const last = tries[tries.length - 1];
    if (!last) continue;
    const retried =
      tries.length > 1
        ? `passed on attempt ${tries.length} (first answered ${tries[0]?.status ?? '---'}${errorTail(tries[0] ?? last)})`
        : '';
    rows.push({
      workflow: label,
      stepId: `${prefix}${item}`,
      operationId: stepOf(item)?.operationId ?? null,
      method: last.method,
      path: pathOf(last.url),
      status: last.status,
      result: last.passed ? 'PASS' : 'FAIL',
      why: last.passed
        ? retried ||
          (last.status !== null && last.status >= 400
            ? `refused as expected: ${errorSummary(last.body)}`
            : '')
        : failureReason(last),
      attempts: tries.length,
    });
  }
  for (const step of declared?.steps ?? []) {
    if (done.has(step.stepId)) continue;
    rows.push({
      workflow: label,
      stepId: `${prefix}${step.stepId}`,
      operationId: step.operationId,
      method: '',
      path: '',
      status: null,
      result: 'NOT RUN',
      why: 'not reached: an earlier step failed',
      attempts: 0,
    });
  }
  return rows;
}

/** Every row of a run, workflow by workflow; the workflows asked for but not run say so. */
export function reportRows(
  log: unknown,
  asked: readonly Workflow[],
  all: readonly Workflow[],
): StepRow[] {
  const index = new Map(all.map((workflow) => [workflow.workflowId, workflow]));
  const runs = executedWorkflows(log);
  const rows = runs.flatMap((run) => workflowRows(run, run.workflowId, index));
  for (const workflow of asked) {
    if (runs.some((run) => run.workflowId === workflow.workflowId)) continue;
    rows.push({
      workflow: workflow.workflowId,
      stepId: '(workflow)',
      operationId: null,
      method: '',
      path: '',
      status: null,
      result: 'NOT RUN',
      why: 'respect did not run this workflow (see its output above)',
      attempts: 0,
    });
  }
  return rows;
}

/**
 * The summary: workflows and steps passed, and the contract's operations called (a step of
 * theirs got an answer), with why the others were not.
 */
export function summarize(
  rows: readonly StepRow[],
  contractOperations: readonly string[],
  reasonNotCalled: (operationId: string) => string,
  durationMs: number,
): Summary {
  const called = new Set(
    rows.filter((row) => row.status !== null && row.operationId).map((row) => row.operationId),
  );
  const byWorkflow = new Map<string, boolean>();
  for (const row of rows)
    byWorkflow.set(row.workflow, (byWorkflow.get(row.workflow) ?? true) && row.result === 'PASS');
  return {
    workflows: byWorkflow.size,
    workflowsPassed: [...byWorkflow.values()].filter(Boolean).length,
    steps: rows.length,
    passed: rows.filter((row) => row.result === 'PASS').length,
    failed: rows.filter((row) => row.result === 'FAIL').length,
    notRun: rows.filter((row) => row.result === 'NOT RUN').length,
    operationsInContract: contractOperations.length,
    operationsCalled: contractOperations.filter((id) => called.has(id)).length,
    notCalled: contractOperations
      .filter((id) => !called.has(id))
      .map((operationId) => ({ operationId, reason: reasonNotCalled(operationId) })),
    durationMs,
  };
}

export function passed(summary: Summary): boolean {
  return summary.failed === 0 && summary.notRun === 0 && summary.steps > 0;
}

export function summaryLine(summary: Summary): string {
  return (
    `${passed(summary) ? 'PASS' : 'FAIL'}: ${summary.operationsCalled} of ` +
    `${summary.operationsInContract} operations called; ${summary.workflowsPassed} of ` +
    `${summary.workflows} workflows passed; ${summary.passed} steps passed, ` +
    `${summary.failed} failed, ${summary.notRun} not run; ` +
    `${(summary.durationMs / 1000).toFixed(1)} s`
  );
}

const WHY_WIDTH = 110;

/** A plain-text table per workflow (titled with its summary): step, operation, method, path, status, result, why. */
export function formatTable(
  rows: readonly StepRow[],
  titles: Readonly<Record<string, string>> = {},
): string {
  const header = ['STEP', 'OPERATION', 'METHOD', 'PATH', 'STATUS', 'RESULT', 'WHY'];
  const cells = (row: StepRow) => [
    row.stepId,
    row.operationId ?? '',
    row.method,
    clip(row.path, 50),
    row.status === null ? '---' : String(row.status),
    row.result,
    clip(row.why, WHY_WIDTH),
  ];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (cells(row)[column] ?? '').length)),
  );
  const render = (line: readonly string[]) =>
    `  ${line
      .map((cell, column) => (column === line.length - 1 ? cell : cell.padEnd(widths[column] ?? 0)))
      .join('  ')
      .trimEnd()}`;
  const sections: string[] = [];
  let current: string | null = null;
  for (const row of rows) {
    if (row.workflow !== current) {
      current = row.workflow;
      const title = titles[current];
      sections.push('', title ? `${current}: ${title}` : current, render(header));
    }
    sections.push(render(cells(row)));
  }
  return sections.join('\n').trimStart();
}

/** The operations not called, grouped by reason: `- reason (n): id, id, ...`. */
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
