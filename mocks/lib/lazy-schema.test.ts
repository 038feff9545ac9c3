// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { lazySchema } from './lazy-schema.ts';

const money = () => z.string().regex(/^\d+\.\d{2}$/);
const account = () => z.object({ id: z.number().int(), name: z.string(), money: money() });

describe("issue 18: a contract schema in the fake's worker is built when first touched", () => {
  it('builds nothing until something touches it, then once', () => {
    const build = vi.fn(account);
    const schema = lazySchema(build);
    const composed = z.object({ owner: schema });
    expect(build).not.toHaveBeenCalled();
    expect(composed.parse({ owner: { id: 1, name: 'demo001', money: '10.00' } })).toEqual({
      owner: { id: 1, name: 'demo001', money: '10.00' },
    });
    expect(schema.safeParse({ id: 1, name: 'x', money: '1' }).success).toBe(false);
    expect(build).toHaveBeenCalledOnce();
  });

  it('goes wherever its schema goes: omit and extend, optional, instanceof, and the standard check @msw/data calls', async () => {
    const schema = lazySchema(account);
    const record = schema.omit({ name: true }).extend({ created_at: z.number().int() });
    expect(record.parse({ id: 2, money: '0.50', created_at: 1 })).toEqual({
      id: 2,
      money: '0.50',
      created_at: 1,
    });
    expect(schema.optional().parse(undefined)).toBeUndefined();
    expect(schema).toBeInstanceOf(z.ZodObject);
    expect(Object.keys(schema.shape)).toEqual(['id', 'name', 'money']);
    // mocks/collections/define.ts copies a record schema with its own check in front.
    const copy = { ...schema, '~standard': schema['~standard'] };
    const checked = await copy['~standard'].validate({ id: 'x' });
    expect(checked.issues?.length).toBeGreaterThan(0);
  });
});
