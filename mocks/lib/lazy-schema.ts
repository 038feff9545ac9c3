/**
 * A schema that is built the first time anything touches it (issue 18).
 *
 * The fake's worker build wraps each of the contract's component schemas in this
 * (scripts/lib/fake-worker-plugin.ts, lazyComponentSchemas): the worker would otherwise build
 * all of them as its script runs, about half of its evaluation on a first visit, while the
 * page renders beside it. The collections' record schemas are written with it too
 * (mocks/collections/*.ts, mocks/db.ts; in Node as in the worker): a collection touches its
 * schema only to check a record, which a first visit's reads and a trusted restore never do.
 * A visit uses few of them: the schemas of the requests it makes and of the records it creates.
 *
 * The stand-in forwards every operation to the built schema, so it goes wherever a schema goes
 * (`.extend`, `.omit`, a property of `z.object`, `parse`, `instanceof`). What it cannot be is
 * the same object: a registry keyed by schema (zod's `.describe()` metadata) knows the built
 * one, which the fake never looks up.
 */
export function lazySchema<Schema extends object>(build: () => Schema): Schema {
  let built: Schema | undefined;
  const schema = (): Schema => (built ??= build());
  // An empty, extensible target: whatever the built schema holds may be reported as
  // configurable without breaking the invariants a proxy keeps with its target.
  return new Proxy({} as Schema, {
    get: (_, key) => Reflect.get(schema(), key),
    has: (_, key) => Reflect.has(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
    defineProperty: (_, key, descriptor) =>
      Reflect.defineProperty(schema(), key, { ...descriptor, configurable: true }),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
