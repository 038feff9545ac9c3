/**
 * Bundles the authored, multi-file contract (openapi/) into one self-contained document.
 *
 * Every schema of openapi/schemas/*.yaml is hoisted to #/components/schemas/<Name> and
 * every entry of openapi/components.yaml to #/components/<section>/<Name>, so generated
 * types keep their authored names. Names must be unique across files; a clash fails.
 * The bundle is what Orval, the fake backend, the API reference and the contract check read.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { parse } from 'yaml';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

function argument(name: string, fallback: string): string {
  const index = process.argv.indexOf(name);
  return resolve(index > 0 ? (process.argv[index + 1] ?? fallback) : fallback);
}
const root = argument('--root', resolve(import.meta.dirname, '../openapi/openapi.yaml'));
const out = argument('--out', resolve(import.meta.dirname, '../src/api/generated/openapi.json'));
const openapiDir = dirname(root);

const files = new Map<string, Json>();
function load(file: string): Json {
  let doc = files.get(file);
  if (doc === undefined) {
    doc = parse(readFileSync(file, 'utf8')) as Json;
    files.set(file, doc);
  }
  return doc;
}

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pointer(doc: Json, fragment: string, where: string): Json {
  let node: Json | undefined = doc;
  for (const raw of fragment.split('/').slice(1)) {
    const key = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~');
    node = isObject(node) ? node[key] : Array.isArray(node) ? node[Number(key)] : undefined;
    if (node === undefined) throw new Error(`Unresolved $ref #${fragment} in ${where}`);
  }
  return node;
}

const components: Record<string, JsonObject> = {};
const origin = new Map<string, string>();

/** Where a hoisted component goes: schemas/*.yaml -> schemas; components.yaml#/section/Name. */
function componentFor(file: string, fragment: string): { section: string; name: string } | null {
  const rel = relative(openapiDir, file);
  const parts = fragment.split('/').slice(1);
  if (rel.startsWith('schemas/') && parts.length === 1 && parts[0]) {
    return { section: 'schemas', name: parts[0] };
  }
  if (rel === 'components.yaml' && parts.length === 2 && parts[0] && parts[1]) {
    return { section: parts[0], name: parts[1] };
  }
  return null;
}

function hoist(file: string, fragment: string, where: string): string {
  const target = componentFor(file, fragment);
  if (!target)
    throw new Error(
      `$ref to ${relative(openapiDir, file)}#${fragment} (${where}) is not a component`,
    );
  const id = `${relative(openapiDir, file)}#${fragment}`;
  const section = (components[target.section] ??= {});
  const seen = origin.get(`${target.section}/${target.name}`);
  if (seen === undefined) {
    origin.set(`${target.section}/${target.name}`, id);
    section[target.name] = {}; // placeholder against cycles
    section[target.name] = walk(pointer(load(file), fragment, where), file);
  } else if (seen !== id) {
    throw new Error(`Component name ${target.name} is defined twice: ${seen} and ${id}`);
  }
  return `#/components/${target.section}/${target.name}`;
}

function walk(node: Json, file: string): Json {
  if (Array.isArray(node)) return node.map((item) => walk(item, file));
  if (!isObject(node)) return node;
  const ref = node.$ref;
  if (typeof ref === 'string') {
    const [path = '', fragment = ''] = ref.split('#');
    const targetFile = path ? resolve(dirname(file), path) : file;
    if (targetFile === root && path === '') return node; // already internal to the root
    const isComponent = componentFor(targetFile, fragment) !== null;
    if (isComponent) return { $ref: hoist(targetFile, fragment, relative(openapiDir, file)) };
    // Anything else (a path item in paths/*.yaml) is inlined.
    return walk(pointer(load(targetFile), fragment, relative(openapiDir, file)), targetFile);
  }
  const result: JsonObject = {};
  for (const [key, value] of Object.entries(node)) result[key] = walk(value, file);
  return result;
}

const doc = load(root);
if (!isObject(doc)) throw new Error('openapi.yaml is not an object');
const bundled = walk(doc, root);
// Every schema file is part of the contract, referenced or not (spec enums such as ToastKind
// and the plain-text rules such as Password are used by clients, not by an operation).
for (const file of readdirSync(resolve(openapiDir, 'schemas'))
  .filter((name) => name.endsWith('.yaml'))
  .sort()) {
  const path = resolve(openapiDir, 'schemas', file);
  const schemas = load(path);
  if (!isObject(schemas)) continue;
  for (const name of Object.keys(schemas)) hoist(path, `/${name}`, `schemas/${file}`);
}
if (!isObject(bundled)) throw new Error('bundle failed');
const ownComponents = isObject(bundled.components) ? bundled.components : {};
for (const [section, entries] of Object.entries(components)) {
  const existing = ownComponents[section];
  ownComponents[section] = { ...(isObject(existing) ? existing : {}), ...sortKeys(entries) };
}
bundled.components = ownComponents;

function sortKeys(object: JsonObject): JsonObject {
  return Object.fromEntries(Object.entries(object).sort(([a], [b]) => a.localeCompare(b)));
}

mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(bundled, null, 2)}\n`);
const operations = Object.values(isObject(bundled.paths) ? bundled.paths : {}).reduce<number>(
  (count, item) =>
    count +
    (isObject(item)
      ? Object.keys(item).filter((k) => ['get', 'put', 'post', 'delete', 'patch'].includes(k))
          .length
      : 0),
  0,
);
console.log(
  `openapi: bundled ${operations} operations, ${Object.keys(components.schemas ?? {}).length} schemas -> ${relative(process.cwd(), out)}`,
);
