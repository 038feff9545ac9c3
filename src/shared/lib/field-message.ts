/**
 * A form message is an i18n key with its values. zod and react-hook-form carry messages as
 * strings, so ours travel encoded as JSON and are read back where they are shown; a server's
 * message (plain text, already in the member's language) passes through as it is.
 */
export interface FieldMessage {
  key: string;
  values?: Record<string, number | string>;
}

/** Encodes an i18n key and its values into a form message. */
export function encodeFieldMessage(key: string, values?: FieldMessage['values']): string {
  return JSON.stringify(values ? { key, values } : { key });
}

/** Reads one of our form messages back into its i18n key and values; null for any other text. */
export function decodeFieldMessage(raw: string | undefined | null): FieldMessage | null {
  if (!raw?.startsWith('{')) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<FieldMessage>;
    return typeof parsed.key === 'string' ? { key: parsed.key, values: parsed.values } : null;
  } catch {
    // Not one of ours (a server message that happens to start with a brace).
    return null;
  }
}
