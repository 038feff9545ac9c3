import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { Plugin } from 'vite';

const ID = 'virtual:fortuna-contract-operations';
const RESOLVED = `\0${ID}`;

/** One operation of the contract as the site's response check needs it. */
export interface ContractOperation {
  operationId: string;
  /** Upper case: GET, POST… */
  method: string;
  /** The path as the contract writes it: /promotion/{id}. */
  template: string;
  /** The generated zod file holding its answers' schemas, relative to the zod folder. */
  schemas: string;
}

const pascal = (operationId: string) => operationId.charAt(0).toUpperCase() + operationId.slice(1);

/**
 * The contract's operations from the bundled document (`openapi.json`) and the generated zod
 * files (one per tag): which file names each operation's `<Operation><status>Response`.
 */
export function contractOperations(root: string): ContractOperation[] {
  const zodDir = join(root, 'src/api/generated/zod');
  const fileOf = new Map<string, string>();
  for (const found of readdirSync(zodDir, { recursive: true, encoding: 'utf8' })) {
    // As the check's import.meta.glob names it: `<tag>/<tag>.zod.ts`, on any system.
    const file = found.split(sep).join('/');
    // The tags' files only: the index and the shared schemas re-export or hold no answers.
    if (!file.endsWith('.zod.ts') || !file.includes('/')) continue;
    const text = readFileSync(join(zodDir, found), 'utf8');
    for (const match of text.matchAll(/^export const (\w+?)\d{3}Response\b/gm))
      fileOf.set(match[1] ?? '', file);
  }
  const contract = JSON.parse(
    readFileSync(join(root, 'src/api/generated/openapi.json'), 'utf8'),
  ) as { paths: Record<string, Record<string, { operationId?: string } | unknown>> };
  const operations: ContractOperation[] = [];
  for (const [template, item] of Object.entries(contract.paths))
    for (const [method, operation] of Object.entries(item)) {
      const operationId = (operation as { operationId?: string } | null)?.operationId;
      if (!operationId) continue;
      operations.push({
        operationId,
        method: method.toUpperCase(),
        template,
        schemas: fileOf.get(pascal(operationId)) ?? '',
      });
    }
  return operations;
}

/**
 * `virtual:fortuna-contract-operations`: the contract's operations as a small table (id,
 * method, path, the zod file of its answers) for the site's response check in mock and
 * development builds (src/api/http/contract-check.ts). The check loaded the whole bundled
 * document (about 80 kB gzip, parsed on every page) to find an operation by its path, and
 * every tag's schemas to check one answer; it now loads this table and the schemas of the tags
 * a page calls.
 */
export function contractOperationsModule(root: string): Plugin {
  return {
    name: 'fortuna:contract-operations',
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      this.addWatchFile(join(root, 'src/api/generated/openapi.json'));
      return `export default ${JSON.stringify(contractOperations(root))};`;
    },
  };
}
