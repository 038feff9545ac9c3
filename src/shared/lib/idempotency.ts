/** A new idempotency key: one per user intent, reused on every retry of that intent. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
