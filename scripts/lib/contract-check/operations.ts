/**
 * The operations of the bundled contract (src/api/generated/openapi.json), as the contract
 * check needs them: method, path, server, who may call them, parameters (references resolved)
 * and declared statuses; which ones are safe to call; and how to fill their parameters.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who an operation is called as: anyone, a signed-in member, or a signed-in affiliate. */
export type SessionKind = 'public' | 'member' | 'affiliate';

/** The subset of an OpenAPI 3.0 schema object the check reads to fill a parameter. */
export interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
}

export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required: boolean;
  /** The parameter's schema with references (and a single allOf) resolved. */
  schema: Schema;
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}

export interface Operation {
  operationId: string;
  method: HttpMethod;
  /** The path template, e.g. /member/wallet/balances/{channel_id}. */
  path: string;
  /** The first server of the operation (its own, its path's, or the document's), e.g. /api. */
  server: string;
  session: SessionKind;
  tags: string[];
  parameters: Parameter[];
  /** Declared response statuses as written in the contract ("200", "404", maybe "default"). */
  statuses: string[];
  hasRequestBody: boolean;
}

export interface Contract {
  operations: Operation[];
  /** The document's servers, first one first (the check's --base-url stands for the first). */
  servers: string[];
}

/**
 * GETs that do something; orval.config.ts generates them as mutations (`operations` override),
 * and the check never calls them as safe reads. The unit test keeps this list and the config's
 * list the same.
 */
export const ACTION_LIKE_GETS: readonly string[] = [
  'logoutMember',
  'logoutAffiliate',
  'sendSmsCode',
  'checkCaptcha',
];

const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** Follows a local reference (#/components/...) in the document; undefined when it is dangling. */
function follow(document: JsonObject, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = document;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (!isObject(node)) return undefined;
    node = node[key];
  }
  return node;
}

/** Resolves references until an object without $ref remains (a cycle stops the walk). */
function deref(document: JsonObject, value: unknown): unknown {
  let node = value;
  for (let depth = 0; depth < 20 && isObject(node) && typeof node.$ref === 'string'; depth++) {
    node = follow(document, node.$ref);
  }
  return node;
}

/**
 * A schema with references resolved and allOf folded into one object (later members win), so
 * its type, example, enum and bounds can be read directly.
 */
export function resolveSchema(document: JsonObject, value: unknown, depth = 0): Schema {
  const node = deref(document, value);
  if (!isObject(node) || depth > 10) return {};
  const { allOf, ...own } = node;
  let merged: Schema = {};
  for (const part of asArray(allOf))
    merged = { ...merged, ...resolveSchema(document, part, depth + 1) };
  const schema: Schema = { ...merged, ...(own as Schema) };
  if (schema.items !== undefined) schema.items = resolveSchema(document, schema.items, depth + 1);
  return schema;
}

function parameterOf(document: JsonObject, value: unknown): Parameter | null {
  const node = deref(document, value);
  if (!isObject(node) || typeof node.name !== 'string') return null;
  const location = node.in;
  if (location !== 'query' && location !== 'path' && location !== 'header' && location !== 'cookie')
    return null;
  const parameter: Parameter = {
    name: node.name,
    in: location,
    required: node.required === true || location === 'path',
    schema: resolveSchema(document, node.schema),
  };
  if ('example' in node) parameter.example = node.example;
  if (isObject(node.examples)) parameter.examples = node.examples as Parameter['examples'];
  return parameter;
}

function firstServer(value: unknown): string | undefined {
  const first = asArray(value)[0];
  return isObject(first) && typeof first.url === 'string' ? first.url : undefined;
}

/** An empty list, or a list holding an empty requirement ({}), lets anyone call. */
function needsAuthentication(security: unknown): boolean {
  const requirements = asArray(security);
  return (
    requirements.length > 0 && requirements.every((r) => isObject(r) && Object.keys(r).length > 0)
  );
}

