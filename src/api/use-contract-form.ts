import { zodResolver } from '@hookform/resolvers/zod';
import { type BaseSyntheticEvent, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Mode,
  type Path,
  useForm,
} from 'react-hook-form';
import type * as z from 'zod';
import { encodeFieldMessage } from '@/shared/lib/field-message';
import { formErrorMessage } from './http/form-errors';

/** Said on the form when a request failed without an answer from the server. */
const LOAD_FAILED = encodeFieldMessage('errors.load_failed');

export interface ContractFormOptions<TInput extends FieldValues, TOutput extends FieldValues> {
  /** The contract's schema as the form extends it (field rules of src/api/fields.ts). */
  schema: z.ZodType<TOutput, TInput>;
  defaultValues: DefaultValues<TInput>;
  /** When fields validate; the site's forms check a field once it was left. */
  mode?: Mode;
  /** The fields the server's field errors may land on; by default every field of defaultValues. */
  fields?: readonly Path<TInput>[];
  /**
   * The form's own message for a failure (a string, or null for none); undefined leaves it to
   * the common rule: field errors onto the fields, else the server's message on the form.
   */
  messageFor?: (error: unknown) => string | null | undefined;
}

/**
 * One way for every form (DESIGN.md): react-hook-form validated by the contract's zod schema,
 * and `submit(handler)` that runs the request and, when it fails, puts the server's field
 * errors (422) on the fields or else keeps one form-level message in `formError` (show it
 * with `FormAlert`). The message clears when the form is submitted again.
 */
export function useContractForm<TInput extends FieldValues, TOutput extends FieldValues = TInput>({
  schema,
  defaultValues,
  mode = 'onTouched',
  fields,
  messageFor,
}: ContractFormOptions<TInput, TOutput>) {
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(schema),
    defaultValues,
    mode,
  });
  const [formError, setFormError] = useState<string | null>(null);

  function fail(error: unknown) {
    const own = messageFor?.(error);
    if (own !== undefined) return setFormError(own);
    const named = fields ?? (Object.keys(defaultValues) as Path<TInput>[]);
    setFormError(formErrorMessage(error, form.setError, named, LOAD_FAILED));
  }

  /** Runs a request of the form without validating it (e.g. 'check again'), failures as submit's. */
  async function run(task: () => unknown) {
    setFormError(null);
    try {
      await task();
    } catch (error) {
      fail(error);
    }
  }

  /** The form's onSubmit: validates, then runs the handler with the parsed values. */
  function submit(handler: (values: TOutput) => unknown) {
    return (event?: BaseSyntheticEvent) => {
      // A stale message must not stand beside new field errors.
      setFormError(null);
      return form.handleSubmit((values) => run(() => handler(values)))(event);
    };
  }

  return { ...form, formError, submit, run };
}
