// @vitest-environment node
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { nowSeconds } from '../lib/clock.ts';
import { TRADE_TYPE } from '../lib/trade-types.ts';
import { type Envelope, installFakeBackend, type Page } from '../test-utils.ts';
import { BANNERS } from './account.ts';

/**
 * The demo world agrees with itself (issue 34): what one screen says, another does not contradict.
 * Each rule is checked over the seeded world as the API answers it.
 */
const backend = installFakeBackend();
const db = () => backend.fake().ctx.db;

const DEMO = 10001;
const AGENT = 20001;

/** '5,000.00', '5.000,00' and '5,000' alike: the number a text writes. */
const amountIn = (text: string) =>
  new Decimal(
    /^\d{1,3}(\.\d{3})*,\d{2}$/.test(text)
      ? text.replaceAll('.', '').replace(',', '.')
      : text.replaceAll(',', ''),
  );

describe('the demo world agrees with itself (issue 34)', () => {
  it("a promotion's figures are its terms: the home banner and the promotion's own texts name them", async () => {
    const promotions = db().promotions.findMany();
    const welcome = promotions.find((promotion) => promotion.id === 1);
    const banner = BANNERS.find((entry) => entry.slug === 'welcome-bonus');
    if (!welcome?.bonus_cap || !welcome.bonus_percent || !banner)
      throw new Error('no welcome bonus');
    // The banner's line says what the promotion pays at most, and its title the percent.
    const capOnBanner = banner.subline.match(/₱([\d,.]+)/)?.[1];
    expect(capOnBanner && amountIn(capOnBanner).toFixed(2)).toBe(welcome.bonus_cap);
    for (const title of [banner.headline, ...Object.values(banner.title_i18n)])
      expect(title).toContain(`${welcome.bonus_percent}%`);
    // A deposit bonus's title, summary and article name no amount its terms do not hold, and no
    // other percent than its bonus's, in every locale.
    for (const promotion of promotions.filter((entry) => entry.bonus_cap !== null)) {
      const terms = [promotion.apply_min_amount, promotion.apply_max_amount, promotion.bonus_cap];
      const allowed = new Set(terms.map((value) => new Decimal(value ?? 0).toFixed(2)));
      const texts = [promotion, ...Object.values(promotion.i18n)].flatMap((locale) => [
        locale.title ?? '',
        locale.summary ?? '',
        locale.content ?? '',
      ]);
      for (const text of texts) {
        for (const [figure] of text.matchAll(/\d[\d.,]*[.,]\d{2}(?!\d)/g))
          expect(allowed, `${promotion.id}: ${figure}`).toContain(amountIn(figure).toFixed(2));
        for (const [, percent] of text.matchAll(/(\d+(?:[.,]\d+)?)\s?%/g))
          expect(`${promotion.id}: ${percent}%`).toBe(
            `${promotion.id}: ${promotion.bonus_percent}%`,
          );
      }
    }
  });

  it("the trade records' game transfers are the game wallets' own transfers, and land on their balances", () => {
    const trades = db()
      .tradeRecords.findMany((q) => q.where({ account_id: DEMO }))
      .sort((a, b) => a.created_at - b.created_at || a.id - b.id);
    const transfers = db()
      .walletTransfers.findMany((q) => q.where({ account_id: DEMO }))
      .sort((a, b) => a.id - b.id);
    const channelName = (id: number) => db().channels.findFirst((q) => q.where({ id }))?.name;
    const games = trades.filter(
      (trade) => trade.type === TRADE_TYPE.TRANSFER_IN || trade.type === TRADE_TYPE.TRANSFER_OUT,
    );
    expect(games.length).toBeGreaterThan(20);
    for (const trade of games) {
      const transfer = transfers.find((candidate) => candidate.order_no === trade.order_no);
      expect(transfer, trade.order_no).toBeDefined();
      if (!transfer) continue;
      expect({
        status: transfer.status,
        wallet: channelName(transfer.channel_id),
        amount: new Decimal(transfer.amount).times(transfer.type === 1 ? -1 : 1).toFixed(2),
        main_balance: transfer.main_balance,
        created_at: transfer.created_at,
      }).toEqual({
        status: 'success',
        wallet: trade.remark,
        amount: trade.amount,
        main_balance: trade.balance_after,
        created_at: trade.created_at,
      });
    }
    // Every successful transfer is in the trade records.
    expect(transfers.filter((transfer) => transfer.status === 'success')).toHaveLength(
      games.length,
    );
    // The main wallet's ledger never goes below zero and ends at the member's money.
    let balance: Decimal | null = null;
    for (const trade of trades) {
      const after = new Decimal(trade.balance_after);
      if (balance)
        expect(after.toFixed(2), trade.order_no).toBe(balance.plus(trade.amount).toFixed(2));
      expect(after.gte(0), trade.order_no).toBe(true);
      balance = after;
    }
    const member = db().accounts.findFirst((q) => q.where({ id: DEMO }));
    expect(balance?.toFixed(2)).toBe(member?.money);
    // What a game wallet holds now is what its latest transfer left there: a transfer into
    // a game today shows in that game's balance.
    for (const wallet of db().wallets.findMany((q) => q.where({ account_id: DEMO }))) {
      const latest = transfers
        .filter(
          (transfer) => transfer.channel_id === wallet.channel_id && transfer.status === 'success',
        )
        .at(-1);
      if (latest)
        expect(`${wallet.channel_id}: ${latest.channel_balance}`).toBe(
          `${wallet.channel_id}: ${wallet.balance}`,
        );
    }
    // Amounts on the scale of the balances: none moves more than the main wallet held before.
    for (const [index, trade] of trades.entries()) {
      const before =
        index === 0
          ? new Decimal(trade.balance_after).minus(trade.amount)
          : new Decimal(trades[index - 1]?.balance_after ?? 0);
      if (new Decimal(trade.amount).lt(0))
        expect(new Decimal(trade.amount).abs().lte(before), trade.order_no).toBe(true);
    }
  });

  it("an agent's invitation codes count the registrations its downline made with them", () => {
    const codes = db().affiliateInviteCodes.findMany((q) => q.where({ agent_id: AGENT }));
    expect(codes.length).toBeGreaterThan(0);
    const downline = db().accounts.findMany((q) => q.where({ parent_id: AGENT }));
    for (const type of [1, 2] as const) {
      const invited = downline.filter(
        (account) => account.type === type && account.registration_type === 5,
      );
      const counted = codes
        .filter((code) => code.type === type)
        .reduce((sum, code) => sum + code.registered_count, 0);
      expect(`account type ${type}: ${counted}`).toBe(`account type ${type}: ${invited.length}`);
    }
    // No code counts more accounts than the downline registered after it was made.
    for (const code of codes) {
      const since = downline.filter(
        (account) =>
          account.type === code.type &&
          account.registration_type === 5 &&
          account.created_at >= code.created_at,
      );
      expect(code.registered_count).toBeLessThanOrEqual(since.length);
    }
  });

  it("the commission an agent earns is the affiliate introduction's rate for its active members", async () => {
    const intro = await backend.call<Envelope<{ content: string }>>('GET', '/agent/introduce');
    expect(intro.status).toBe(200);
    const tiers = [
      ...intro.body.data.content.matchAll(
        /<tr><td>(\d+)(?: to (\d+)| and more)<\/td><td>(\d+(?:\.\d+)?)%<\/td><\/tr>/g,
      ),
    ].map(([, from, to, percent]) => ({
      from: Number(from),
      to: to === undefined ? Infinity : Number(to),
      percent: String(percent),
    }));
    expect(tiers.length).toBeGreaterThan(1);
    const rateFor = (active: number) =>
      tiers.find((tier) => tier.from <= active && active <= tier.to)?.percent ?? '0';
    // The headline's "up to" is the top tier's rate.
    expect(intro.body.data.content).toContain(`up to ${tiers.at(-1)?.percent}%`);

    const agent = await backend.signInAgent();
    const now = nowSeconds();
    for (const days of [1, 30, 90]) {
      const report = await backend.get<{ active_members: number; commission_percent: string }>(
        '/agent/report',
        agent,
        { from: now - days * 86400 + 1, to: now },
      );
      expect(report.status).toBe(200);
      const { active_members, commission_percent } = report.body.data;
      expect(`${active_members} active: ${commission_percent}%`).toBe(
        `${active_members} active: ${rateFor(active_members)}%`,
      );
    }
    const statements = await backend.get<
      Page<{ active_members: number; commission_percent: string }>
    >('/agent/commission_statements', agent);
    for (const { active_members, commission_percent } of statements.body.data.list)
      expect(`${active_members} active: ${commission_percent}%`).toBe(
        `${active_members} active: ${rateFor(active_members)}%`,
      );
  });

  it('every seeded bet names a game of its own provider, and known titles are under their real maker', () => {
    const games = db().games.findMany();
    const madeBy = new Map<number, Set<string>>();
    for (const game of games)
      madeBy.set(game.channel_id, (madeBy.get(game.channel_id) ?? new Set()).add(game.name));
    for (const bet of db().betRecords.findMany())
      expect(madeBy.get(bet.channel_id), `${bet.game_name} on ${bet.channel_name}`).toContain(
        bet.game_name,
      );
    const makers: Record<string, string> = {
      'Sweet Bonanza': 'Pragmatic Play',
      'Gates of Olympus': 'Pragmatic Play',
      'Fortune Tiger': 'PG Soft',
      'Lucky Neko': 'PG Soft',
      'Crazy Time': 'Evo Casino',
    };
    const channelName = (id: number) => db().channels.findFirst((q) => q.where({ id }))?.name;
    const listed = [
      ...games.map((game) => ({ name: game.name, channel_id: game.channel_id })),
      ...db().inquiryGames.findMany(),
      ...db()
        .betRecords.findMany()
        .map((bet) => ({ name: bet.game_name, channel_id: bet.channel_id })),
    ];
    for (const game of listed) {
      const maker = makers[game.name];
      if (maker)
        expect(`${game.name}: ${channelName(game.channel_id)}`).toBe(`${game.name}: ${maker}`);
    }
  });
});
