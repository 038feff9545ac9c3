import { readFileSync } from 'node:fs';
import { defineConfig, type OperationOptions } from 'orval';
import { type Contract, securedOperationIds } from './scripts/lib/secured-operations';

/**
 * One contract, two outputs, both in src/api/generated/ (never edited by hand):
 * - react-query hooks and TypeScript models, calling through our axios mutator;
 * - zod schemas for every operation (params, body, responses) and every component schema,
 *   used by forms, by the response check in development, and by the fake backend.
 */
const input = { target: './src/api/generated/openapi.json' };

/**
 * Every call the contract secures with the bearer token passes `{ session: true }` to the
 * mutator, which never sends it without a session (a query the ended session enabled would
 * otherwise earn a 401 and spec §8's "Please Sign In" for a member who just signed out).
 * `npm run generate` bundles the contract into the input before Orval reads this file.
 */
const contract = JSON.parse(readFileSync(input.target, 'utf8')) as Contract;
/** Each operation's own options, by operationId. */
const operations: Record<string, OperationOptions> = {};
for (const id of securedOperationIds(contract))
  operations[id] = { requestOptions: { session: true } };
// GETs that do something (sign out, send a code, check a captcha) are mutations.
for (const id of ['logoutMember', 'logoutAffiliate', 'sendSmsCode', 'checkCaptcha'])
  operations[id] = {
    ...operations[id],
    query: { useQuery: false, useMutation: true, signal: true },
  };

export default defineConfig({
  fortuna: {
    input,
    output: {
      mode: 'tags-split',
      target: './src/api/generated/endpoints',
      schemas: './src/api/generated/model',
      client: 'react-query',
      httpClient: 'axios',
      clean: true,
      override: {
        mutator: { path: './src/api/http/client.ts', name: 'apiRequest' },
        query: { signal: true, version: 5 },
        operations,
        enumGenerationType: 'const',
        useNamedParameters: false,
      },
    },
  },
  fortunaZod: {
    input,
    output: {
      mode: 'tags-split',
      client: 'zod',
      target: './src/api/generated/zod',
      fileExtension: '.zod.ts',
      clean: true,
      override: {
        zod: {
          generate: { param: true, query: true, header: true, body: true, response: true },
          coerce: { query: true, param: true },
          version: 4,
          generateReusableSchemas: true,
          generateEachHttpStatus: true,
        },
      },
    },
  },
});
