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

type TextFieldControlProps<T extends FieldValues, TOut> = Omit<
  TextFieldProps,
  'name' | 'error' | 'ref'
> & {
  /** The form's control; its schema may transform the values on submit. */
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
};

/**
 * A labelled text field bound to react-hook-form, with its translated error announced.
 * The form's ref goes to the input itself, so a refused submit can focus it.
 */
export function FormTextField<T extends FieldValues, TOut = T>({
  control,
  name,
  helperText,
  ...props
}: TextFieldControlProps<T, TOut>) {
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name });
  const error = useFieldError(fieldState.error?.message);
  return (
    <TextField
      {...props}
      {...field}
      inputRef={ref}
      value={(field.value as string | undefined) ?? ''}
      error={Boolean(error)}
      helperText={error ?? helperText}
      fullWidth
    />
  );
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
  const { field, fieldState } = useController({ control, name });
  const error = useFieldError(fieldState.error?.message);
  return (
    <NumberInput
      {...props}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(error)}
      helperText={error ?? helperText}
      fullWidth
    />
  );
}
