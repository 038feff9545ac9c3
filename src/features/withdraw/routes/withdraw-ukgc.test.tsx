import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeBackend } from '@mocks/test-utils';
import { setToken } from '@/api/session';
import { renderScreen } from '@/testing/render-screen';
import { withdrawPaths } from '../paths';
import { WithdrawRecordRoute } from './withdraw-record';

const backend = installFakeBackend();
const DEMO_MEMBER_ID = 10001;

async function openRecords() {
  const pending = backend
    .fake()
    .ctx.db.withdrawals.findFirst((q) => q.where({ account_id: DEMO_MEMBER_ID, status: 1 }));
  if (!pending) throw new Error('the seed has a Pending withdrawal');
  setToken(await backend.signIn(), null, 'member');
  await renderScreen(<WithdrawRecordRoute />, { path: withdrawPaths.record() });
  const table = await screen.findByRole('table', { name: 'Withdrawal records' });
  return { table, name: `Cancel withdrawal ${pending.order_no}` };
}

describe('withdrawal cancel by jurisdiction (UKGC RTS 14B)', () => {
  it('elsewhere a Pending withdrawal offers its cancel', async () => {
    const { table, name } = await openRecords();
    expect(within(table).getByRole('button', { name })).toBeVisible();
  });

  it('under ukgc a member cannot cancel a withdrawal: the cancel is not offered', async () => {
    await backend.fake().setScenario('jurisdiction-ukgc', true);
    const { table, name } = await openRecords();
    // The row is there, its cancel is not.
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    expect(within(table).queryByRole('button', { name })).not.toBeInTheDocument();
  });
});
