import Decimal from 'decimal.js';
import type * as z from 'zod';
import type { memberMessageSchema, messageNoticeSchema } from '../../collections/engage.ts';
import { type LocalizedText, withTranslations } from '../../lib/i18n.ts';
import fixture from '../fixtures/messages.json' with { type: 'json' };
import { DAY, ENGAGE_DEMO_MEMBER_ID, type EngageSeed } from './context.ts';

/** Site notices' texts by name (fixtures/messages.json). */
const NOTICES: Record<string, { title: LocalizedText; content: LocalizedText }> = fixture.notices;

function noticeTexts(name: string): { title: LocalizedText; content: LocalizedText } {
  const texts = NOTICES[name];
  if (texts === undefined) throw new Error(`messages.json: unknown notice ${name}`);
  return texts;
}

type NoticeSeed = z.input<typeof messageNoticeSchema>;
type MessageSeed = Omit<z.input<typeof memberMessageSchema>, 'id' | 'account_id' | 'box'>;

/**
 * Where and when each site notice shows: display method, pages, audience, and its start and
 * end in days from now (null: no end). Popups and the announcement bar on several pages.
 */
const NOTICE_PLACES: [
  name: string,
  method: NoticeSeed['display_method'],
  pages: NoticeSeed['display_pages'],
  audience: NoticeSeed['audience'],
  startDays: number,
  endDays: number | null,
][] = [
  ['welcome-to-fortuna', 1, [1], 3, -40, null],
  ['saba-sports-maintenance', 2, [1, 2], 3, -2, 5],
  ['gcash-deposits-are-instant-again', 1, [3], 2, -1, 14],
  ['withdrawals-on-public-holidays', 2, [4], 2, -10, null],
  ['red-packet-rain-is-on', 2, [2, 3], 2, -3, 25],
  ['new-commission-plans-for-agents', 1, [6], 1, -4, 30],
  ['agent-portal-sign-in', 2, [5], 1, -60, null],
  ['mid-autumn-event-has-ended', 2, [1, 2], 3, -80, -50],
  ['christmas-mega-draw', 1, [2], 3, 7, 37],
];

/** The demo member's inbox and letters, two other members' messages, and the site notices. */
export async function seedMessages({ db, faker, now }: EngageSeed): Promise<void> {
  const demo = ENGAGE_DEMO_MEMBER_ID;
  let messageId = 5001;
  const send = (accountId: number, box: 1 | 2, message: MessageSeed) =>
    db.memberMessages.create({ id: messageId++, account_id: accountId, box, ...message });

  // ---- messages: inbox (from the system) and letters, read and unread, in every locale ----
  for (const [index, { title, body }] of fixture.inbox.entries()) {
    const amount = new Decimal(faker.number.int({ min: 2, max: 200 }) * 50).toFixed(2);
    const content: LocalizedText = Object.fromEntries(
      Object.entries(body).map(([locale, text]) => [locale, text.replace('{amount}', amount)]),
    ) as typeof body;
    await send(demo, 1, {
      ...withTranslations({ title, content }),
      read_status: index < 3 ? 2 : 1,
      created_at:
        now -
        index * faker.number.int({ min: 1, max: 6 }) * DAY -
        faker.number.int({ min: 60, max: 20 * 3600 }),
      sender: 'System',
    });
  }
  for (const [index, { title, sender, body }] of fixture.letters.entries()) {
    const read_status = index === 0 || index === 4 ? 2 : 1;
    const created_at = now - (index * 9 + faker.number.int({ min: 1, max: 8 })) * DAY;
    await send(demo, 2, {
      ...withTranslations({ title, content: body }),
      read_status,
      created_at,
      sender,
    });
  }
  // Other members' messages, read, so lists are per member.
  const { deposit, welcome } = fixture.otherMembers;
  for (const accountId of [10003, 10004]) {
    for (const [box, message, days] of [
      [1, deposit, 1],
      [2, welcome, 2],
    ] as const)
      await send(accountId, box, {
        ...withTranslations({ title: message.title, content: message.content }),
        sender: message.sender,
        read_status: 2,
        created_at: now - days * DAY,
      });
  }

  // ---- site notices ----
  for (const [
    index,
    [name, method, pages, audience, startDays, endDays],
  ] of NOTICE_PLACES.entries())
    await db.messageNotices.create({
      id: 81 + index,
      display_method: method,
      display_pages: pages,
      audience,
      start_time: now + startDays * DAY,
      end_time: endDays === null ? null : now + endDays * DAY,
      ...withTranslations(noticeTexts(name)),
    });
}
