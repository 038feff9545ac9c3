// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { WORKFLOWS_DIR, contractOperations } from './check.ts';
import { INPUTS } from './inputs.ts';
import {
  type Workflow,
  operationOf,
  operationsOf,
  readWorkflows,
  workflowsOf,
  workflowsToRun,
} from './workflows.ts';

const root = join(import.meta.dirname, '../../..');
const all = readWorkflows(join(root, WORKFLOWS_DIR));
const operations = contractOperations(root);
const contract = JSON.parse(readFileSync(join(root, 'src/api/generated/openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, { operationId?: string }>>;
};
const methodOf = new Map(
  Object.values(contract.paths).flatMap((item) =>
    Object.entries(item).map(([method, op]) => [op.operationId ?? '', method.toUpperCase()]),
  ),
);
const union = (workflows: readonly Workflow[]) =>
  new Set(workflows.flatMap((workflow) => [...operationsOf(workflow, all)]));

/** Read-only workflows sign in (a session, no record) and read; nothing else. */
const SIGN_INS = ['loginMember', 'loginAffiliate'];

describe('the Arazzo workflows beside the contract', () => {
  it('together call every operation of the contract', () => {
    const called = union(workflowsToRun(all, { write: true, only: [] }));
    expect(operations.filter((id) => !called.has(id))).toEqual([]);
  });

  it('call only operations the contract has', () => {
    const unknown = all.flatMap((workflow) =>
      workflow.steps
        .filter((step) => step.operationId !== null && !operations.includes(step.operationId))
        .map((step) => `${workflow.workflowId}/${step.stepId}: ${step.operationId}`),
    );
    expect(unknown).toEqual([]);
  });

  it('the read-only ones (the default run) only read and sign in, and send no SMS or e-mail', () => {
    const reads = workflowsToRun(all, { write: false, only: [] });
    expect(reads.every((workflow) => workflow.kind === 'read')).toBe(true);
    const writing = [...union(reads)].filter(
      (id) => methodOf.get(id) !== 'GET' && !SIGN_INS.includes(id),
    );
    expect(writing).toEqual([]);
    expect(union(reads).has('sendSmsCode')).toBe(false);
  });

  it('--write adds the writing ones; a building block never runs alone', () => {
    const everything = workflowsToRun(all, { write: true, only: [] });
    expect(everything.some((workflow) => workflow.kind === 'write')).toBe(true);
    expect(everything.some((workflow) => workflow.kind === 'step')).toBe(false);
    expect(all.find((workflow) => workflow.workflowId === 'new-member')?.kind).toBe('step');
    expect(() => workflowsToRun(all, { write: false, only: ['new-member'] })).toThrow(
      /no workflow new-member/,
    );
    expect(workflowsToRun(all, { write: false, only: ['refusals'] })).toHaveLength(1);
  });

  it('declare exactly the inputs the contract check supplies', () => {
    const declared = new Set<string>();
    for (const file of new Set(all.map((workflow) => workflow.file))) {
      const document = parse(readFileSync(file, 'utf8')) as {
        components?: { inputs?: Record<string, { properties?: Record<string, unknown> }> };
      };
      for (const schema of Object.values(document.components?.inputs ?? {}))
        for (const name of Object.keys(schema.properties ?? {})) declared.add(name);
    }
    expect([...declared].sort()).toEqual(INPUTS.map((input) => input.name).sort());
  });

  it('a workflow without x-contract-check is refused, and source names are dropped', () => {
    expect(() => workflowsOf({ workflows: [{ workflowId: 'w', steps: [] }] }, 'f')).toThrow(
      /x-contract-check/,
    );
    expect(operationOf('$sourceDescriptions.fortuna.getPublicKey')).toBe('getPublicKey');
    expect(operationOf('getPublicKey')).toBe('getPublicKey');
  });
});
