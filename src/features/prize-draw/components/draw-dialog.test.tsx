import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { nowSeconds } from '@mocks/lib/clock';
import { drawRoll, pickPrize } from '@mocks/lib/engage-rules';
import { periodKey } from '@mocks/lib/site-time';
import { PROMO } from '@mocks/seed/engage';
import { installFakeBackend } from '@mocks/test-utils';
import { getGetPromotionPrizesQueryKey } from '@/api/generated/endpoints/promotions/promotions';
import type { PromotionPrizeSetResponse } from '@/api/generated/model';
import { createQueryClient } from '@/api/query-client';
import { clearSession, setToken } from '@/api/session';
import { stubMatchMedia } from '@/testing/match-media';
import { renderScreen } from '@/testing/render-screen';
import { DrawDialog } from './draw-dialog';
import { PrizeDrawButton } from './prize-draw-button';
import { RedPacketEntry } from './red-packet-entry';

const backend = installFakeBackend();
const DEMO_MEMBER_ID = 10001;
const db = () => backend.fake().ctx.db;
const drawsOfDemo = (promotionId: number) =>
  db().promotionDraws.findMany((q) =>
    q.where({ account_id: DEMO_MEMBER_ID, promotion_id: promotionId }),
  );

beforeEach(() => {
  // Reduced motion: the prize is shown at once (the journeys watch the animation run).
  stubMatchMedia((query) => query.includes('prefers-reduced-motion'));
});

async function openDialog(promotionId: number, kind: 4 | 5, title: string) {
  setToken(await backend.signIn());
  const rendered = await renderScreen(
    <DrawDialog promotionId={promotionId} kind={kind} title={title} open onClose={() => {}} />,
  );
  const dialog = await screen.findByRole('dialog', { name: title });
  return { ...rendered, dialog };
}

