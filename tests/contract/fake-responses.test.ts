// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { startSession } from '../../mocks/context.ts';
import { ErrorResponse, ops } from '../../mocks/lib/schemas.ts';
import { DEMO_AFFILIATE, DEMO_MEMBER } from '../../mocks/seed/index.ts';
import { type CallOptions, useFakeBackend } from '../../mocks/test-utils.ts';
import { contract, type OperationObject, operations } from './bundle';

/**
 * Every operation of the contract against the fake backend, generically, from the contract
 * alone:
 *
 * (a) bad input of several shapes (a wrong value for each query and path parameter, a huge
 *     string, a body that is not JSON, a body of the wrong shape, wrongly typed fields, an
 *     empty body where fields are required, a malformed Idempotency-Key) answers a 4xx whose
 *     body parses with the generated ErrorResponse, never a 5xx;
 * (b) a valid request built from the contract's examples (the request body example, the
 *     parameters' examples, defaults or first enum values; required query parameters only),
 *     sent as the signed-in demo member (the demo affiliate for /agent/ paths, a guest for
 *     `security: []`), with a fresh Idempotency-Key where the operation takes one, answers a
 *     status the contract lists for that operation (never 500), with a body that parses with
 *     the generated response schema of that status.
 *
 * To get past the fake's checks where an example cannot (RSA), the encrypted secrets of the
 * examples are replaced by real encryptions of the demo accounts' secrets, and the sign-in
 * operations use the demo login names. Everything else is the contract's own example.
 *
 * Skipped: nothing. (Every operation takes the `locale` query parameter, so each has at least
 * one wrong query value to send.)
 *
 * The fake's own route() also reports any answer that breaks the contract (console.error,
 * which fails the test).
 */
const backend = useFakeBackend();

type Schema = Record<string, unknown>;
type Parameter = {
  name: string;
  in: string;
  required?: boolean;
  example?: unknown;
  schema?: unknown;
};

const isObject = (value: unknown): value is Schema =>
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
function flatten(node: unknown): Schema {
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

/** A query or path value the parameter's schema refuses, or null when none is obvious. */
function wrongValue(node: unknown): string | null {
  const schema = flatten(node);
  if (Array.isArray(schema.enum)) return '__not_one_of_them__';
  if (schema.type === 'integer' || schema.type === 'number') return 'abc';
  if (schema.type === 'boolean') return 'maybe';
  if (typeof schema.pattern === 'string' || schema.format === 'date' || schema.format === 'email')
    return '!!not~valid!!';
  if (typeof schema.maxLength === 'number') return 'x'.repeat(schema.maxLength + 1);
  if (typeof schema.minLength === 'number' && schema.minLength > 0) return '';
  return null;
}

/** A value of the wrong type for a body field. */
function wrongType(node: unknown): unknown {
  const schema = flatten(node);
  if (Array.isArray(schema.enum))
    return typeof schema.enum[0] === 'number' ? 'not-a-number' : 987654;
  switch (schema.type) {
    case 'string':
      return 12345;
    case 'integer':
    case 'number':
      return 'abc';
    case 'boolean':
      return 'yes';
    case 'array':
      return 'not-an-array';
    case 'object':
      return 'not-an-object';
    default:
      return { unexpected: true };
  }
}

const HUGE = 'x'.repeat(100_000);
const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);
const generated = ops as unknown as Record<string, ZodType | undefined>;

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

type Actor = 'member' | 'affiliate' | 'guest';

interface Operation {
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
const OPERATIONS: Operation[] = operations.map(({ method, path, operation }) => {
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

async function tokenOf(actor: Actor): Promise<string | null> {
  if (actor === 'guest') return null;
  const username = actor === 'affiliate' ? DEMO_AFFILIATE.username : DEMO_MEMBER.username;
  const ctx = backend.fake().ctx;
  const account = ctx.db.accounts.findFirst((q) => q.where({ username }));
  if (!account) throw new Error(`the seed has no ${username}`);
  return (await startSession(ctx, account.id)).token;
}

interface Request {
  label: string;
  path: string;
  options: CallOptions;
}

/** The valid request of an operation, from the contract's examples. */
function validRequest(
  op: Operation,
  token: string | null,
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
          body[field] = backend.encrypt(plainSecret(op.id, field));
      }
      const username = SIGN_IN_NAMES[op.id];
      if (username && 'username' in body) body.username = username;
    }
  }
  const headers: Record<string, string> = op.idempotent ? { 'Idempotency-Key': backend.key() } : {};
  return {
    label: 'valid request',
    path: buildPath(op, pathValues),
    options: { token, query, headers, body },
    query,
    pathValues,
    body,
  };
}

function buildPath(op: Operation, values: Record<string, string>): string {
  const path = op.template.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(values[name] ?? '1'),
  );
  return op.storage ? `/storage${path}` : path;
}

