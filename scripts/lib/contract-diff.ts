/**
 * Breaking-change detection for the contract (issue 32, docs/decisions/0027): bundles the
 * contract at a git revision and in the working tree as `npm run generate` does, compares them
 * with Redocly CLI's `diff`, and sorts its changes into breaking ones, additions and the rest;
 * `versionGate` holds a breaking change to a major bump of `info.version` recorded in
 * openapi/CHANGELOG.md.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '../..');
const redoclyCli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');

/** A failure to run the comparison at all (no git, a bundle that fails), not a finding. */
export class DiffUnusable extends Error {}

function run(
  command: string,
  args: readonly string[],
  options: { cwd?: string; input?: Buffer } = {},
): { ok: boolean; stdout: Buffer; stderr: string } {
  const result = spawnSync(command, args, {
    cwd: options.cwd ?? root,
    input: options.input,
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.error) throw new DiffUnusable(`cannot run ${command}: ${result.error.message}`);
  return { ok: result.status === 0, stdout: result.stdout, stderr: result.stderr.toString() };
}

function redocly(args: readonly string[]): { ok: boolean; stdout: Buffer; stderr: string } {
  return run(process.execPath, [redoclyCli, ...args]);
}

/** What the default base, or one named, turned out to be. */
export type BaseResolution =
  { found: true; commit: string } | { found: false; reason: 'no-git' | 'unknown-revision' };

/** The commit a revision names, or why there is none (a shallow clone has no HEAD~1). */
export function resolveRevision(revision: string): BaseResolution {
  let result: ReturnType<typeof run>;
  try {
    result = run('git', ['rev-parse', '--verify', '--quiet', `${revision}^{commit}`]);
  } catch {
    return { found: false, reason: 'no-git' };
  }
  if (result.ok) return { found: true, commit: result.stdout.toString().trim() };
  const inRepo = run('git', ['rev-parse', '--git-dir']).ok;
  return { found: false, reason: inRepo ? 'unknown-revision' : 'no-git' };
}

/**
 * Copies openapi/ as it was at `commit` into `dir` (git archive: the index and the working
 * tree are not touched). False when that commit has no contract.
 */
export function checkOutContract(commit: string, dir: string): boolean {
  const archive = run('git', ['archive', '--format=tar', commit, 'openapi']);
  if (!archive.ok) {
    if (/pathspec|did not match/.test(archive.stderr)) return false;
    throw new DiffUnusable(`git archive ${commit} openapi failed: ${archive.stderr.trim()}`);
  }
  mkdirSync(dir, { recursive: true });
  const untar = run('tar', ['-x', '-f', '-', '-C', dir], { input: archive.stdout });
  if (!untar.ok) throw new DiffUnusable(`cannot unpack the contract: ${untar.stderr.trim()}`);
  return true;
}

/** `redocly bundle` with the flags of `npm run generate`: one JSON document. */
export function bundleContract(rootDocument: string, output: string): void {
  const result = redocly([
    'bundle',
    rootDocument,
    '--output',
    output,
    '--ext',
    'json',
    '--lint-config',
    'off',
  ]);
  if (!result.ok) {
    throw new DiffUnusable(`redocly bundle ${rootDocument} failed:\n${result.stderr.trim()}`);
  }
}

// --- Redocly's report -------------------------------------------------------------------------

type Impact = 'major' | 'minor' | 'patch';

interface RedoclyVerdict {
  ruleId: string;
  message: string;
  /** Where the rule found it; for a shared schema, the schema itself. */
  location?: { pointer?: string };
}

interface RedoclyChange {
  path: string;
  kind: 'added' | 'removed' | 'modified';
  impact: Impact;
  property?: string;
  verdicts: RedoclyVerdict[];
  base?: { pointer?: string; value?: unknown };
  revision?: { pointer?: string; value?: unknown };
}

interface RedoclyReport {
  reportVersion: string;
  infoVersions?: { base?: string; revision?: string };
  changes: RedoclyChange[];
}

function isReport(value: unknown): value is RedoclyReport {
  if (typeof value !== 'object' || value === null) return false;
  const report = value as Partial<RedoclyReport>;
  return report.reportVersion === '1' && Array.isArray(report.changes);
}

/** Runs `redocly diff` on two bundled contracts and returns its JSON report. */
function redoclyDiff(base: string, revision: string): RedoclyReport {
  // `--fail-on none`: the gate below decides; a non-zero exit is then a failure to compare.
  const result = redocly(['diff', base, revision, '--format', 'json', '--fail-on', 'none']);
  if (!result.ok) throw new DiffUnusable(`redocly diff failed:\n${result.stderr.trim()}`);
  const report: unknown = JSON.parse(result.stdout.toString());
  // The command is marked experimental: a new report format must fail loudly, not pass.
  if (!isReport(report)) {
    throw new DiffUnusable('redocly diff answered a report of another format than version 1');
  }
  return report;
}

// --- Classification ---------------------------------------------------------------------------

/** breaking: a client in the field can fail; addition: something new; other: the rest. */
export type ChangeKind = 'breaking' | 'addition' | 'other';

export interface ContractChange {
  kind: ChangeKind;
  /** `POST /member/game/transfer`, or null for a change outside the paths (servers, info). */
  operation: string | null;
  /** Where in the operation (or the document): `responses/200/content/.../properties/x`. */
  where: string;
  /** Why, in Redocly's words (`Enum of \`period\` lost values: 'month'.`). */
  message: string;
  /** Redocly's rule (`enum-values-removed`), when one judged the change. */
  rule: string | null;
  /**
   * The shared schema the change is in (`components/schemas/LimitPeriod/enum`): Redocly names
   * the first operation that uses it, which may be far from where the backend team looks.
   */
  schema: string | null;
}

export interface ContractDiff {
  baseVersion: string;
  version: string;
  breaking: ContractChange[];
  additions: ContractChange[];
  other: ContractChange[];
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** `#/paths/~1a~1{id}/get/responses/200` → `GET /a/{id}` and `responses/200`. */
export function locate(pointer: string): { operation: string | null; where: string } {
  const segments = pointer.replace(/^#\//, '').split('/');
  const [top, path, method, ...rest] = segments;
  if (top === 'paths' && path !== undefined && method !== undefined && METHODS.has(method)) {
    return {
      operation: `${method.toUpperCase()} ${unescapePointer(path)}`,
      where: rest.map(unescapePointer).join('/'),
    };
  }
  if (top === 'paths' && path !== undefined) {
    return { operation: null, where: `path ${unescapePointer(path)}` };
  }
  return { operation: null, where: segments.map(unescapePointer).join('/') };
}

const VERBS = { added: 'added', removed: 'removed', modified: 'changed' } as const;

/** Redocly's verdicts, or for a change no rule judged (an addition): what happened where. */
function describe(change: RedoclyChange, where: string): string {
  const messages = change.verdicts.map((verdict) => verdict.message);
  if (messages.length > 0) return messages.join(' ');
  const what = [where || 'the operation', change.property].filter(Boolean).join(' · ');
  return `${VERBS[change.kind]}: ${what}`;
}

/**
 * The values an enum lost. Redocly rates a value removed from an enum that only answers carry
 * as a patch (a client never receives it again); Fortuna counts every removed value as
 * breaking (issue 32): stored records keep the values they had, and clients built from the new
 * contract, whose zod enums no longer know the value, refuse those records (decision 0027).
 */
function lostEnumValues(change: RedoclyChange): unknown[] {
  const before = change.base?.value;
  const after = change.revision?.value;
  if (change.property !== 'enum' || !Array.isArray(before) || !Array.isArray(after)) return [];
  return before.filter((value) => !after.includes(value));
}

function sharedSchema(change: RedoclyChange): string | null {
  const pointers = [
    ...change.verdicts.map((verdict) => verdict.location?.pointer),
    change.revision?.pointer,
    change.base?.pointer,
  ];
  const shared = pointers.find((pointer) => pointer?.startsWith('#/components/'));
  return shared ? locate(shared).where : null;
}

/** Sorts Redocly's changes: its `major` impact is breaking, an added node is an addition. */
export function classify(report: RedoclyReport): ContractDiff {
  const diff: ContractDiff = {
    baseVersion: report.infoVersions?.base ?? '',
    version: report.infoVersions?.revision ?? '',
    breaking: [],
    additions: [],
    other: [],
  };
  for (const change of report.changes) {
    const { operation, where } = locate(change.path);
    const lost = change.impact === 'major' ? [] : lostEnumValues(change);
    const kind: ChangeKind =
      change.impact === 'major' || lost.length > 0
        ? 'breaking'
        : change.kind === 'added'
          ? 'addition'
          : 'other';
    const entry: ContractChange =
      lost.length > 0
        ? {
            kind,
            operation,
            where,
            message: `Enum of an answer lost values: ${lost.map((value) => `'${String(value)}'`).join(', ')}.`,
            rule: 'fortuna:enum-values-removed',
            schema: sharedSchema(change),
          }
        : {
            kind,
            operation,
            where,
            message: describe(change, where),
            rule: change.verdicts[0]?.ruleId ?? null,
            schema: sharedSchema(change),
          };
    if (kind === 'breaking') diff.breaking.push(entry);
    else if (kind === 'addition') diff.additions.push(entry);
    else diff.other.push(entry);
  }
  return diff;
}

/** Compares two bundled contracts (JSON files). */
export function diffBundles(base: string, revision: string): ContractDiff {
  return classify(redoclyDiff(base, revision));
}

// --- The version and changelog gate -----------------------------------------------------------

const SEMVER = /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether a Keep a Changelog file has a release heading `## [version]` for the version. */
export function changelogRecords(changelog: string, version: string): boolean {
  return new RegExp(`^## \\[${escapeRegExp(version)}\\]`, 'm').test(changelog);
}

export interface GateInput {
  /** How many breaking changes the diff found. */
  breaking: number;
  /** `info.version` at the base, and in the working tree. */
  baseVersion: string;
  version: string;
  /** openapi/CHANGELOG.md, or null when it is missing. */
  changelog: string | null;
}

/**
 * The rule of issue 32: a breaking change needs a major bump of `info.version`, and the
 * changelog records the contract's version (so every bump, breaking or not, has its entry).
 * Returns what is wrong, empty when the change may merge.
 */
export function versionGate(input: GateInput): string[] {
  const problems: string[] = [];
  const current = SEMVER.exec(input.version);
  if (!current) {
    problems.push(`info.version '${input.version}' is not a semantic version (MAJOR.MINOR.PATCH)`);
  }
  if (input.changelog === null) {
    problems.push('openapi/CHANGELOG.md is missing');
  } else if (!changelogRecords(input.changelog, input.version)) {
    problems.push(
      `openapi/CHANGELOG.md has no entry '## [${input.version}] - YYYY-MM-DD' for info.version`,
    );
  }
  if (input.breaking > 0 && current) {
    const base = SEMVER.exec(input.baseVersion);
    const bumped = base ? Number(current[1]) > Number(base[1]) : true;
    if (!bumped) {
      const count =
        input.breaking === 1
          ? '1 breaking change needs'
          : `${input.breaking} breaking changes need`;
      problems.push(
        `${count} a major bump of info.version (${input.baseVersion} at the base, ` +
          `${input.version} now), recorded in openapi/CHANGELOG.md`,
      );
    }
  }
  return problems;
}

/** The changelog beside the contract, or null. */
export function readChangelog(dir = join(root, 'openapi')): string | null {
  try {
    return readFileSync(join(dir, 'CHANGELOG.md'), 'utf8');
  } catch {
    return null;
  }
}

// --- The report -------------------------------------------------------------------------------

function section(title: string, changes: readonly ContractChange[]): string[] {
  if (changes.length === 0) return [];
  const lines = [`${title} (${changes.length})`];
  const byOperation = new Map<string, ContractChange[]>();
  for (const change of changes) {
    const key = change.operation ?? 'the document';
    byOperation.set(key, [...(byOperation.get(key) ?? []), change]);
  }
  for (const [operation, list] of byOperation) {
    lines.push(`  ${operation}`);
    for (const change of list) {
      if (change.rule === null) {
        lines.push(`    ${change.message}`);
        continue;
      }
      lines.push(`    ${change.message} [${change.rule}]`);
      if (change.where) lines.push(`      at ${change.where}`);
      if (change.schema) lines.push(`      in ${change.schema}`);
    }
  }
  return lines;
}

/** The lists the command prints: breaking changes first, then additions, then the rest. */
export function formatDiff(diff: ContractDiff): string {
  const lines = [
    ...section('Breaking changes', diff.breaking),
    ...section('Additions', diff.additions),
    ...section('Other changes', diff.other),
  ];
  return lines.length > 0 ? lines.join('\n') : 'No changes to the contract.';
}
