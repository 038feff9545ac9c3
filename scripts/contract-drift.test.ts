// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { generate } from 'orval';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Generated code cannot drift from the contract: change a field in the contract, regenerate,
 * and the type check fails in the app code that relies on the old shape. Proven here on a
 * copy (src/api/generated-drift/), with the real app code compiled against it.
 */
const root = resolve(import.meta.dirname, '..');
const driftDir = join(root, 'src/api/generated-drift');
const tsconfig = join(root, 'tsconfig.drift.json');

afterAll(() => {
  rmSync(driftDir, { recursive: true, force: true });
  rmSync(tsconfig, { force: true });
});

/** The regenerated client checked as `npm run typecheck` checks: TypeScript 7 (decision 0031). */
function typecheck(): string {
  try {
    execFileSync(
      process.execPath,
      [join(root, 'node_modules/typescript-native/bin/tsc'), '-p', tsconfig],
      { cwd: root, encoding: 'utf8', stdio: 'pipe' },
    );
    return '';
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  }
}

async function generateInto(spec: object): Promise<void> {
  rmSync(driftDir, { recursive: true, force: true });
  mkdirSync(driftDir, { recursive: true });
  const input = join(driftDir, 'openapi.json');
  writeFileSync(input, JSON.stringify(spec));
  await generate({
    input: { target: input },
    output: {
      mode: 'tags-split',
      target: join(driftDir, 'endpoints'),
      schemas: join(driftDir, 'model'),
      client: 'react-query',
      httpClient: 'axios',
      override: {
        mutator: { path: join(root, 'src/api/http/client.ts'), name: 'apiRequest' },
        query: { signal: true, version: 5 },
        enumGenerationType: 'const',
      },
    },
  });
  await generate({
    input: { target: input },
    output: {
      mode: 'tags-split',
      client: 'zod',
      target: join(driftDir, 'zod'),
      fileExtension: '.zod.ts',
      override: {
        zod: { version: 4, generateReusableSchemas: true, generateEachHttpStatus: true },
      },
    },
  });
  const base = JSON.parse(readFileSync(join(root, 'tsconfig.json'), 'utf8')) as {
    compilerOptions: Record<string, unknown>;
  };
  writeFileSync(
    tsconfig,
    JSON.stringify({
      extends: './tsconfig.json',
      compilerOptions: {
        ...base.compilerOptions,
        paths: {
          '@/api/generated/*': ['./src/api/generated-drift/*'],
          '@/*': ['./src/*'],
          '@mocks/*': ['./mocks/*'],
        },
      },
      // The code under test and what it imports (tsc follows the imports): the whole app's
      // type check is \`npm run typecheck\`; here one consumer of the changed field is enough,
      // and it keeps this test from type-checking the app twice more (issue 12: suite time).
      files: ['src/vite-env.d.ts', 'src/features/auth/api/actions.ts'],
      include: [],
    }),
  );
}

describe('the generated client cannot drift from the contract', () => {
  const spec = JSON.parse(readFileSync(join(root, 'src/api/generated/openapi.json'), 'utf8')) as {
    components: { schemas: Record<string, { properties: Record<string, unknown> }> };
  };

  it('the code that reads the field type-checks against the contract as it is', async () => {
    await generateInto(spec);
    expect(typecheck()).toBe('');
  }, 120_000);

  it('changing the type of a field in the contract breaks the build where the code uses it', async () => {
    const changed = structuredClone(spec);
    const result = changed.components.schemas.MemberLoginResult;
    expect(result).toBeDefined();
    if (result) result.properties.token = { type: 'integer', description: 'changed for the test' };
    await generateInto(changed);
    const errors = typecheck();
    expect(errors).toContain('src/features/auth/api/actions.ts');
    expect(errors).toMatch(/error TS\d+/);
  }, 120_000);
});
