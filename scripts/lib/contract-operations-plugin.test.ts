import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractOperations } from './contract-operations-plugin.ts';

const root = join(import.meta.dirname, '../..');

describe("the response check's table of the contract's operations", () => {
  const operations = contractOperations(root);

  it('lists every operation of the bundled contract once, with its method and path', () => {
    const contract = JSON.parse(
      readFileSync(join(root, 'src/api/generated/openapi.json'), 'utf8'),
    ) as { paths: Record<string, Record<string, { operationId?: string }>> };
    const expected = Object.entries(contract.paths).flatMap(([template, item]) =>
      Object.entries(item)
        .filter(([, operation]) => typeof operation === 'object' && operation.operationId)
        .map(
          ([method, operation]) => `${method.toUpperCase()} ${template} ${operation.operationId}`,
        ),
    );
    expect(operations.map((op) => `${op.method} ${op.template} ${op.operationId}`)).toEqual(
      expected,
    );
    expect(operations.find((op) => op.operationId === 'getUserProfile')).toMatchObject({
      method: 'GET',
      template: '/member/userprofile',
    });
  });

  it("names for each operation the generated zod file that holds its answers' schemas", () => {
    for (const operation of operations) {
      const file = readFileSync(join(root, 'src/api/generated/zod', operation.schemas), 'utf8');
      const name = operation.operationId.charAt(0).toUpperCase() + operation.operationId.slice(1);
      expect(file, operation.operationId).toMatch(
        new RegExp(`^export const ${name}\\d{3}Response\\b`, 'm'),
      );
    }
  });
});
