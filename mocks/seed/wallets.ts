import type { Db } from '../db.ts';

/** A wallet of an account in a channel or house wallet; its id is `<account>:<channel>`. */
export async function createWallet(
  db: Db,
  wallet: { account: number; channel: number; balance: string; at: number },
): Promise<void> {
  await db.wallets.create({
    id: `${wallet.account}:${wallet.channel}`,
    account_id: wallet.account,
    channel_id: wallet.channel,
    balance: wallet.balance,
    confirmed_at: wallet.at,
  });
}
