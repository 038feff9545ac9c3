import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Where `npm run generate` keeps the fingerprint of the inputs of its last complete run. */
export const GENERATE_STAMP = 'src/api/generated/.inputs.sha256';
/** What Redocly and Orval write: each must be there for a run to be skipped. */
export const GENERATE_OUTPUTS = [
  'src/api/generated/openapi.json',
  'src/api/generated/endpoints',
  'src/api/generated/model',
  'src/api/generated/zod',
];
/** The files besides the contract's that the generated code depends on. */
const INPUT_FILES = [
  'orval.config.ts',
  // Orval reads the mutator to learn how it is called, the TypeScript options
  // (exactOptionalPropertyTypes, esModuleInterop) and the dependencies' versions.
  'src/api/http/client.ts',
  'tsconfig.json',
  'package.json',
  // What npm installed: another lock installed (npm ci) generates again.
  'node_modules/.package-lock.json',
  'scripts/generate.ts',
  'scripts/lib/generate-inputs.ts',
  // Read by the Orval config: which calls need a session.
  'scripts/lib/secured-operations.ts',
];
const TOOLS = ['orval', '@redocly/cli'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

function installedVersion(root: string, pkg: string): string {
  const manifest = join(root, 'node_modules', pkg, 'package.json');
  if (!existsSync(manifest)) return `${pkg}@missing`;
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string };
  return `${pkg}@${version ?? '?'}`;
}

/**
 * The fingerprint of everything the generated code is made from: the contract's files
 * (`openapi/`), the Orval config, the mutator, the TypeScript config, package.json and what npm
 * installed, the generate script, and the installed versions of Orval and Redocly CLI.
 */
export function generateInputsFingerprint(root: string): string {
  const hash = createHash('sha256');
  const files = [
    ...filesUnder(join(root, 'openapi')),
    ...INPUT_FILES.map((file) => join(root, file)),
  ];
  for (const file of files) {
    const content = existsSync(file) ? readFileSync(file) : '\0missing';
    hash.update(relative(root, file)).update('\0').update(content).update('\0');
  }
  for (const pkg of TOOLS) hash.update(installedVersion(root, pkg)).update('\0');
  return hash.digest('hex');
}

/** Whether the generated code in `root` was made from what is there now. */
export function generatedIsUpToDate(root: string): boolean {
  const stamp = join(root, GENERATE_STAMP);
  return (
    GENERATE_OUTPUTS.every((output) => existsSync(join(root, output))) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8').trim() === generateInputsFingerprint(root)
  );
}
