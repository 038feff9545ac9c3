import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { contract } from './bundle';

/**
 * Every example in the contract validates against its schema, and names no property the
 * schema does not declare, so a typo in an example, or an example of the wrong shape, fails
 * here rather than in a reader's head.
 */
type Schema = Record<string, unknown>;

function stripExamples(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(stripExamples);
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => key !== 'example' && key !== 'examples')
      .map(([key, value]) => [key, stripExamples(value)]),
  );
}

const ajv = new Ajv({ strict: false, allErrors: true, discriminator: false });
addFormats(ajv);
// OpenAPI 3.0 vocabulary (ajv knows `nullable` already).
for (const keyword of ['x-enum-varnames', 'x-enum-descriptions']) ajv.addKeyword({ keyword });
ajv.addSchema({
  $id: 'contract',
  components: { schemas: stripExamples(contract.components.schemas) },
});

function toAjv(schema: unknown): object {
  return JSON.parse(
    JSON.stringify(stripExamples(schema)).replaceAll(
      '"$ref":"#/components/schemas/',
      '"$ref":"contract#/components/schemas/',
    ),
  ) as object;
}

function resolveRef(schema: Schema): Schema {
  return typeof schema.$ref === 'string'
    ? resolveRef(contract.components.schemas[schema.$ref.split('/').pop() ?? ''] ?? {})
    : schema;
}

/** Declared property schemas of an object schema (allOf merged); null when it is open. */
function declared(schema: Schema): Map<string, Schema> | null {
  const resolved = resolveRef(schema);
  if (resolved.additionalProperties !== undefined && resolved.additionalProperties !== false)
    return null;
  if (resolved.oneOf || resolved.anyOf) return null;
  const result = new Map<string, Schema>(
    Object.entries((resolved.properties as Record<string, Schema>) ?? {}),
  );
  for (const part of (resolved.allOf as Schema[]) ?? []) {
    const inner = declared(part);
    if (inner === null) return null;
    for (const [key, value] of inner) result.set(key, value);
  }
  return result;
}

/** Paths of example keys the schema does not declare. */
function unknownKeys(schema: Schema, example: unknown, where = '$'): string[] {
  const resolved = resolveRef(schema);
  if (Array.isArray(example)) {
    const items = resolved.items as Schema | undefined;
    return items ? example.flatMap((item, i) => unknownKeys(items, item, `${where}[${i}]`)) : [];
  }
  if (typeof example !== 'object' || example === null) return [];
  const props = declared(resolved);
  if (props === null || (props.size === 0 && !resolved.allOf && !resolved.properties)) return [];
  return Object.entries(example).flatMap(([key, value]) => {
    const property = props.get(key);
    return property ? unknownKeys(property, value, `${where}.${key}`) : [`${where}.${key}`];
  });
}

const cases: [string, Record<string, unknown>, unknown][] = [];
for (const [name, schema] of Object.entries(contract.components.schemas)) {
  if (schema.example !== undefined) cases.push([`schema ${name}`, schema, schema.example]);
}
const walkMedia = (where: string, node: unknown) => {
  if (typeof node !== 'object' || node === null) return;
  const media = (
    node as { content?: Record<string, { schema?: Record<string, unknown>; example?: unknown }> }
  ).content;
  for (const [type, value] of Object.entries(media ?? {})) {
    if (value.schema && value.example !== undefined)
      cases.push([`${where} ${type}`, value.schema, value.example]);
  }
};
for (const [path, item] of Object.entries(contract.paths)) {
  for (const [method, operation] of Object.entries(item)) {
    if (typeof operation !== 'object' || !operation || !('responses' in operation)) continue;
    for (const [code, response] of Object.entries(operation.responses))
      walkMedia(`${method.toUpperCase()} ${path} ${code}`, response);
    walkMedia(`${method.toUpperCase()} ${path} body`, operation.requestBody);
  }
}

describe('the contract examples', () => {
  it('has examples to check', () => {
    expect(cases.length).toBeGreaterThan(200);
  });

  it.each(cases)('%s validates', (_where, schema, example) => {
    const validate = ajv.compile(toAjv(schema));
    validate(example);
    expect(validate.errors ?? [], JSON.stringify(example).slice(0, 300)).toEqual([]);
    expect(unknownKeys(schema, example), 'example keys the schema does not declare').toEqual([]);
  });
});
