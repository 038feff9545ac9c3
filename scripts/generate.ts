/**
 * `npm run generate`: bundles the contract (Redocly CLI) into src/api/generated/openapi.json and
 * runs Orval (hooks, models, zod) on it, unless what it generates from is unchanged since its
 * last complete run (scripts/lib/generate-inputs.ts). `npm ci` generates (postinstall), and
 * `npm test`, `npm start` and `npm run build` each begin with `generate`: on a fresh clone that
 * second run found nothing new and still took about 6 s of the busy 2-core machine.
 *
 * `--force` generates anyway. The generated folder is never edited by hand (it is not
 * committed); a missing output is generated again.
 */
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  GENERATE_STAMP,
  generatedIsUpToDate,
  generateInputsFingerprint,
} from './lib/generate-inputs.ts';

const root = join(import.meta.dirname, '..');
const stamp = join(root, GENERATE_STAMP);

function run(command: string, args: string[]): void {
  const result = spawnSync(join(root, 'node_modules/.bin', command), args, {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.error) console.error(`generate: ${command} did not run: ${result.error.message}`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!process.argv.includes('--force') && generatedIsUpToDate(root)) {
  console.log('generate: skipped, the contract, the Orval config and the tools are unchanged');
} else {
  // A run that stops half-way leaves no stamp: the next one generates again.
  rmSync(stamp, { force: true });
  const fingerprint = generateInputsFingerprint(root);
  run('redocly', [
    'bundle',
    'openapi/openapi.yaml',
    '--output',
    'src/api/generated/openapi.json',
    '--ext',
    'json',
    '--lint-config',
    'off',
  ]);
  run('orval', ['--config', 'orval.config.ts']);
  writeFileSync(stamp, `${fingerprint}\n`);
}
