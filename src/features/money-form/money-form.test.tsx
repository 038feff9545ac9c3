import { act, screen, waitFor, within } from '@testing-library/react';
import { useWatch } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { ApiError } from '@/api/http/api-error';
import { feeSplit } from '@/shared/lib/money';
import { renderScreen } from '@/testing/render-screen';
import type { IntentOutcome } from '@/api/http/money-intent';
import { MoneyForm } from './money-form';
import { useMoneyForm } from './use-money-form';

/** The block's rules, proven on a form made of nothing but the block (as each money form is). */

const MIN = '10';
const MAX = '1000';
const FEE_PERCENT = '2';

const schema = z.object({
  amount: z
    .string()
    .min(1, 'Enter an amount')
    .refine((value) => Number(value) >= Number(MIN) && Number(value) <= Number(MAX), {
      message: 'The amount does not meet the transfer limit',
    }),
  withdraw_password: z.string().min(1, 'Enter your withdrawal password'),
});
type Values = z.infer<typeof schema>;

type Send = (
  values: Values,
  key: string,
  onChecking: (checking: boolean) => void,
) => Promise<IntentOutcome<string>>;

function Harness({
  send,
  onDone = () => undefined,
  side = 'payer',
}: {
  send: Send;
  onDone?: (data: string) => void;
  side?: 'payer' | 'receiver';
}) {
  const form = useMoneyForm<Values, Values, string>({
    texts: 'member_transfer.form',
    schema,
    defaultValues: { amount: '', withdraw_password: '' },
    send,
    onDone,
  });
  const amount = useWatch({ control: form.control, name: 'amount' });
  const preview = feeSplit(amount, FEE_PERCENT, side);
  return (
    <MoneyForm.Panel id="harness" heading="Send money">
      <MoneyForm.Element onSubmit={form.onSubmit}>
        <MoneyForm.Alerts form={form} />
        <MoneyForm.Amount form={form} mode="integer" min={MIN} max={MAX} />
        <MoneyForm.WithdrawPassword form={form} />
        <MoneyForm.Preview
          label="Summary"
          lines={[
            { label: 'Fee', amount: preview?.fee },
            { label: 'You pay', amount: preview?.pays },
            { label: 'They get', amount: preview?.receives },
          ]}
        />
        <MoneyForm.Submit form={form} />
      </MoneyForm.Element>
    </MoneyForm.Panel>
  );
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

const render = (send: Send, props: { onDone?: (data: string) => void } = {}) =>
  renderScreen(<Harness send={send} {...props} />, { i18n: 'english' });

async function fill(user: Awaited<ReturnType<typeof render>>['user'], amount: string) {
  await user.type(screen.getByRole('textbox', { name: /^Amount/ }), amount);
  await user.type(screen.getByLabelText(/^Withdrawal password/), '2468');
}

const preview = () => within(screen.getByLabelText('Summary'));

describe('the money-form block', () => {
  it('range: the amount says its range in the money format, and an amount outside it is refused on the field, unsent', async () => {
    const send = vi.fn<Send>();
    const { user } = await render(send);
    const amount = screen.getByRole('textbox', { name: /^Amount/ });
    expect(amount).toHaveAccessibleDescription('Whole units only, from 10.00 to 1,000.00');
    await fill(user, '5');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('The amount does not meet the transfer limit')).toBeVisible();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();
  });

  it('fee bearer: the fee on the payer is paid on top; on the receiver it comes off what arrives', () => {
    expect(feeSplit('100', FEE_PERCENT, 'payer')).toEqual({
      fee: '2.00',
      pays: '102.00',
      receives: '100.00',
    });
    expect(feeSplit('100', FEE_PERCENT, 'receiver')).toEqual({
      fee: '2.00',
      pays: '100.00',
      receives: '98.00',
    });
    // Half up to the cent, as the server rounds (spec §9).
    expect(feeSplit('0.25', FEE_PERCENT, 'receiver')).toEqual({
      fee: '0.01',
      pays: '0.25',
      receives: '0.24',
    });
    expect(feeSplit('', FEE_PERCENT, 'payer')).toBeNull();
    expect(feeSplit('0', FEE_PERCENT, 'payer')).toBeNull();
  });

  it('the preview shows a dash until the amount gives one, then the fee, what is paid and what arrives', async () => {
    const { user } = await render(vi.fn<Send>());
    expect(preview().getAllByText('–')).toHaveLength(3);
    await user.type(screen.getByRole('textbox', { name: /^Amount/ }), '100');
    expect(preview().getByText('2.00')).toBeVisible();
    expect(preview().getByText('102.00')).toBeVisible();
    expect(preview().getByText('100.00')).toBeVisible();
  });

  it('one intent per press: a second press while it runs sends nothing more', async () => {
    const answer = deferred<IntentOutcome<string>>();
    const send = vi.fn<Send>(() => answer.promise);
    const { user } = await render(send);
    await fill(user, '100');
    // Two presses before the page has re-rendered (a double click, Enter held down).
    const press = screen.getByRole('button', { name: 'Transfer' });
    act(() => {
      press.click();
      press.click();
    });
    // The first press is sent once its values are checked (promise work, later on a busy
    // machine than the button's disabling); whatever the second press started has then run
    // its course too.
    await waitFor(() => expect(send).toHaveBeenCalled());
    await act(async () => {});
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Transfer' })).toBeDisabled();
    await act(async () => answer.resolve({ kind: 'done', data: 'sent' }));
  });

  it("'checking' on a lost answer: the form says so while the server is asked, and the fields wait", async () => {
    const answer = deferred<IntentOutcome<string>>();
    const onDone = vi.fn();
    const send = vi.fn<Send>((_values, _key, onChecking) => {
      onChecking(true);
      return answer.promise.finally(() => onChecking(false));
    });
    const { user } = await render(send, { onDone });
    await fill(user, '100');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Checking with the server… Nothing will be moved twice.',
    );
    expect(screen.getByRole('textbox', { name: /^Amount/ })).toBeDisabled();
    await act(async () => answer.resolve({ kind: 'done', data: 'sent' }));
    expect(onDone).toHaveBeenCalledWith('sent');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // Done clears the form for the next intent.
    expect(screen.getByRole('textbox', { name: /^Amount/ })).toHaveValue('');
  });

  it('idempotency key reused on retry: an unknown outcome offers Check again, which sends the same key; the next intent gets a new one', async () => {
    const outcomes: IntentOutcome<string>[] = [
      { kind: 'unknown' },
      { kind: 'done', data: 'sent' },
      { kind: 'done', data: 'sent again' },
    ];
    const send = vi.fn<Send>(async () => outcomes.shift() ?? { kind: 'unknown' });
    const onDone = vi.fn();
    const { user } = await render(send, { onDone });
    await fill(user, '100');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(
      await screen.findByText(
        'We could not confirm this transfer yet. Check again to see whether it was made; it will never be made twice.',
      ),
    ).toBeVisible();
    // While the outcome is open, the form cannot be sent as a new intent.
    expect(screen.getByRole('button', { name: 'Transfer' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    // Sent once the press has been painted (afterNextPaint).
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('sent'));
    const [first, second] = send.mock.calls.map(([, key]) => key);
    expect(second).toBe(first);

    await fill(user, '200');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(onDone).toHaveBeenLastCalledWith('sent again'));
    expect(send.mock.calls[2]?.[1]).not.toBe(first);
  });

  it("the server's field errors land on the fields; nothing typed is lost", async () => {
    const refusal = new ApiError('http', 'The given data was invalid.', {
      status: 422,
      errors: { amount: ['Over what you may send today'] },
    });
    const send = vi.fn<Send>(async () => ({ kind: 'refused', error: refusal }));
    const { user } = await render(send);
    await fill(user, '100');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Over what you may send today')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Amount/ })).toHaveValue('100');
    expect(screen.getByRole('button', { name: 'Transfer' })).toBeEnabled();
  });

  it('the withdrawal password comes with the way to reset it', async () => {
    await render(vi.fn<Send>());
    expect(screen.getByRole('link', { name: 'Forgot withdrawal password?' })).toBeVisible();
  });
});
