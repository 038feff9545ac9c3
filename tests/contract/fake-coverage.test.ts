// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { registeredOperations } from '../../mocks/lib/route.ts';
import { createNodeFake } from '../../mocks/node.ts';
import { operations } from './bundle';

/**
 * The fake backend answers the whole contract: every operationId of the bundled contract
 * (src/api/generated/openapi.json) has a route registered with route() (mocks/lib/route.ts),
 * and no route names an operation the contract does not have.
 */
describe('the fake backend covers the contract', () => {
  it('registers a route for every operation of the contract', async () => {
    await createNodeFake();
    const missing = operations
      .map(({ method, path, operation }) => ({
        id: operation.operationId,
        at: `${method} ${path}`,
      }))
      .filter(({ id }) => !registeredOperations.has(id));
    expect(
      missing.map(({ id, at }) => `${id} (${at})`),
      `${missing.length} operations have no route in the fake`,
    ).toEqual([]);
  });

  it('registers no operation the contract does not have', async () => {
    await createNodeFake();
    const known = new Set(operations.map(({ operation }) => operation.operationId));
    expect([...registeredOperations.keys()].filter((id) => !known.has(id))).toEqual([]);
  });
});
