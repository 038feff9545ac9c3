/**
 * The rules of a number field as the member types (spec §5 "Number input" and the wallet's
 * whole amounts). The field keeps the text the member typed as long as it fits the rules, so
 * '12.' or '0.5' stay as typed and the caret does not jump; the text is what decimal.js reads.
 */
export interface NumberRules {
  /** 'integer': whole numbers, decimals removed as typed; 'float': up to `decimals` places. */
  mode: 'integer' | 'float';
  /** Float mode: how many decimal places (spec §5: 2 by default). */
  decimals?: number;
  /** Whether a leading minus is allowed (spec §5: negatives are optional, off by default). */
  allowNegative?: boolean;
}

/** Spec §5: float mode allows 2 decimals by default. */
export const DEFAULT_DECIMALS = 2;

// Digits, point and minus as a CJK input method types them (full width).
const FULL_WIDTH = /[\uFF10-\uFF19\uFF0E\uFF0C\uFF0D]/g;
const toHalfWidth = (text: string) =>
  text.replace(FULL_WIDTH, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0));

/**
 * The text a number field keeps from what was typed: other characters go, leading zeros go
 * ('007.5' → '7.5', '0.5' stays), a minus only at the start and only when allowed; in integer
 * mode everything from the decimal point on goes ('12.5' → '12'), in float mode the decimals
 * are cut to the allowed places. A comma counts as the decimal point (the keypad of locales
 * that write one).
 */
export function cleanNumberText(typed: string, rules: NumberRules): string {
  const text = toHalfWidth(typed).trim();
  const sign = rules.allowNegative && text.startsWith('-') ? '-' : '';
  const point = text.search(/[.,]/);
  const wholeText = point === -1 ? text : text.slice(0, point);
  const whole = wholeText.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  const decimals = rules.mode === 'integer' ? 0 : (rules.decimals ?? DEFAULT_DECIMALS);
  if (point === -1 || decimals === 0) return sign + whole;
  const fraction = text
    .slice(point + 1)
    .replace(/\D/g, '')
    .slice(0, decimals);
  // '.5' is read as '0.5'.
  return `${sign}${whole === '' ? '0' : whole}.${fraction}`;
}

/** What a number field remembers between key presses. */
export interface NumberTextState {
  text: string;
  /**
   * Integer mode: a decimal point was typed and removed, so digits typed after it, at the
   * end, are decimals and are dropped too ('100.75' typed key by key stays '100').
   */
  afterPoint: boolean;
}

/** The field's next state after the member typed (or pasted) `typed` over `previous`. */
export function nextNumberText(
  previous: NumberTextState,
  typed: string,
  rules: NumberRules,
): NumberTextState {
  if (rules.mode === 'integer' && /[.,\uFF0E\uFF0C]/.test(typed))
    return { text: cleanNumberText(typed, rules), afterPoint: true };
  const appended = typed.length > previous.text.length && typed.startsWith(previous.text);
  if (previous.afterPoint && appended) return previous;
  return { text: cleanNumberText(typed, rules), afterPoint: false };
}

/**
 * Where the caret goes in the kept text: after as many kept characters as stood before it in
 * what was typed, so a refused key leaves the caret where it was instead of at the end.
 */
export function caretAfterClean(
  typed: string,
  caret: number,
  kept: string,
  rules: NumberRules,
): number {
  return Math.min(cleanNumberText(typed.slice(0, caret), rules).length, kept.length);
}

/**
 * The text once the member leaves the field: a trailing point or a lone minus is dropped
 * ('12.' → '12', '-' → ''), so the value reads as a decimal.
 */
export function settleNumberText(text: string): string {
  return text.replace(/\.$/, '').replace(/^-$/, '');
}
