import * as z from 'zod';

/**
 * Query parameters arrive as text, but the generated schemas of some operations declare
 * numeric enums there (`type`, `action`, `platform`, `page_size`), which text never matches.
 * This wraps a generated query schema so those parameters are read as numbers first; the
 * generated schema still does all the validation.
 */
export function numericQuery<T extends z.ZodType>(schema: T, keys: readonly string[]) {
  return z.preprocess((input) => {
    if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
    const copy: Record<string, unknown> = { ...(input as Record<string, unknown>) };
    for (const key of keys) {
      const value = copy[key];
      if (typeof value === 'string' && /^-?\d{1,15}$/.test(value.trim()))
        copy[key] = Number(value.trim());
    }
    return copy;
  }, schema);
}
