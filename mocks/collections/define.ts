import { Collection } from '@msw/data';

/** What a collection's records are checked with (a zod schema, as every collection here). */
type RecordSchema = ConstructorParameters<typeof Collection>[0]['schema'];

/** Off only while one trusted record is handed to its collection (createChecked below). */
let checking = true;

/**
 * The record schema, with its check skipped for a record the fake made and checked itself
 * (a saved or pre-seeded world being restored): the standard-schema `validate` is all that
 * @msw/data calls.
 */
function skippable<Schema extends RecordSchema>(schema: Schema): Schema {
  const standard = schema['~standard'];
  return {
    ...schema,
    '~standard': {
      ...standard,
      validate: (value: unknown) => (checking ? standard.validate(value) : { value }),
    },
  };
}

/**
 * One @msw/data collection per record schema, under the name the db gives it: an area's
 * collections are declared as `{ name: schema }` (see mocks/db.ts).
 */
export function defineCollections<const Schemas extends Record<string, RecordSchema>>(
  schemas: Schemas,
): { [Name in keyof Schemas]: Collection<Schemas[Name]> } {
  const entries = Object.entries(schemas).map(([name, schema]) => [
    name,
    new Collection({ schema: skippable(schema) }),
  ]);
  // Object.fromEntries loses the names; every entry is the collection of its own schema.
  return Object.fromEntries(entries) as { [Name in keyof Schemas]: Collection<Schemas[Name]> };
}

/**
 * Creates a record without its schema check: for records the fake made and checked before
 * (restoring a snapshot), a thousand of which would otherwise cost the browser's start-up
 * tens of milliseconds (issue 18). @msw/data calls the schema synchronously at the start of
 * `create`, so the check is off for this record only, not for anything running meanwhile.
 */
export function createUnchecked(
  collection: { create: (value: never) => Promise<unknown> },
  record: unknown,
): Promise<unknown> {
  checking = false;
  try {
    return collection.create(record as never);
  } finally {
    checking = true;
  }
}

/** What restoring needs of a collection (every @msw/data collection). */
interface Restorable {
  create: (value: never) => Promise<unknown>;
  all: () => unknown[];
  count: () => number;
  clear: () => void;
}

/**
 * The two internal marks @msw/data gives each record it creates (a primary key, and a map of
 * relations), read off a record it created; null when the record does not carry exactly those.
 */
function internalMarks(record: unknown): { key: symbol; relations: symbol } | null {
  if (typeof record !== 'object' || record === null) return null;
  const marks = Object.getOwnPropertySymbols(record);
  const value = (mark: symbol) => (record as Record<symbol, unknown>)[mark];
  const relations = marks.find((mark) => value(mark) instanceof Map);
  const key = marks.find((mark) => ['string', 'number'].includes(typeof value(mark)));
  return marks.length === 2 && key && relations ? { key, relations } : null;
}

/**
 * Fills an empty collection with records the fake made and checked before (a saved or seeded
 * world): the first through `create` (checked when `checkFirst`), the others handed over as
 * they are, with the marks `create` gave the first. `create` copies each record deeply and
 * resolves it on a promise of its own, which for the demo world's 1,200 records was 30 ms of
 * a first visit's start-up, while the page renders (issue 18). The records are the fake's own
 * (no relations are declared), fresh from JSON.parse, so nothing else shares them. Should a
 * version of @msw/data keep its records otherwise (`all()` not its own list, other marks), or
 * a record be another collection's already, the collection is filled through `create`.
 */
export async function restoreRecords(
  collection: Restorable,
  records: readonly unknown[],
  checkFirst: boolean,
): Promise<void> {
  const [first, ...rest] = records;
  if (first === undefined) return;
  const created = checkFirst
    ? await collection.create(first as never)
    : await createUnchecked(collection, first);
  const marks = internalMarks(created);
  const list = collection.all();
  if (marks && list.length === 1 && list[0] === created) {
    try {
      for (const record of rest) {
        Object.defineProperties(record, {
          [marks.key]: { value: crypto.randomUUID(), enumerable: false, configurable: false },
          [marks.relations]: { value: new Map(), enumerable: false, configurable: false },
        });
        list.push(record);
      }
      if (collection.count() === records.length) return;
    } catch {
      // A record that is some collection's already (it carries the marks): through create.
    }
    list.length = 1;
  }
  for (const record of rest) await createUnchecked(collection, record);
}
