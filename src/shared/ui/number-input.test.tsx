import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { NumberRules } from '@/shared/lib/number-input';
import { NumberInput } from './number-input';

const seen: string[] = [];

function Harness(props: Partial<NumberRules> & { initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <>
      <NumberInput
        label="Amount"
        value={value}
        onChange={(next) => {
          seen.push(next);
          setValue(next);
        }}
        mode={props.mode}
        decimals={props.decimals}
        allowNegative={props.allowNegative}
      />
      <button type="button" onClick={() => setValue('500')}>
        Fill
      </button>
    </>
  );
}

const field = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount' });

describe('NumberInput (spec §5 number input)', () => {
  it('spec §5 wallet rule: in integer mode decimals are removed automatically as typed', async () => {
    const user = userEvent.setup();
    render(<Harness mode="integer" />);
    await user.type(field(), '100.75');
    expect(field()).toHaveValue('100');
    expect(field()).toHaveAttribute('inputmode', 'numeric');
    // A value set from outside starts afresh: digits typed after it are whole units again.
    await user.click(screen.getByRole('button', { name: 'Fill' }));
    await user.type(field(), '0');
    expect(field()).toHaveValue('5000');
  });

  it('spec §5: float mode allows 2 decimals by default and strips leading zeros', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(field(), '007.505');
    expect(field()).toHaveValue('7.50');
    expect(field()).toHaveAttribute('inputmode', 'decimal');
  });

  it('spec §5: negatives only when allowed', async () => {
    const user = userEvent.setup();
    render(<Harness allowNegative />);
    await user.type(field(), '-3.5');
    expect(field()).toHaveValue('-3.5');
  });

  it('keeps the caret where the member types: a refused key in the middle does not move it', async () => {
    const user = userEvent.setup();
    render(<Harness initial="1234" />);
    const input = field();
    await user.click(input);
    input.setSelectionRange(2, 2);
    await user.keyboard('x');
    expect(input).toHaveValue('1234');
    expect(input.selectionStart).toBe(2);
    await user.keyboard('9');
    expect(input).toHaveValue('12934');
  });

  it('leaving the field drops a trailing point, so the value reads as a decimal', async () => {
    const user = userEvent.setup();
    seen.length = 0;
    render(<Harness />);
    await user.type(field(), '12.');
    await user.tab();
    expect(field()).toHaveValue('12');
    expect(seen).toEqual(['1', '12', '12.', '12']);
  });
});
