import Decimal from 'decimal.js';
import type { FakeContext } from '../context.ts';
import { nowSeconds } from './clock.ts';
import { PROMOTION_FUND } from './engage-rules.ts';
import { move } from './ledger.ts';
import { recordTrade, TRADE_TYPE } from './payments-ledger.ts';
import { orderNo } from './site-time.ts';
import { MAIN_WALLET_ID } from './views.ts';

/**
 * Pays a promotion reward from the promotion fund into a member's main wallet and leaves
 * the trade record (type Bonus) the member's trade records show. False when the fund is short.
 */
export async function payReward(
  ctx: FakeContext,
  accountId: number,
  amount: Decimal.Value,
  remark: string,
  order: [prefix: string, id: number],
): Promise<boolean> {
  const value = new Decimal(amount);
  if (value.lte(0)) return true;
  const result = await move(
    ctx,
    PROMOTION_FUND,
    { accountId, walletId: MAIN_WALLET_ID },
    value.toFixed(2),
  );
  if (!result.ok) return false;
  const now = nowSeconds();
  await recordTrade(ctx, {
    accountId,
    type: TRADE_TYPE.BONUS,
    orderNo: orderNo(order[0], order[1], now),
    amount: value,
    balanceAfter: result.to,
    remark,
    at: now,
  });
  return true;
}
