/**
 * Judges one response against the contract: the status must be one the operation declares,
 * and the body must parse with the zod schema Orval generated for that operation and status
 * (`generateEachHttpStatus`: `<OperationId><Status>Response`, e.g. GetUserProfile200Response).
 */

export interface IssueLike {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** What the check needs of a zod schema. */
export interface SchemaLike {
  safeParse(
    data: unknown,
  ): { success: true } | { success: false; error: { issues: readonly IssueLike[] } };
}

export type Verdict = { ok: true } | { ok: false; reason: string };

export function isSchemaLike(value: unknown): value is SchemaLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    'safeParse' in value &&
    typeof value.safeParse === 'function'
  );
}

/** The export name Orval gives the response schema of an operation and a status key. */
export function responseSchemaName(operationId: string, statusKey: string): string {
  const pascal = operationId.charAt(0).toUpperCase() + operationId.slice(1);
  const key = statusKey === 'default' ? 'Default' : statusKey;
  return `${pascal}${key}Response`;
}

/** The declared status key that covers a status: exact, then a range (4XX), then default. */
export function declaredStatusKey(statuses: readonly string[], status: number): string | null {
  const exact = String(status);
  if (statuses.includes(exact)) return exact;
  const range = `${Math.floor(status / 100)}XX`;
  const found = statuses.find((s) => s.toUpperCase() === range);
  if (found) return found;
  return statuses.includes('default') ? 'default' : null;
}

/** Shortens a text to `max` characters, with an ellipsis when cut. */
export function shorten(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}

/** `data.list.0.id: message; ...` for the first issues, then how many more there are. */
export function formatIssues(issues: readonly IssueLike[], max = 3): string {
  const shown = issues.slice(0, max).map((issue) => {
    const at = issue.path.length ? issue.path.map((p) => String(p)).join('.') : '(body)';
    return `${at}: ${shorten(issue.message, 80)}`;
  });
  const more = issues.length > max ? ` (+${issues.length - max} more)` : '';
  return `${shown.join('; ')}${more}`;
}

export interface ResponseToCheck {
  operationId: string;
  /** The statuses the contract declares for the operation. */
  statuses: readonly string[];
  status: number;
  body: unknown;
}

/** Checks a response against the declared statuses and the generated schemas. */
export function checkResponse(
  response: ResponseToCheck,
  schemas: Readonly<Record<string, unknown>>,
): Verdict {
  const { operationId, statuses, status, body } = response;
  const key = declaredStatusKey(statuses, status);
  if (key === null) {
    return {
      ok: false,
      reason: `status ${status} is not declared for ${operationId} (declares ${statuses.join('/') || 'nothing'})`,
    };
  }
  const name = responseSchemaName(operationId, key);
  const schema = schemas[name];
  if (!isSchemaLike(schema)) {
    return { ok: false, reason: `no generated schema ${name} for the declared status ${key}` };
  }
  const result = schema.safeParse(body);
  if (result.success) return { ok: true };
  return { ok: false, reason: `${name}: ${formatIssues(result.error.issues)}` };
}
