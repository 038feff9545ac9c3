import { type FakeContext, startSession } from '../../mocks/context.ts';
import { DEMO_AFFILIATE, DEMO_MEMBER } from '../../mocks/seed/index.ts';
import type { CallOptions } from '../../mocks/test-utils.ts';
import { contract, type OperationObject, operations } from './bundle';

/**
 * Requests for every operation of the bundled contract, built from the contract alone (its
 * examples, defaults and first enum values), for the tests that call the fake backend with
 * each operation (fake-responses, fake-roles).
 */

export type Schema = Record<string, unknown>;
export type Parameter = {
  name: string;
  in: string;
  required?: boolean;
  example?: unknown;
  schema?: unknown;
};

export const isObject = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const root = contract as unknown as Schema;

/** Follows `$ref`s within the bundled contract. */
function deref(node: unknown): Schema {
  let current: unknown = node;
  for (
    let depth = 0;
    depth < 20 && isObject(current) && typeof current.$ref === 'string';
    depth++
  ) {
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>((at, key) => (isObject(at) ? at[key] : undefined), root);
  }
  return isObject(current) ? current : {};
}

/** A schema with its allOf parts merged in (and the properties of oneOf/anyOf branches). */
export function flatten(node: unknown): Schema {
  const schema = deref(node);
  const all = Array.isArray(schema.allOf) ? schema.allOf.map(flatten) : [];
  const some = [
    ...(Array.isArray(schema.oneOf) ? schema.oneOf : []),
    ...(Array.isArray(schema.anyOf) ? schema.anyOf : []),
  ].map(flatten);
  if (all.length === 0 && some.length === 0) return schema;
  const merged: Schema = {};
  const properties: Schema = {};
  const required: string[] = [];
  for (const part of [...all, schema]) {
    for (const [key, value] of Object.entries(part))
      if (key !== 'allOf' && key !== 'properties' && key !== 'required') merged[key] = value;
    Object.assign(properties, isObject(part.properties) ? part.properties : {});
    if (Array.isArray(part.required)) required.push(...(part.required as string[]));
  }
  for (const branch of some) {
    Object.assign(properties, isObject(branch.properties) ? branch.properties : {});
    merged.type ??= branch.type;
  }
  if (Object.keys(properties).length > 0) merged.properties = properties;
  if (required.length > 0) merged.required = required;
  return merged;
}

/** A value the schema accepts: its example, default or first enum value, else a plain one. */
function sample(node: unknown): unknown {
  const schema = flatten(node);
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  switch (schema.type) {
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'boolean':
      return true;
    case 'array':
      return [sample(schema.items)];
    case 'object': {
      const properties = isObject(schema.properties) ? schema.properties : {};
      const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
      return Object.fromEntries(required.map((key) => [key, sample(properties[key])]));
    }
    default: {
      if (schema.format === 'date') return '1990-05-17';
      if (schema.format === 'email') return 'player@example.com';
      const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
      const max = typeof schema.maxLength === 'number' ? schema.maxLength : 64;
      return 'example'.padEnd(min, 'x').slice(0, max);
    }
  }
}

/** The plain secret behind an encrypted field, so the example gets past decryption. */
function plainSecret(operationId: string, field: string): string {
  if (operationId === 'loginAffiliate') return DEMO_AFFILIATE.password;
  if (operationId === 'loginMember') return DEMO_MEMBER.password;
  // The demo member's withdrawal password (mocks/seed/payments.ts); a new one for the change.
  if (field === 'withdraw_password') return '2468';
  if (operationId === 'saveWithdrawalPassword') return field === 'old_password' ? '2468' : '1357';
  if (operationId === 'changePassword')
    return field === 'old_password' ? DEMO_MEMBER.password : 'demo5678';
  return 'secret12';
}
const SIGN_IN_NAMES: Record<string, string> = {
  loginMember: DEMO_MEMBER.username,
  loginAffiliate: DEMO_AFFILIATE.username,
};

