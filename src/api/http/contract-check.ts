import type { ZodType } from 'zod';
import contract from 'virtual:fortuna-contract-operations';

/**
 * Development and test check: every response must parse with the zod schema generated for
 * its operation and status. A mismatch is reported with the operation and the path in the
 * body. Loaded on demand, so production bundles never contain the contract.
 */
interface Operation {
  operationId: string;
  method: string;
  pattern: RegExp;
  template: string;
  /** The generated zod file of its tag, which holds its answers' schemas. */
  schemas: string;
}

/**
 * Each tag's generated schemas, loaded when a page first checks an answer of that tag: a page
 * builds the schemas of the few tags it calls, not the contract's thousand.
 */
const schemaFiles = import.meta.glob<Record<string, unknown>>('../generated/zod/*/*.zod.ts');

let operations: Operation[] | null = null;

function templateToPattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
  return new RegExp(`^${escaped}$`);
}

/**
 * The contract's operations from a small table made at build time
 * (scripts/lib/contract-operations-plugin.ts), not from the whole bundled document.
 */
function allOperations(): Operation[] {
  operations ??= contract.map((operation) => ({
    ...operation,
    pattern: templateToPattern(operation.template),
  }));
  return operations;
}

function pascal(operationId: string): string {
  return operationId.charAt(0).toUpperCase() + operationId.slice(1);
}

function isZod(value: unknown): value is ZodType {
  return typeof value === 'object' && value !== null && 'safeParse' in value;
}

/** Finds the contract operation a request hit, by method and path (without the base URL). */
export function findOperation(method: string, path: string): Operation | undefined {
  const upper = method.toUpperCase();
  return allOperations().find((op) => op.method === upper && op.pattern.test(path));
}

/**
 * Checks one response; returns a report when it breaks the contract, null when it holds.
 * An operation or status the contract does not know is itself a violation.
 */
export async function checkResponse(
  method: string,
  path: string,
  status: number,
  body: unknown,
): Promise<string | null> {
  const operation = findOperation(method, path);
  if (!operation)
    return `Contract violation: ${method.toUpperCase()} ${path} is not an operation of the contract`;
  const load = schemaFiles[`../generated/zod/${operation.schemas}`];
  const schemas = load ? await load() : {};
  const schema = schemas[`${pascal(operation.operationId)}${status}Response`];
  if (!isZod(schema)) {
    return `Contract violation: ${operation.operationId} (${operation.method} ${operation.template}) answered ${status}, which the contract does not list`;
  }
  const result = schema.safeParse(body);
  if (result.success) return null;
  const issues = result.error.issues
    .slice(0, 10)
    .map((issue) => `  at ${issue.path.length ? issue.path.join('.') : '(body)'}: ${issue.message}`)
    .join('\n');
  return `Contract violation: ${operation.operationId} (${operation.method} ${operation.template}) ${status} response does not match the contract:\n${issues}`;
}
