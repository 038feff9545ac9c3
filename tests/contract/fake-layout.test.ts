// @vitest-environment node
import { readdirSync } from 'node:fs';
import type { HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import type { FakeContext } from '../../mocks/context.ts';
import { createDb } from '../../mocks/db.ts';
import { loadDictionaryFromDisk } from '../../mocks/lib/dictionaries-on-disk.ts';
import { registeredOperations } from '../../mocks/lib/route.ts';
import { operations } from './bundle';

/**
 * One handler file per contract tag (DESIGN "Fake backend rules"): mocks/handlers/<tag>.ts
 * exports <tag>Handlers(ctx) registering exactly the operations the contract tags <tag>, so an
 * operation is found by its tag alone.
 */
const handlersDir = new URL('../../mocks/handlers/', import.meta.url);
const camel = (tag: string) => tag.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
const tags = [...new Set(operations.map(({ operation }) => operation.tags?.[0] ?? ''))].sort();

type Factory = (ctx: FakeContext, loader: typeof loadDictionaryFromDisk) => HttpHandler[];

describe('the fake backend is laid out by contract tag', () => {
  it('has a handler file for every tag and none for a tag the contract lacks', () => {
    const files = readdirSync(handlersDir)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => name.replace(/\.ts$/, ''))
      // index wires the tags; art draws the storage artwork, which is no contract operation.
      .filter((name) => name !== 'index' && name !== 'art');
    expect(files.sort()).toEqual(tags);
  });

  it.each(tags)('mocks/handlers/%s.ts registers exactly the operations of its tag', async (tag) => {
    const module = (await import(`../../mocks/handlers/${tag}.ts`)) as Record<string, unknown>;
    const factory = module[`${camel(tag)}Handlers`] as Factory | undefined;
    expect(factory, `${tag}.ts exports ${camel(tag)}Handlers`).toBeTypeOf('function');
    registeredOperations.clear();
    factory?.({ db: createDb() }, loadDictionaryFromDisk);
    const expected = operations
      .filter(({ operation }) => operation.tags?.[0] === tag)
      .map(({ operation }) => operation.operationId)
      .sort();
    expect([...registeredOperations.keys()].sort()).toEqual(expected);
  });
});
