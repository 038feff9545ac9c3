import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { decodeFieldMessage } from '@/shared/lib/field-message';
import { NumberInput, type NumberInputProps } from './number-input';

/** Translates a form error: an encoded i18n key with values, or a server message as is. */
export function useFieldError(raw: string | undefined | null): string | undefined {
  const { t } = useTranslation();
  if (!raw) return undefined;
  const message = decodeFieldMessage(raw);
  return message ? t(message.key, message.values ?? {}) : raw;
}

/**
 * The props that bind an input to a form field: its value and handlers, the form's ref on the
 * input itself (so a refused submit can focus it), and its translated error in place of the hint.
 */
function useBoundField<T extends FieldValues, TOut>(
  control: Control<T, unknown, TOut>,
  name: FieldPath<T>,
  helperText: TextFieldProps['helperText'],
) {
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name });
  const error = useFieldError(fieldState.error?.message);
  return {
    ...field,
    value: (field.value as string | undefined) ?? '',
    inputRef: ref,
    error: Boolean(error),
    helperText: error ?? helperText,
    fullWidth: true,
  };
}

type TextFieldControlProps<T extends FieldValues, TOut> = Omit<
  TextFieldProps,
  'name' | 'error' | 'ref'
> & {
  /** The form's control; its schema may transform the values on submit. */
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
};

/** A labelled text field bound to react-hook-form, with its translated error announced. */
export function FormTextField<T extends FieldValues, TOut = T>({
  control,
  name,
  helperText,
  ...props
}: TextFieldControlProps<T, TOut>) {
  const bound = useBoundField(control, name, helperText);
  return <TextField {...props} {...bound} />;
}

type NumberFieldControlProps<T extends FieldValues, TOut> = Omit<
  NumberInputProps,
  'name' | 'error' | 'value' | 'onChange'
> & {
  /** The form's control; its schema may turn the text into a number on submit. */
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
};

/** A labelled number field (spec §5 number input) bound to react-hook-form. */
export function FormNumberField<T extends FieldValues, TOut = T>({
  control,
  name,
  helperText,
  ...props
}: NumberFieldControlProps<T, TOut>) {
  const bound = useBoundField(control, name, helperText);
  return <NumberInput {...props} {...bound} />;
}
