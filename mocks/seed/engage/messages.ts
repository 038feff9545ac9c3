import Decimal from 'decimal.js';
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

/** The demo member's inbox and letters, two other members' messages, and the site notices. */
export async function seedMessages({ db, faker, now }: EngageSeed): Promise<void> {
  const demo = ENGAGE_DEMO_MEMBER_ID;
  // ---- messages: inbox and letters, read and unread ----
  let messageId = 5001;
  for (const [index, { title, body }] of fixture.inbox.entries()) {
    const amount = new Decimal(faker.number.int({ min: 2, max: 200 }) * 50).toFixed(2);
    await db.memberMessages.create({
      id: messageId++,
      account_id: demo,
      box: 1,
      title,
      content: body.replace('{amount}', amount),
      read_status: index < 3 ? 2 : 1,
      created_at:
        now -
        index * faker.number.int({ min: 1, max: 6 }) * DAY -
        faker.number.int({ min: 60, max: 20 * 3600 }),
      sender: 'System',
    });
  }
  for (const [index, { title, sender, body }] of fixture.letters.entries()) {
    await db.memberMessages.create({
      id: messageId++,
      account_id: demo,
      box: 2,
      title,
      content: body,
      read_status: index === 0 || index === 4 ? 2 : 1,
      created_at: now - (index * 9 + faker.number.int({ min: 1, max: 8 })) * DAY,
      sender,
    });
  }
  for (const accountId of [10003, 10004]) {
    await db.memberMessages.create({
      id: messageId++,
      account_id: accountId,
      box: 1,
      title: 'Deposit received',
      content: '<p>Your deposit of <strong>1,000.00</strong> via GCash has been credited.</p>',
      read_status: 2,
      created_at: now - DAY,
      sender: 'System',
    });
    await db.memberMessages.create({
      id: messageId++,
      account_id: accountId,
      box: 2,
      title: 'Welcome to Fortuna',
      content: '<p>Thanks for joining. Your first deposit gets a 100% welcome bonus.</p>',
      read_status: 2,
      created_at: now - 2 * DAY,
      sender: 'Customer Service',
    });
  }

  // ---- site notices: popups and the announcement bar on several pages ----
  const notices = [
    {
      ...noticeTexts('welcome-to-fortuna'),
      display_method: 1 as const,
      display_pages: [1 as const],
      audience: 3 as const,
      start_time: now - 40 * DAY,
      end_time: null,
    },
    {
      ...noticeTexts('saba-sports-maintenance'),
      display_method: 2 as const,
      display_pages: [1 as const, 2 as const],
      audience: 3 as const,
      start_time: now - 2 * DAY,
      end_time: now + 5 * DAY,
    },
    {
      ...noticeTexts('gcash-deposits-are-instant-again'),
      display_method: 1 as const,
      display_pages: [3 as const],
      audience: 2 as const,
      start_time: now - DAY,
      end_time: now + 14 * DAY,
    },
    {
      ...noticeTexts('withdrawals-on-public-holidays'),
      display_method: 2 as const,
      display_pages: [4 as const],
      audience: 2 as const,
      start_time: now - 10 * DAY,
      end_time: null,
    },
    {
      ...noticeTexts('red-packet-rain-is-on'),
      display_method: 2 as const,
      display_pages: [2 as const, 3 as const],
      audience: 2 as const,
      start_time: now - 3 * DAY,
      end_time: now + 25 * DAY,
    },
    {
      ...noticeTexts('new-commission-plans-for-agents'),
      display_method: 1 as const,
      display_pages: [6 as const],
      audience: 1 as const,
      start_time: now - 4 * DAY,
      end_time: now + 30 * DAY,
    },
    {
      ...noticeTexts('agent-portal-sign-in'),
      display_method: 2 as const,
      display_pages: [5 as const],
      audience: 1 as const,
      start_time: now - 60 * DAY,
      end_time: null,
    },
    {
      ...noticeTexts('mid-autumn-event-has-ended'),
      display_method: 2 as const,
      display_pages: [1 as const, 2 as const],
      audience: 3 as const,
      start_time: now - 80 * DAY,
      end_time: now - 50 * DAY,
    },
    {
      ...noticeTexts('christmas-mega-draw'),
      display_method: 1 as const,
      display_pages: [2 as const],
      audience: 3 as const,
      start_time: now + 7 * DAY,
      end_time: now + 37 * DAY,
    },
  ];
  for (const [index, { title, content, ...notice }] of notices.entries())
    await db.messageNotices.create({
      id: 81 + index,
      ...notice,
      ...withTranslations({ title, content }),
    });
}
