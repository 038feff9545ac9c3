// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { ErrorResponse, ops } from '../../mocks/lib/schemas.ts';
import { installFakeBackend } from '../../mocks/test-utils.ts';
import {
  buildPath,
  flatten,
  isObject,
  type Operation,
  OPERATIONS,
  type Request,
  tokenOf,
  validRequest,
} from './contract-requests';

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
const backend = installFakeBackend();

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

/** Bad input of several shapes for an operation. */
function badRequests(op: Operation, token: string | null): Request[] {
  const valid = validRequest(op, token, backend);
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
      const token = await tokenOf(backend.fake().ctx, op.actor);
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
      const token = await tokenOf(backend.fake().ctx, op.actor);
      const request = validRequest(op, token, backend);
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
