/**
 * `npm run contract:diff -- [BASE]`: what the working tree's contract breaks and adds against
 * the contract at the git revision BASE (default HEAD~1), and the gate of `npm test`: a
 * breaking change needs a major bump of info.version recorded in openapi/CHANGELOG.md.
 * Exit codes: 0 the change may merge, 1 the gate refuses it, 2 the comparison could not run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DiffUnusable,
  bundleContract,
  checkOutContract,
  diffBundles,
  formatDiff,
  readChangelog,
  resolveRevision,
  root,
  versionGate,
} from './lib/contract-diff.ts';

const DEFAULT_BASE = 'HEAD~1';
const EXIT_REFUSED = 1;
const EXIT_UNUSABLE = 2;

const USAGE = `Usage: npm run contract:diff -- [BASE]

Compares the contract in the working tree (openapi/, committed or not) with the contract at
the git revision BASE (default ${DEFAULT_BASE}; on a branch, name the branch it will merge
into: main, origin/main), both bundled as npm run generate bundles them, and lists the
breaking changes apart from the additions. Fails when there is a breaking change and
info.version did not take a major bump, or when openapi/CHANGELOG.md has no entry for
info.version.

Without BASE, a clone that lacks ${DEFAULT_BASE} (shallow, or a single commit) compares
nothing and passes with a note; a BASE named but not found is an error.`;

function main(args: readonly string[]): number {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  if (args.length > 1 || args.some((arg) => arg.startsWith('-'))) {
    console.error(USAGE);
    return EXIT_UNUSABLE;
  }
  const named = args[0];
  const base = named ?? DEFAULT_BASE;
  const resolved = resolveRevision(base);
  if (!resolved.found) {
    const why =
      resolved.reason === 'no-git'
        ? 'this folder is not a git clone'
        : `${base} is not in this clone${named ? '' : ' (a shallow clone, or its first commit)'}`;
    if (named) {
      console.error(`contract:diff: ${why}.`);
      return EXIT_UNUSABLE;
    }
    console.log(
      `contract:diff: ${why}: nothing to compare. Fetch more history (git fetch --deepen=1) ` +
        'or name a base: npm run contract:diff -- <revision>.',
    );
    return 0;
  }

  const work = mkdtempSync(join(tmpdir(), 'fortuna-contract-diff-'));
  try {
    if (!checkOutContract(resolved.commit, join(work, 'base'))) {
      console.log(`contract:diff: ${base} has no openapi/ contract: nothing to compare.`);
      return 0;
    }
    const baseBundle = join(work, 'base.json');
    const revisionBundle = join(work, 'revision.json');
    bundleContract(join(work, 'base/openapi/openapi.yaml'), baseBundle);
    bundleContract(join(root, 'openapi/openapi.yaml'), revisionBundle);
    const diff = diffBundles(baseBundle, revisionBundle);

    console.log(
      `Contract ${diff.version} (working tree) against ${diff.baseVersion} at ${base} ` +
        `(${resolved.commit.slice(0, 10)}):`,
    );
    console.log(formatDiff(diff));
    const problems = versionGate({
      breaking: diff.breaking.length,
      baseVersion: diff.baseVersion,
      version: diff.version,
      changelog: readChangelog(),
    });
    if (problems.length > 0) {
      console.error(`\n✗ contract:diff: ${problems.join('; ')}.`);
      return EXIT_REFUSED;
    }
    console.log(
      `\n✓ contract:diff: ${diff.breaking.length} breaking, ${diff.additions.length} added, ` +
        `${diff.other.length} other.`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof DiffUnusable)) throw error;
    console.error(`contract:diff: ${error.message}`);
    return EXIT_UNUSABLE;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

process.exitCode = main(process.argv.slice(2));
