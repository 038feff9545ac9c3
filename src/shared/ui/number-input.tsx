import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useForkRef } from '@mui/material/utils';
import { type ChangeEvent, type FocusEvent, useLayoutEffect, useRef, useState } from 'react';
import {
  type NumberRules,
  caretAfterClean,
  nextNumberText,
  settleNumberText,
} from '@/shared/lib/number-input';

export type NumberInputProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> &
  Partial<NumberRules> & {
    /** The text in the field: a decimal string for decimal.js, or '' when empty. */
    value: string;
    onChange: (value: string) => void;
  };

/**
 * A text field for amounts (spec §5 "Number input"): integer mode removes decimals as they are
 * typed, float mode (the default) allows 2 decimals unless told otherwise; leading zeros go,
 * a minus only when allowed. What the member typed stays as typed within those rules, and a
 * refused key leaves the caret where it was.
 */
export function NumberInput({
  value,
  onChange,
  mode = 'float',
  decimals,
  allowNegative = false,
  inputRef,
  onBlur,
  slotProps,
  ...props
}: NumberInputProps) {
  const rules: NumberRules = { mode, decimals, allowNegative };
  const element = useRef<HTMLInputElement>(null);
  const ref = useForkRef(element, inputRef);
  // What this field last gave out and whether a removed point is pending (integer mode).
  const typed = useRef({ text: value, afterPoint: false });
  // A new object on every key press: the caret is put back even when the text did not change.
  const [caret, setCaret] = useState<{ at: number } | null>(null);

  useLayoutEffect(() => {
    const input = element.current;
    if (caret && input && input === document.activeElement)
      input.setSelectionRange(caret.at, caret.at);
  }, [caret]);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    // A value set from outside (a 'fill' button, a reset) starts afresh.
    const previous =
      typed.current.text === value ? typed.current : { text: value, afterPoint: false };
    const next = nextNumberText(previous, raw, rules);
    typed.current = next;
    setCaret({
      at: caretAfterClean(raw, event.target.selectionStart ?? raw.length, next.text, rules),
    });
    if (next.text !== value) onChange(next.text);
  };

  const blur = (event: FocusEvent<HTMLInputElement>) => {
    const settled = settleNumberText(value);
    typed.current = { text: settled, afterPoint: false };
    if (settled !== value) onChange(settled);
    onBlur?.(event);
  };

  return (
    <TextField
      {...props}
      value={value}
      onChange={change}
      onBlur={blur}
      inputRef={ref}
      slotProps={{
        ...slotProps,
        htmlInput: {
          inputMode: mode === 'integer' ? 'numeric' : 'decimal',
          autoComplete: 'off',
          ...slotProps?.htmlInput,
        },
      }}
    />
  );
}