describe('the roulette dialog', () => {
  it('lists the prizes, spins once per press to the prize the server drew and announces it', async () => {
    const { user, dialog } = await openDialog(PROMO.ROULETTE, 5, 'Lucky Roulette');
    expect(await within(dialog).findByText('Draws left: 2')).toBeInTheDocument();
    const prizes = within(dialog).getByRole('region', { name: 'Prizes' });
    expect(within(prizes).getAllByRole('listitem')).toHaveLength(6);
    expect(within(prizes).getByText('888.00 Grand Prize: 888.00 (0.25%)')).toBeInTheDocument();
    const before = drawsOfDemo(PROMO.ROULETTE).length;
    const expected = pickPrize(
      db().promotionPrizes.findMany((q) => q.where({ promotion_id: PROMO.ROULETTE }), {
        orderBy: { sort: 'asc' },
      }),
      drawRoll(DEMO_MEMBER_ID, PROMO.ROULETTE, before),
    );
    const spin = within(dialog).getByRole('button', { name: 'Spin' });
    // A double click is one press: one request, one draw.
    await user.dblClick(spin);
    const status = within(dialog).getByRole('status');
    await waitFor(() =>
      expect(status).toHaveTextContent(
        expected ? `You won ${expected.name}: ${expected.amount}!` : 'No prize this time',
      ),
    );
    expect(drawsOfDemo(PROMO.ROULETTE)).toHaveLength(before + 1);
    expect(await within(dialog).findByText('Draws left: 1')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Spin again' })).toBeEnabled();
  });

  it('with motion the wheel turns first: the prize is told only when it has stopped', async () => {
    stubMatchMedia(() => false);
    const { user, dialog } = await openDialog(PROMO.ROULETTE, 5, 'Lucky Roulette');
    await within(dialog).findByText('Draws left: 2');
    await user.click(within(dialog).getByRole('button', { name: 'Spin' }));
    const wheel = within(dialog).getByTestId('roulette-wheel');
    await waitFor(() => expect(Number(wheel.dataset.rotation)).toBeGreaterThan(4 * 360));
    // Turning: nothing is told yet, the button waits, and the draws left are still the old ones.
    expect(within(dialog).getByRole('status')).toHaveTextContent('');
    expect(within(dialog).getByRole('button', { name: 'Spinning…' })).toBeDisabled();
    expect(within(dialog).getByText('Draws left: 2')).toBeInTheDocument();
    fireEvent.transitionEnd(wheel);
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(/^You won /));
    expect(await within(dialog).findByText('Draws left: 1')).toBeInTheDocument();
  });

  it("shows the server's refusal translated: the promotion ended after the dialog opened", async () => {
    const { user, dialog } = await openDialog(PROMO.ROULETTE, 5, 'Lucky Roulette');
    await within(dialog).findByText('Draws left: 2');
    await db().promotions.update((q) => q.where({ id: PROMO.ROULETTE }), {
      data(promotion) {
        promotion.end_time = nowSeconds() - 60;
      },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Spin' }));
    expect(await within(dialog).findByText('This promotion has ended.')).toBeInTheDocument();
    // The draws left follow the server (an ended promotion has none), and the button is off.
    expect(await within(dialog).findByText(/^No draws left for now/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Spin' })).toBeDisabled();
  });

  it('spec §5: refuses to show a wheel whose probabilities do not total the stated total', async () => {
    setToken(await backend.signIn());
    const queryClient = createQueryClient();
    // As a server with a broken set would send it (the fake never publishes one).
    const broken: PromotionPrizeSetResponse = {
      status: 200,
      message: 'OK',
      data: {
        promotion_id: PROMO.ROULETTE,
        type: 5,
        total_probability: '95',
        prizes: [
          { id: 11, name: '5.00 Cash', amount: '5.00', probability: '60' },
          { id: 12, name: '10.00 Cash', amount: '10.00', probability: '30.5' },
        ],
        draws_left: 2,
      },
    };
    queryClient.setQueryData(getGetPromotionPrizesQueryKey(PROMO.ROULETTE), broken);
    // The fake itself does not publish such a set (its refetch answers 404): the set above stays.
    await db().promotionPrizes.update((q) => q.where({ id: 11 }), {
      data(prize) {
        prize.probability = '60';
      },
    });
    await renderScreen(
      <DrawDialog
        promotionId={PROMO.ROULETTE}
        kind={5}
        title="Lucky Roulette"
        open
        onClose={() => {}}
      />,
      { queryClient },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Lucky Roulette' });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(
      within(dialog).getByText(
        'This prize set cannot be shown: the total winning probability must equal 95%, but the prizes add up to 90.5%.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Spin' })).not.toBeInTheDocument();
  });
});

describe('the red packet dialog', () => {
  it('opens a packet: the prize the server drew, the packets left', async () => {
    const { user, dialog } = await openDialog(PROMO.RED_PACKET, 4, 'Red Packet Rain');
    expect(await within(dialog).findByText('Draws left: 2')).toBeInTheDocument();
    const drawIndex = drawsOfDemo(PROMO.RED_PACKET).length;
    const expected = pickPrize(
      db().promotionPrizes.findMany((q) => q.where({ promotion_id: PROMO.RED_PACKET }), {
        orderBy: { sort: 'asc' },
      }),
      drawRoll(DEMO_MEMBER_ID, PROMO.RED_PACKET, drawIndex),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Open the red packet' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        expected ? `You won ${expected.name}: ${expected.amount}!` : 'No prize this time',
      ),
    );
    expect(await within(dialog).findByText('Draws left: 1')).toBeInTheDocument();
  });

  it('with no draws left the button is off and says why', async () => {
    const now = nowSeconds();
    for (const id of [900, 901])
      await db().promotionDraws.create({
        id,
        account_id: DEMO_MEMBER_ID,
        promotion_id: PROMO.RED_PACKET,
        period: periodKey(2, now),
        prize_id: null,
        created_at: now,
      });
    const { dialog } = await openDialog(PROMO.RED_PACKET, 4, 'Red Packet Rain');
    expect(await within(dialog).findByText(/^No draws left for now/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Open the red packet' })).toBeDisabled();
  });
});

describe('the call to action on a promotion page', () => {
  it('asks a guest to sign in, and shows nothing for other promotion types', async () => {
    clearSession();
    await renderScreen(
      <>
        <PrizeDrawButton promotionId={PROMO.ROULETTE} type={5} title="Lucky Roulette" />
        <PrizeDrawButton promotionId={PROMO.WELCOME} type={1} title="Welcome" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Sign in to spin' })).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it("opens a member's roulette dialog", async () => {
    setToken(await backend.signIn());
    const { user } = await renderScreen(
      <PrizeDrawButton promotionId={PROMO.ROULETTE} type={5} title="Lucky Roulette" />,
    );
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lucky Roulette' });
    expect(await within(dialog).findByText('Draws left: 2')).toBeInTheDocument();
  });
});

describe('the red packet button (user info red_packet)', () => {
  it('shows how many packets wait, opens the first one, and is gone once none waits', async () => {
    // One more of today's packets used: one waits.
    const now = nowSeconds();
    await db().promotionDraws.create({
      id: 900,
      account_id: DEMO_MEMBER_ID,
      promotion_id: PROMO.RED_PACKET,
      period: periodKey(2, now),
      prize_id: null,
      created_at: now,
    });
    setToken(await backend.signIn());
    const { user } = await renderScreen(<RedPacketEntry />);
    await user.click(await screen.findByRole('button', { name: 'Red packets waiting: 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Red Packet Rain' });
    await within(dialog).findByText('Draws left: 1');
    await user.click(within(dialog).getByRole('button', { name: 'Open the red packet' }));
    await within(dialog).findByText(/^No draws left for now/);
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: /^Red packets waiting/, hidden: true }),
      ).not.toBeInTheDocument(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
