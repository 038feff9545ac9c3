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
