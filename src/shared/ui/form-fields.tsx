import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useForkRef } from '@mui/material/utils';
import { type ReactNode, useEffect, useEffectEvent, useRef } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { decodeFieldMessage } from '@/shared/lib/field-message';

/** Translates a form error: an encoded i18n key with values, or a server message as is. */
export function useFieldError(raw: string | undefined | null): string | undefined {
  const { t } = useTranslation();
  if (!raw) return undefined;
  const message = decodeFieldMessage(raw);
  return message ? t(message.key, message.values ?? {}) : raw;
}

/** An input's own props, less what the form gives it, plus the form field it is bound to. */
export type BoundProps<P, T extends FieldValues, TOut> = Omit<
  P,
  'name' | 'error' | 'value' | 'onChange' | 'ref'
> & {
  /** The form's control; its schema may transform the values (text to number) on submit. */
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  helperText?: ReactNode;
};

/**
 * An input's props bound to its form field: value and handlers, the form's ref on the input
 * itself (so a refused submit can focus it), and its translated error in place of the hint.
 *
 * Text the visitor typed into the server's HTML before the page was live (a slow phone: the
 * sign-in page is on screen seconds before its scripts run), or that the browser filled in,
 * is taken into the form as the field mounts: React leaves it on screen but not in the form's
 * state, and the next render of the field would wipe it.
 */
export function useBoundProps<P, T extends FieldValues, TOut>({
  control,
  name,
  helperText,
  ...props
}: BoundProps<P, T, TOut>) {
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name });
  const error = useFieldError(fieldState.error?.message);
  const value = (field.value as string | undefined) ?? '';
  const input = useRef<HTMLInputElement>(null);
  const inputRef = useForkRef(input, ref);
  const adoptTyped = useEffectEvent(() => {
    const typed = input.current?.value;
    if (typed && typed !== value) field.onChange(typed);
  });
  useEffect(() => adoptTyped(), []);
  return {
    ...props,
    ...field,
    value,
    inputRef,
    error: Boolean(error),
    helperText: error ?? helperText,
    fullWidth: true,
  };
}

/** A labelled text field bound to react-hook-form, with its translated error announced. */
export function FormTextField<T extends FieldValues, TOut = T>(
  props: BoundProps<TextFieldProps, T, TOut>,
) {
  return <TextField {...useBoundProps(props)} />;
}
