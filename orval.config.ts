import { defineConfig } from 'orval';

/**
 * One contract, two outputs, both in src/api/generated/ (never edited by hand):
 * - react-query hooks and TypeScript models, calling through our axios mutator;
 * - zod schemas for every operation (params, body, responses) and every component schema,
 *   used by forms, by the response check in development, and by the fake backend.
 */
const input = { target: './src/api/generated/openapi.json' };

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
        // GETs that do something (sign out, send a code, check a captcha) are mutations.
        operations: Object.fromEntries(
          ['logoutMember', 'logoutAffiliate', 'sendSmsCode', 'checkCaptcha'].map((id) => [
            id,
            { query: { useQuery: false, useMutation: true, signal: true } },
          ]),
        ),
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