/** Every operation of an OpenAPI 3.0 document, in document order. */
export function readContract(document: unknown): Contract {
  if (!isObject(document) || !isObject(document.paths))
    throw new Error('the contract has no paths: is it an OpenAPI document?');
  const servers = asArray(document.servers)
    .map((server) => (isObject(server) && typeof server.url === 'string' ? server.url : null))
    .filter((url): url is string => url !== null);
  const operations: Operation[] = [];
  for (const [path, rawItem] of Object.entries(document.paths)) {
    const item = deref(document, rawItem);
    if (!isObject(item)) continue;
    const shared = asArray(item.parameters)
      .map((p) => parameterOf(document, p))
      .filter((p): p is Parameter => p !== null);
    for (const method of METHODS) {
      const operation = item[method.toLowerCase()];
      if (!isObject(operation) || typeof operation.operationId !== 'string') continue;
      const own = asArray(operation.parameters)
        .map((p) => parameterOf(document, p))
        .filter((p): p is Parameter => p !== null);
      // An operation's parameter overrides its path's parameter of the same name and place.
      const parameters = [
        ...shared.filter((s) => !own.some((o) => o.name === s.name && o.in === s.in)),
        ...own,
      ];
      const tags = asArray(operation.tags).filter((t): t is string => typeof t === 'string');
      const secured = needsAuthentication(
        'security' in operation ? operation.security : document.security,
      );
      operations.push({
        operationId: operation.operationId,
        method,
        path,
        server: firstServer(operation.servers) ?? firstServer(item.servers) ?? servers[0] ?? '',
        session: secured ? (tags.includes('affiliate') ? 'affiliate' : 'member') : 'public',
        tags,
        parameters,
        statuses: isObject(operation.responses) ? Object.keys(operation.responses) : [],
        hasRequestBody: operation.requestBody !== undefined,
      });
    }
  }
  return { operations, servers };
}

export type Filled = { ok: true; value: unknown } | { ok: false };

const FILLED_NOTHING: Filled = { ok: false };

/** The value the contract itself gives: example, examples, then the schema's example, default, enum. */
export function contractValue(parameter: Parameter): Filled {
  if (parameter.example !== undefined) return { ok: true, value: parameter.example };
  for (const example of Object.values(parameter.examples ?? {})) {
    if (isObject(example) && example.value !== undefined) return { ok: true, value: example.value };
  }
  return schemaValue(parameter.schema);
}

function schemaValue(schema: Schema): Filled {
  if (schema.example !== undefined) return { ok: true, value: schema.example };
  if (schema.default !== undefined) return { ok: true, value: schema.default };
  if (schema.enum && schema.enum.length > 0) return { ok: true, value: schema.enum[0] };
  return FILLED_NOTHING;
}

function fitsString(candidate: string, schema: Schema): boolean {
  if (schema.minLength !== undefined && candidate.length < schema.minLength) return false;
  if (schema.maxLength !== undefined && candidate.length > schema.maxLength) return false;
  if (schema.pattern !== undefined) {
    try {
      if (!new RegExp(schema.pattern, 'u').test(candidate)) return false;
    } catch {
      return false;
    }
  }
  return true;
}

/** A plausible value of a schema's type when the contract gives none (ok: false when none fits). */
export function guessValue(schema: Schema): Filled {
  const given = schemaValue(schema);
  if (given.ok) return given;
  switch (schema.type) {
    case 'integer':
    case 'number': {
      let value = schema.minimum ?? 1;
      if (schema.minimum !== undefined && schema.exclusiveMinimum === true) value += 1;
      if (schema.maximum !== undefined && value > schema.maximum) value = schema.maximum;
      return { ok: true, value };
    }
    case 'boolean':
      return { ok: true, value: true };
    case 'array': {
      const item = guessValue(schema.items ?? {});
      return item.ok ? { ok: true, value: [item.value] } : FILLED_NOTHING;
    }
    case 'string': {
      const byFormat: Record<string, string> = {
        email: 'contract.check@example.com',
        date: '2024-01-01',
        'date-time': '2024-01-01T00:00:00Z',
        uuid: '00000000-0000-4000-8000-000000000000',
        uri: 'https://example.com/',
      };
      const candidates = [
        ...(schema.format && byFormat[schema.format] ? [byFormat[schema.format] ?? ''] : []),
        'test',
        'a',
        '1',
        'test1',
        'abc123',
        'a'.repeat(Math.max(1, schema.minLength ?? 1)),
        '1'.repeat(Math.max(1, schema.minLength ?? 1)),
      ];
      const fitting = candidates.find((candidate) => fitsString(candidate, schema));
      return fitting === undefined ? FILLED_NOTHING : { ok: true, value: fitting };
    }
    default:
      return FILLED_NOTHING;
  }
}