/** Who a request is sent as: no token, the demo member's or the demo affiliate's. */
export type Actor = 'member' | 'affiliate' | 'guest';

/** An operation of the bundled contract, ready to build requests for. */
export interface Operation {
  id: string;
  method: string;
  template: string;
  storage: boolean;
  actor: Actor;
  listed: string[];
  parameters: Parameter[];
  bodySchema: Schema | null;
  idempotent: boolean;
  raw: OperationObject;
}

const pathItems = contract.paths as unknown as Record<string, { servers?: { url: string }[] }>;
/** Every operation of the bundled contract. */
export const OPERATIONS: Operation[] = operations.map(({ method, path, operation }) => {
  const parameters = (operation.parameters ?? []).map(
    (parameter) => deref(parameter) as unknown as Parameter,
  );
  const content = isObject(operation.requestBody)
    ? deref(operation.requestBody).content
    : undefined;
  const json = isObject(content) ? content['application/json'] : undefined;
  return {
    id: operation.operationId,
    method,
    template: path,
    storage: pathItems[path]?.servers?.[0]?.url === '/storage',
    actor: path.startsWith('/agent/')
      ? 'affiliate'
      : Array.isArray(operation.security) && operation.security.length === 0
        ? 'guest'
        : 'member',
    listed: Object.keys(operation.responses),
    parameters,
    bodySchema: isObject(json) ? flatten(json.schema) : null,
    idempotent: parameters.some(
      (parameter) => parameter.in === 'header' && parameter.name === 'Idempotency-Key',
    ),
    raw: operation,
  };
});

/** A fresh session of the demo account an actor signs in as (null for a guest). */
export async function tokenOf(ctx: FakeContext, actor: Actor): Promise<string | null> {
  if (actor === 'guest') return null;
  const username = actor === 'affiliate' ? DEMO_AFFILIATE.username : DEMO_MEMBER.username;
  const account = ctx.db.accounts.findFirst((q) => q.where({ username }));
  if (!account) throw new Error(`the seed has no ${username}`);
  return (await startSession(ctx, account.id)).token;
}

/** A request to send with the harness's call(). */
export interface Request {
  label: string;
  path: string;
  options: CallOptions;
}

/** What building a request needs from the fake's test harness (mocks/test-utils.ts). */
export interface RequestTools {
  encrypt: (secret: string) => string;
  key: () => string;
}

/** The valid request of an operation, from the contract's examples. */
export function validRequest(
  op: Operation,
  token: string | null,
  tools: RequestTools,
): Request & { query: Record<string, string>; pathValues: Record<string, string>; body: unknown } {
  const pathValues: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const parameter of op.parameters) {
    const value = parameter.example ?? sample(parameter.schema);
    if (parameter.in === 'path') pathValues[parameter.name] = String(value);
    if (parameter.in === 'query' && (parameter.required || parameter.name === 'locale'))
      query[parameter.name] = parameter.name === 'locale' ? 'en' : String(value);
  }
  let body: unknown;
  if (op.bodySchema) {
    body = structuredClone(sample(op.bodySchema));
    const properties = isObject(op.bodySchema.properties) ? op.bodySchema.properties : {};
    if (isObject(body)) {
      for (const [field, schema] of Object.entries(properties)) {
        if (
          field in body &&
          JSON.stringify(schema).includes('#/components/schemas/EncryptedSecret')
        )
          body[field] = tools.encrypt(plainSecret(op.id, field));
      }
      const username = SIGN_IN_NAMES[op.id];
      if (username && 'username' in body) body.username = username;
    }
  }
  const headers: Record<string, string> = op.idempotent ? { 'Idempotency-Key': tools.key() } : {};
  return {
    label: 'valid request',
    path: buildPath(op, pathValues),
    options: { token, query, headers, body },
    query,
    pathValues,
    body,
  };
}

/** The concrete path of an operation (under /storage for the storage server). */
export function buildPath(op: Operation, values: Record<string, string>): string {
  const path = op.template.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(values[name] ?? '1'),
  );
  return op.storage ? `/storage${path}` : path;
}
