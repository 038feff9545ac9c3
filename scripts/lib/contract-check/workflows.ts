/**
 * The Arazzo workflows beside the contract (openapi/workflows/*.arazzo.yaml), as the contract
 * check needs them: which workflows only read (run by default), which write (run with
 * --write) and which are only steps of others (`x-contract-check`), and the contract operation
 * each step calls, for the report and the count of operations called.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

export type WorkflowKind = 'read' | 'write' | 'step';

export interface WorkflowStep {
  stepId: string;
  /** The contract operation the step calls; null when it runs another workflow. */
  operationId: string | null;
  /** The workflow the step runs; null when it calls an operation. */
  workflowId: string | null;
}

export interface Workflow {
  /** The Arazzo file, as given to readWorkflows' directory. */
  file: string;
  workflowId: string;
  kind: WorkflowKind;
  summary: string;
  steps: WorkflowStep[];
}

const KINDS: readonly WorkflowKind[] = ['read', 'write', 'step'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `$sourceDescriptions.fortuna.getPublicKey` (or a plain `getPublicKey`) -> `getPublicKey`. */
export function operationOf(reference: string): string {
  return reference.startsWith('$sourceDescriptions.')
    ? (reference.split('.').slice(2).join('.') ?? reference)
    : reference;
}

/** The workflows of one Arazzo document; throws on one the check cannot classify. */
export function workflowsOf(document: unknown, file: string): Workflow[] {
  if (!isRecord(document) || !Array.isArray(document.workflows))
    throw new Error(`${file}: no workflows`);
  return document.workflows.map((entry: unknown, index) => {
    if (!isRecord(entry) || typeof entry.workflowId !== 'string')
      throw new Error(`${file}: workflow ${index} has no workflowId`);
    const kind = entry['x-contract-check'];
    if (typeof kind !== 'string' || !KINDS.includes(kind as WorkflowKind))
      throw new Error(
        `${file}: workflow ${entry.workflowId} needs x-contract-check: ${KINDS.join(' | ')}`,
      );
    const steps = Array.isArray(entry.steps) ? entry.steps : [];
    return {
      file,
      workflowId: entry.workflowId,
      kind: kind as WorkflowKind,
      summary: typeof entry.summary === 'string' ? entry.summary : '',
      steps: steps.map((step: unknown) => {
        if (!isRecord(step) || typeof step.stepId !== 'string')
          throw new Error(
            `${file}: workflow ${String(entry.workflowId)} has a step without stepId`,
          );
        return {
          stepId: step.stepId,
          operationId: typeof step.operationId === 'string' ? operationOf(step.operationId) : null,
          workflowId: typeof step.workflowId === 'string' ? step.workflowId : null,
        };
      }),
    };
  });
}

/** Every workflow of every *.arazzo.yaml file in a directory, files in name order. */
export function readWorkflows(directory: string): Workflow[] {
  return readdirSync(directory)
    .filter((name) => name.endsWith('.arazzo.yaml'))
    .sort()
    .flatMap((name) => {
      const file = join(directory, name);
      return workflowsOf(parse(readFileSync(file, 'utf8')), file);
    });
}

/**
 * The workflows a run starts: the ones named (any kind but `step`), else the read-only ones,
 * and the writing ones with --write. Throws on a name no runnable workflow has.
 */
export function workflowsToRun(
  all: readonly Workflow[],
  options: { write: boolean; only: readonly string[] },
): Workflow[] {
  const runnable = all.filter((workflow) => workflow.kind !== 'step');
  if (options.only.length > 0) {
    const unknown = options.only.filter((id) => !runnable.some((w) => w.workflowId === id));
    if (unknown.length > 0)
      throw new Error(
        `no workflow ${unknown.join(', ')}; there are ${runnable.map((w) => w.workflowId).join(', ')}`,
      );
    return runnable.filter((workflow) => options.only.includes(workflow.workflowId));
  }
  return runnable.filter((workflow) => workflow.kind === 'read' || options.write);
}

/** The operations a workflow calls, through the workflows its steps run too. */
export function operationsOf(
  workflow: Workflow,
  all: readonly Workflow[],
  seen: Set<string> = new Set(),
): Set<string> {
  const operations = new Set<string>();
  if (seen.has(workflow.workflowId)) return operations;
  seen.add(workflow.workflowId);
  for (const step of workflow.steps) {
    if (step.operationId) operations.add(step.operationId);
    const inner = step.workflowId ? all.find((w) => w.workflowId === step.workflowId) : undefined;
    if (inner) for (const id of operationsOf(inner, all, seen)) operations.add(id);
  }
  return operations;
}