/** Bad input of several shapes for an operation. */
function badRequests(op: Operation, token: string | null): Request[] {
  const valid = validRequest(op, token);
  const headers: Record<string, string> = op.idempotent ? { 'Idempotency-Key': backend.key() } : {};
  const base = { token, headers };
  const requests: Request[] = [];
  for (const parameter of op.parameters) {
    const wrong = wrongValue(parameter.schema);
    if (parameter.in === 'query') {
      if (wrong !== null)
        requests.push({
          label: `query ${parameter.name}=${wrong.slice(0, 20)}`,
          path: valid.path,
          options: {
            ...base,
            query: { ...valid.query, [parameter.name]: wrong },
            body: valid.body,
          },
        });
    } else if (parameter.in === 'path') {
      const value =
        flatten(parameter.schema).type === 'integer' ? 'abc' : (wrong ?? '!!not~valid!!');
      requests.push({
        label: `path ${parameter.name}=${value.slice(0, 20)}`,
        path: buildPath(op, { ...valid.pathValues, [parameter.name]: value }),
        options: { ...base, query: valid.query, body: valid.body },
      });
    }
  }
  const textual = op.parameters.find(
    (parameter) =>
      parameter.in === 'query' &&
      flatten(parameter.schema).type === 'string' &&
      parameter.name !== 'locale',
  );
  requests.push({
    label: `query ${textual?.name ?? 'locale'}=<huge string>`,
    path: valid.path,
    options: {
      ...base,
      query: { ...valid.query, [textual?.name ?? 'locale']: HUGE.slice(0, 20_000) },
      body: valid.body,
    },
  });
  if (op.bodySchema) {
    const json = { 'Content-Type': 'application/json' };
    const properties = isObject(op.bodySchema.properties) ? op.bodySchema.properties : {};
    const required = Array.isArray(op.bodySchema.required) ? op.bodySchema.required : [];
    requests.push({
      label: 'a body that is not JSON',
      path: valid.path,
      options: {
        ...base,
        query: valid.query,
        raw: '{"not": json',
        headers: { ...base.headers, ...json },
      },
    });
    requests.push({
      label: 'a body that is an array',
      path: valid.path,
      options: { ...base, query: valid.query, body: [1, 2, 3] },
    });
    requests.push({
      label: 'a body that is a number',
      path: valid.path,
      options: { ...base, query: valid.query, raw: '42', headers: { ...base.headers, ...json } },
    });
    if (Object.keys(properties).length > 0) {
      const wrongTypes = Object.fromEntries(
        Object.entries(properties).map(([field, schema]) => [field, wrongType(schema)]),
      );
      requests.push({
        label: 'every field of the wrong type',
        path: valid.path,
        options: { ...base, query: valid.query, body: wrongTypes },
      });
      const huge = Object.fromEntries(Object.keys(properties).map((field) => [field, HUGE]));
      requests.push({
        label: 'every field a huge string',
        path: valid.path,
        options: { ...base, query: valid.query, body: huge },
      });
    }
    if (required.length > 0)
      requests.push({
        label: 'an empty object where fields are required',
        path: valid.path,
        options: { ...base, query: valid.query, body: {} },
      });
  }
  if (op.idempotent) {
    requests.push({
      label: 'a malformed Idempotency-Key',
      path: valid.path,
      options: {
        ...base,
        query: valid.query,
        body: valid.body,
        headers: { 'Idempotency-Key': 'short key!' },
      },
    });
  }
  return requests;
}

/** Findings for the summary printed at the end (the report of this run). */
const notOk: string[] = [];
const unlisted: string[] = [];

afterAll(() => {
  if (notOk.length > 0)
    console.info(
      `[fake-responses] valid requests answered with a non-200 status the contract lists:\n  ${notOk.join('\n  ')}`,
    );
  if (unlisted.length > 0)
    console.info(
      `[fake-responses] bad input answered with a 4xx the operation does not list:\n  ${[...new Set(unlisted)].join('\n  ')}`,
    );
});

describe.each(OPERATIONS.map((op) => [`${op.id} (${op.method} ${op.template})`, op] as const))(
  'fake backend answers %s by the contract',
  (_name, op) => {
    it('answers bad input with a 4xx ErrorResponse, never a 5xx', async () => {
      const token = await tokenOf(op.actor);
      for (const request of badRequests(op, token)) {
        const result = await backend.call<unknown>(op.method, request.path, request.options);
        const detail = `${request.label} -> ${result.status} ${JSON.stringify(result.body).slice(0, 300)}`;
        expect.soft(result.status, detail).toBeGreaterThanOrEqual(400);
        expect.soft(result.status, detail).toBeLessThan(500);
        const parsed = ErrorResponse.safeParse(result.body);
        expect.soft(parsed.success, `${detail}: not an ErrorResponse`).toBe(true);
        if (parsed.success)
          expect
            .soft(parsed.data.status, `${detail}: the body's status is not the HTTP status`)
            .toBe(result.status);
        if (
          result.status >= 400 &&
          result.status < 500 &&
          !op.listed.includes(String(result.status))
        )
          unlisted.push(
            `${op.id}: ${request.label} -> ${result.status} (lists ${op.listed.join(', ')})`,
          );
      }
    });

    it('answers a valid request from the contract examples with a listed status and its schema', async () => {
      const token = await tokenOf(op.actor);
      const request = validRequest(op, token);
      const result = await backend.call<unknown>(op.method, request.path, request.options);
      const detail = `${op.method} ${request.path} -> ${result.status} ${JSON.stringify(result.body).slice(0, 400)}`;
      expect(op.listed, detail).toContain(String(result.status));
      expect(result.status, detail).not.toBe(500);
      const schema = generated[`${pascal(op.id)}${result.status}Response`];
      expect(schema, `no generated schema for ${op.id} ${result.status}`).toBeDefined();
      const parsed = schema?.safeParse(result.body);
      expect(
        parsed?.success,
        `${detail}\n${JSON.stringify(parsed?.error?.issues.slice(0, 5))}`,
      ).toBe(true);
      if (result.status !== 200) {
        const code =
          isObject(result.body) && typeof result.body.code === 'string'
            ? ` ${result.body.code}`
            : '';
        notOk.push(`${op.id}: ${result.status}${code}`);
      }
    });
  },
);