/** The locale every call carries when the operation takes one (the contract's `locale` query). */
export const CHECK_LOCALE = 'en';

export interface RequestPlan {
  /** The concrete path, path parameters filled and encoded. */
  path: string;
  query: Record<string, unknown>;
}

export type Planned = { ok: true; request: RequestPlan } | { ok: false; reason: string };

/**
 * The request of an operation: path parameters from `known` (values learned during the run)
 * or from the contract (example, default, enum; never guessed, a guessed id means nothing),
 * required query parameters from the contract or guessed by type, `locale` when taken.
 * Extra query values (`query`) override what was filled.
 */
export function planRequest(
  operation: Operation,
  known: Record<string, unknown> = {},
  query: Record<string, unknown> = {},
): Planned {
  let path = operation.path;
  const filledQuery: Record<string, unknown> = {};
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path') {
      const value =
        parameter.name in known
          ? { ok: true as const, value: known[parameter.name] }
          : contractValue(parameter);
      if (!value.ok)
        return {
          ok: false,
          reason: `path parameter {${parameter.name}} has no example, default or enum to fill it`,
        };
      path = path.replaceAll(`{${parameter.name}}`, encodeURIComponent(String(value.value)));
    } else if (parameter.in === 'query') {
      if (parameter.name === 'locale') {
        filledQuery.locale = CHECK_LOCALE;
        continue;
      }
      if (!parameter.required || parameter.name in query) continue;
      const contract = contractValue(parameter);
      const value = contract.ok ? contract : guessValue(parameter.schema);
      if (!value.ok)
        return {
          ok: false,
          reason: `required query parameter ${parameter.name} cannot be filled from its schema`,
        };
      filledQuery[parameter.name] = value.value;
    }
  }
  return { ok: true, request: { path, query: { ...filledQuery, ...query } } };
}

/** Query string of filled values: arrays repeat the name (form, explode), objects go as JSON. */
export function toQueryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      search.append(name, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/** Why an operation is not a safe read, or null when it is one. */
export function unsafeReason(operation: Operation): string | null {
  if (operation.method !== 'GET') return `a mutation (${operation.method})`;
  if (ACTION_LIKE_GETS.includes(operation.operationId))
    return 'an action-like GET (a mutation in orval.config.ts)';
  return null;
}

export interface PathSource {
  /** The path parameter it fills. */
  param: string;
  /** Safe list operations whose answer (`data.list`) holds candidates, tried in order. */
  from: readonly string[];
  /** Only items whose field is one of these values (e.g. a promotion type that has prizes). */
  where?: Readonly<Record<string, readonly unknown[]>>;
}

/**
 * Path parameters learned from another safe call's answer: the id of a listed item. Only ids
 * the list really holds are used, so an empty list leaves the operation uncalled.
 */
export const PATH_SOURCES: Readonly<Record<string, PathSource>> = {
  getAboutUsArticle: { param: 'id', from: ['getAboutUsList'] },
  getGame: { param: 'id', from: ['listHotGames'] },
  getPromotion: { param: 'id', from: ['listPromotions'] },
  // The contract: prizes of a red packet (4) or roulette (5) promotion; other types answer 404.
  getPromotionPrizes: { param: 'id', from: ['listPromotions'], where: { type: [4, 5] } },
  getMessage: { param: 'id', from: ['listInboxMessages', 'listLetterMessages'] },
  getDeposit: { param: 'id', from: ['listDeposits'] },
};

/** The id of the first item of an envelope's `data.list` that matches `where`. */
export function listItemId(
  body: unknown,
  where: PathSource['where'] = {},
): string | number | undefined {
  if (!isObject(body) || !isObject(body.data)) return undefined;
  for (const item of asArray(body.data.list)) {
    if (!isObject(item)) continue;
    if (!Object.entries(where).every(([field, values]) => values.includes(item[field]))) continue;
    if (typeof item.id === 'number' || typeof item.id === 'string') return item.id;
  }
  return undefined;
}
