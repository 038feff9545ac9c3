import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Contract, isSecured, securedOperationIds } from './lib/secured-operations.ts';

const root = join(import.meta.dirname, '..');
const contract = JSON.parse(
  readFileSync(join(root, 'src/api/generated/openapi.json'), 'utf8'),
) as Contract;
const endpoints = join(root, 'src/api/generated/endpoints');
const generated = readdirSync(endpoints, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
  .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'))
  .join('\n');

/** The options the generated fetcher of an operation gives the mutator. */
function mutatorOptionsOf(operationId: string): string {
  const start = generated.indexOf(`export const ${operationId} = (`);
  if (start < 0) throw new Error(`no generated fetcher ${operationId}`);
  const body = generated.slice(start, generated.indexOf('\n    }\n', start));
  return body.slice(body.lastIndexOf('},'));
}

describe('the calls that need a session: the contract’s security, in the generated client', () => {
  it('takes the document’s bearer requirement, and an operation’s empty one as public', () => {
    const secured = securedOperationIds(contract);
    expect(secured).toContain('getUserProfile');
    expect(secured).toContain('logoutMember');
    expect(secured).not.toContain('loginMember');
    expect(secured).not.toContain('getMemberBanners');
    expect(isSecured(contract, { security: [{}, { bearerAuth: [] }] })).toBe(false);
    expect(isSecured(contract, {})).toBe(true);
  });

  it('every generated call of a secured operation says so to the mutator, and no public one does', () => {
    const operations = Object.values(contract.paths).flatMap((item) =>
      Object.values(item).filter((operation) => operation.operationId !== undefined),
    );
    expect(operations.length).toBeGreaterThan(100);
    expect(mutatorOptionsOf('getUserProfile')).toContain('session: true');
    expect(mutatorOptionsOf('getMemberBanners')).not.toContain('session: true');
    const wrong = operations.filter(
      (operation) =>
        mutatorOptionsOf(operation.operationId ?? '').includes('session: true') !==
        isSecured(contract, operation),
    );
    expect(wrong.map((operation) => operation.operationId)).toEqual([]);
  });
});
