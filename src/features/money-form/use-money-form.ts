import { useState } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { type ContractFormOptions, useContractForm } from '@/api/use-contract-form';
import { intentHandlers, type IntentStatus, useMoneyIntent } from '@/api/use-money-intent';
import type { IntentOutcome } from '@/api/http/money-intent';

export interface MoneyFormOptions<
  TInput extends FieldValues,
  TOutput extends FieldValues,
  T,
> extends ContractFormOptions<TInput, TOutput> {
  /**
   * The form's key prefix: its texts are `${texts}.amount`, `.amount_hint` ({{min}}, {{max}}),
   * `.withdraw_password`, `.submit`, `.checking`, `.unknown` and `.check_again`.
   */
  texts: string;
  /**
   * Sends the form's intent with its idempotency key (the same key on every retry and 'check
   * again'); `onChecking` says while its outcome is being asked about after a lost answer.
   */
  send: (
    values: TOutput,
    key: string,
    onChecking: (checking: boolean) => void,
  ) => Promise<IntentOutcome<T>>;
  /** The server made it: the form is cleared, then this runs (a toast, the next screen). */
  onDone: (data: T) => void;
}

/** Where a money form's intent stands, for its alerts and its submit button. */
export interface MoneyIntentState {
  status: IntentStatus;
  /** A lost answer is being asked about (the same key: never done twice). */
  checking: boolean;
  checkAgain: () => void;
}

/**
 * The money-form block's logic (issue 30): the contract's form (useContractForm) and one money
 * intent per press (useMoneyIntent): a second press while one runs does nothing, a lost answer
 * turns into 'checking' and then 'unknown' with 'check again' under the same idempotency key,
 * a refusal puts the server's field errors on the fields, and done clears the form.
 */
export function useMoneyForm<TInput extends FieldValues, TOutput extends FieldValues, T>({
  texts,
  send,
  onDone,
  ...contract
}: MoneyFormOptions<TInput, TOutput, T>) {
  const form = useContractForm<TInput, TOutput>(contract);
  const intent = useMoneyIntent<T>();
  const [checking, setChecking] = useState(false);
  const { onSubmit, checkAgain } = intentHandlers({
    intent,
    submit: form.submit,
    run: form.run,
    send: (values: TOutput, key: string) => send(values, key, setChecking),
    onDone: (data: T) => {
      form.reset();
      onDone(data);
    },
  });
  const state: MoneyIntentState = {
    status: intent.status,
    checking,
    checkAgain: () => void checkAgain(),
  };
  return {
    ...form,
    texts,
    onSubmit,
    intent: state,
    /**
     * An intent is under way or unresolved: the fields and the button wait. 'Checking' counts on
     * its own: the 'sending' status is a transition (the press paints first), which a slow
     * device may not have rendered yet when a lost answer turns the form to 'checking'.
     */
    busy: intent.status !== 'idle' || checking,
  };
}

/** What the block's parts read of a money form. */
export interface MoneyFormState {
  texts: string;
  formError: string | null;
  intent: MoneyIntentState;
  busy: boolean;
}

/** A money form with its fields' control, as the block's fields read it. */
export interface MoneyFormFields<T extends FieldValues, TOut> extends MoneyFormState {
  control: Control<T, unknown, TOut>;
}
