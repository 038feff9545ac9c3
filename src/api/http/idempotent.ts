/**
 * The request options of a money-moving call: the contract's `Idempotency-Key` header (the
 * server applies a key once however often it arrives), and errors left to the screen, which
 * shows them where the member acted.
 */
export function withIdempotencyKey(key: string) {
  return { handlesErrors: true, headers: { 'Idempotency-Key': key } } as const;
}
