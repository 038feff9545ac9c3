/**
 * The operations the contract secures with the bearer token. Orval's config (orval.config.ts)
 * gives each generated call of one `{ session: true }`, so the HTTP layer never sends it without
 * a session (src/api/http/client.ts).
 */

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
}
export interface Contract {
  security?: Record<string, string[]>[];
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
}

/**
 * Whether an operation's security (its own, else the document's) requires a scheme: an empty
 * list, or an empty requirement among them, means the call may be made without one.
 */
export function isSecured(contract: Contract, operation: Operation): boolean {
  const security = operation.security ?? contract.security ?? [];
  return security.length > 0 && security.every((need) => Object.keys(need).length > 0);
}

/** The operationId of every operation the contract secures, sorted. */
export function securedOperationIds(contract: Contract): string[] {
  return Object.values(contract.paths)
    .flatMap((item) => METHODS.map((method) => item[method]))
    .filter((operation): operation is Operation => operation !== undefined)
    .filter((operation) => isSecured(contract, operation))
    .map((operation) => operation.operationId ?? '')
    .sort();
}
