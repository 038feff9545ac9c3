import { Collection } from '@msw/data';

/** What a collection's records are checked with (a zod schema, as every collection here). */
type RecordSchema = ConstructorParameters<typeof Collection>[0]['schema'];

/** Off only while one trusted record is handed to its collection (createChecked below). */
let checking = true;

/**
 * The record schema, with its check skipped for a record the fake made and checked itself
 * (a saved or pre-seeded world being restored): the standard-schema `validate` is all that
 * @msw/data calls. The schema is not touched until a record is checked: the collections' schemas
 * are built when first used (lazySchema), and a first visit's reads check none (issue 18).
 */
function skippable<Schema extends RecordSchema>(schema: Schema): Schema {
  const standard = () => schema['~standard'];
  const skipping: RecordSchema = {
    '~standard': {
      get version() {
        return standard().version;
      },
      get vendor() {
        return standard().vendor;
      },
      validate: (value: unknown) => (checking ? standard().validate(value) : { value }),
    },
  };
  // Only `~standard` of a collection's schema is read (by @msw/data); its type is the schema's.
  return skipping as Schema;
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
 * relations): the same two for every collection of the library.
 */
export interface RecordMarks {
  key: symbol;
  relations: symbol;
}

/** The marks read off a record @msw/data created; null when it does not carry exactly those. */
function internalMarks(record: unknown): RecordMarks | null {
  if (typeof record !== 'object' || record === null) return null;
  const marks = Object.getOwnPropertySymbols(record);
  const value = (mark: symbol) => (record as Record<symbol, unknown>)[mark];
  const relations = marks.find((mark) => value(mark) instanceof Map);
  const key = marks.find((mark) => ['string', 'number'].includes(typeof value(mark)));
  return marks.length === 2 && key && relations ? { key, relations } : null;
}

let handedOver = 0;
/**
 * A record's key as handed over: @msw/data only compares keys (a record's identity in its
 * queries and relations), so a text no other record has will do. `create` gives a random
 * UUID, which never looks like these; 1,200 UUIDs cost a first visit's worker about 6 ms.
 */
const nextKey = () => `handed-over-${++handedOver}`;

/**
 * Hands records over to a collection's own list (`all()`), each with the marks `create` would
 * give it. False, with the list as it was, when the collection did not take them all: its
 * list is a copy, or a record carries marks already (it is some collection's).
 */
function handOver(
  collection: Restorable,
  records: readonly unknown[],
  marks: RecordMarks,
): boolean {
  const list = collection.all();
  const before = list.length;
  try {
    for (const record of records) {
      // As `create` defines them (not enumerable, not writable, not configurable), one at a
      // time: a descriptor map per record cost twice as much.
      Object.defineProperty(record, marks.key, { value: nextKey() });
      Object.defineProperty(record, marks.relations, { value: new Map() });
      list.push(record);
    }
    if (collection.count() === before + records.length) return true;
  } catch {
    // Some collection's record already: through create.
  }
  list.length = before;
  return false;
}

/**
 * Fills an empty collection with records the fake made and checked before (a saved or seeded
 * world): handed over as they are, with the marks `create` gives a record. `create` copies
 * each record deeply and resolves it on a promise of its own, which for the demo world's 1,200
 * records was 30 ms of a first visit's start-up, while the page renders (issue 18). The
 * records are the fake's own (no relations are declared), fresh from JSON.parse, so nothing
 * else shares them.
 *
 * `known` are the marks learnt from an earlier collection: with them, and no check wanted, no
 * record goes through `create`. Otherwise the first does (checked when `checkFirst`), and the
 * marks are read off it. Resolves with the marks, for the next collection. Should a version of
 * @msw/data keep its records otherwise (`all()` not its own list, other marks), or a record be
 * another collection's already, the collection is filled through `create`.
 */
export async function restoreRecords(
  collection: Restorable,
  records: readonly unknown[],
  checkFirst: boolean,
  known: RecordMarks | null = null,
): Promise<RecordMarks | null> {
  const [first, ...rest] = records;
  if (first === undefined) return known;
  if (known && !checkFirst && collection.count() === 0 && handOver(collection, records, known))
    return known;
  const created = checkFirst
    ? await collection.create(first as never)
    : await createUnchecked(collection, first);
  const marks = internalMarks(created);
  const list = collection.all();
  if (marks && list.length === 1 && list[0] === created && handOver(collection, rest, marks))
    return marks;
  for (const record of rest) await createUnchecked(collection, record);
  return marks ?? known;
}
