import { readFileSync } from 'node:fs';
import { defineConfig } from 'orval';
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
const sessionCalls = securedOperationIds(contract).map((id) => [
  id,
  { requestOptions: { session: true } },
]);
/** GETs that do something (sign out, send a code, check a captcha) are mutations. */
const mutationGets = ['logoutMember', 'logoutAffiliate', 'sendSmsCode', 'checkCaptcha'];

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
        operations: Object.fromEntries([
          ...sessionCalls,
          ...mutationGets.map((id) => [
            id,
            {
              query: { useQuery: false, useMutation: true, signal: true },
              ...(sessionCalls.some(([secured]) => secured === id)
                ? { requestOptions: { session: true } }
                : {}),
            },
          ]),
        ]),
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
