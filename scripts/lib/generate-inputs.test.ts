// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  GENERATE_OUTPUTS,
  GENERATE_STAMP,
  generatedIsUpToDate,
  generateInputsFingerprint,
} from './generate-inputs';

let root: string;

function put(path: string, content: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}

/** A project as `npm run generate` leaves it: inputs, outputs and the stamp of those inputs. */
function generated(): void {
  for (const output of GENERATE_OUTPUTS)
    if (output.endsWith('.json')) put(output, '{}');
    else mkdirSync(join(root, output), { recursive: true });
  put(GENERATE_STAMP, `${generateInputsFingerprint(root)}\n`);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'generate-inputs-'));
  put('openapi/openapi.yaml', 'openapi: 3.0.3\n');
  put('openapi/paths/wallet.yaml', 'get: {}\n');
  put('orval.config.ts', 'export default {};\n');
  put('src/api/http/client.ts', 'export const apiRequest = () => null;\n');
  put('tsconfig.json', '{}');
  put('package.json', '{}');
  put('node_modules/.package-lock.json', '{}');
  put('node_modules/orval/package.json', '{"version":"8.0.0"}');
  put('node_modules/@redocly/cli/package.json', '{"version":"2.0.0"}');
  generated();
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm run generate skips only what it would make again the same', () => {
  it('is up to date when nothing it reads changed', () => {
    expect(generatedIsUpToDate(root)).toBe(true);
  });

  it.each([
    ['a contract file', 'openapi/paths/wallet.yaml'],
    ['the Orval config', 'orval.config.ts'],
    ['the mutator Orval reads', 'src/api/http/client.ts'],
    ['the TypeScript options Orval reads', 'tsconfig.json'],
    ['package.json', 'package.json'],
    ['what npm installed', 'node_modules/.package-lock.json'],
  ])('generates again when %s changed', (_what, path) => {
    put(path, 'changed\n');
    expect(generatedIsUpToDate(root)).toBe(false);
  });

  it('generates again when a contract file is added', () => {
    put('openapi/schemas/new.yaml', 'type: object\n');
    expect(generatedIsUpToDate(root)).toBe(false);
  });

  it('generates again when Orval or Redocly CLI is another version', () => {
    put('node_modules/orval/package.json', '{"version":"8.1.0"}');
    expect(generatedIsUpToDate(root)).toBe(false);
  });

  it('generates again when an output is missing or no run completed', () => {
    rmSync(join(root, 'src/api/generated/zod'), { recursive: true });
    expect(generatedIsUpToDate(root)).toBe(false);
    generated();
    rmSync(join(root, GENERATE_STAMP));
    expect(generatedIsUpToDate(root)).toBe(false);
  });
});
