import { Collection } from '@msw/data';

/** What a collection's records are checked with (a zod schema, as every collection here). */
type RecordSchema = ConstructorParameters<typeof Collection>[0]['schema'];

/**
 * One @msw/data collection per record schema, under the name the db gives it: an area's
 * collections are declared as `{ name: schema }` (see mocks/db.ts).
 */
export function defineCollections<const Schemas extends Record<string, RecordSchema>>(
  schemas: Schemas,
): { [Name in keyof Schemas]: Collection<Schemas[Name]> } {
  const entries = Object.entries(schemas).map(([name, schema]) => [
    name,
    new Collection({ schema }),
  ]);
  // Object.fromEntries loses the names; every entry is the collection of its own schema.
  return Object.fromEntries(entries) as { [Name in keyof Schemas]: Collection<Schemas[Name]> };
}
