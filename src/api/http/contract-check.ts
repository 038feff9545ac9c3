import type { ZodType } from 'zod';

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
}

interface Loaded {
  operations: Operation[];
  schemas: Record<string, unknown>;
}

let loaded: Promise<Loaded> | null = null;

function templateToPattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
  return new RegExp(`^${escaped}$`);
}

async function load(): Promise<Loaded> {
  const [spec, schemas] = await Promise.all([
    import('../generated/openapi.json'),
    import('../generated/zod/index.zod.ts'),
  ]);
  const operations: Operation[] = [];
  const paths = spec.default.paths as Record<string, Record<string, { operationId?: string }>>;
  for (const [template, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (operation && typeof operation === 'object' && operation.operationId) {
        operations.push({
          operationId: operation.operationId,
          method: method.toUpperCase(),
          template,
          pattern: templateToPattern(template),
        });
      }
    }
  }
  return { operations, schemas: schemas as Record<string, unknown> };
}

function pascal(operationId: string): string {
  return operationId.charAt(0).toUpperCase() + operationId.slice(1);
}

function isZod(value: unknown): value is ZodType {
  return typeof value === 'object' && value !== null && 'safeParse' in value;
}

/** Finds the contract operation a request hit, by method and path (without the base URL). */
export async function findOperation(method: string, path: string): Promise<Operation | undefined> {
  const { operations } = await (loaded ??= load());
  const upper = method.toUpperCase();
  return operations.find((op) => op.method === upper && op.pattern.test(path));
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
  const { schemas } = await (loaded ??= load());
  const operation = await findOperation(method, path);
  if (!operation)
    return `Contract violation: ${method.toUpperCase()} ${path} is not an operation of the contract`;
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
