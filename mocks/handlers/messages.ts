import type { HttpHandler } from 'msw';
import type { MemberMessageRecord } from '../collections/engage.ts';
import { type FakeContext } from '../context.ts';
import type { Account } from '../db.ts';
import { nowSeconds } from '../lib/clock.ts';
import { fakeText } from '../lib/fake-texts.ts';
import { inLocale, type Locale, localeOf } from '../lib/i18n.ts';
import { byNewest, pagedList } from '../lib/paging.ts';
import { invalid, ok } from '../lib/respond.ts';
import { route } from '../lib/route.ts';
import type { MessageItem, MessageNotice, MessageUnreadCount } from '../lib/schemas.ts';
import { ops } from '../lib/schemas.ts';
import { notFound } from '../lib/respond.ts';
import type { In } from '../lib/schemas.ts';

/** Member messages (contract tag messages): inbox, letters, notices, unread count, read and delete. */
export function messagesHandlers(ctx: FakeContext): HttpHandler[] {
  const { db } = ctx;
  /** A message in the request's locale: its own translations, and the sender's name. */
  const messageView = (message: MemberMessageRecord, locale: Locale): In<typeof MessageItem> => {
    const texts = inLocale(message, locale);
    return {
      id: message.id,
      box: message.box,
      title: texts.title,
      content: texts.content,
      read_status: message.read_status,
      created_at: message.created_at,
      sender: fakeText(message.sender, locale),
    };
  };

  function unreadCount(accountId: number): In<typeof MessageUnreadCount> {
    const unread = db.memberMessages.findMany((q) =>
      q.where({ account_id: accountId, read_status: 2 }),
    );
    const inbox = unread.filter((m) => m.box === 1).length;
    const letter = unread.filter((m) => m.box === 2).length;
    return { inbox, letter, total: inbox + letter };
  }

  const listBox = (
    box: 1 | 2,
    operationId: 'listInboxMessages' | 'listLetterMessages',
    schema: typeof ops.ListInboxMessagesQueryParams | typeof ops.ListLetterMessagesQueryParams,
  ) =>
    route(
      ctx,
      { operationId, auth: 'member', query: schema },
      async ({ request, query, account }) => {
        const list = db.memberMessages
          .findMany((q) => q.where({ account_id: account.id, box }))
          .filter(
            (message) =>
              query.read_status === undefined || message.read_status === query.read_status,
          )
          .sort(byNewest)
          .map((message) => messageView(message, localeOf(request)));
        return pagedList(query, list);
      },
    );

  /** The member's own message, or undefined (another member's is as good as missing). */
  const ownMessage = (account: Account, id: number) =>
    db.memberMessages.findFirst((q) => q.where({ id, account_id: account.id }));

  const messageRoutes = [
    listBox(1, 'listInboxMessages', ops.ListInboxMessagesQueryParams),
    listBox(2, 'listLetterMessages', ops.ListLetterMessagesQueryParams),

    route(
      ctx,
      { operationId: 'listMessageNotices', auth: 'guest' },
      async ({ request, query, account }) => {
        const audiences = new Set<number>([3]);
        if (account) audiences.add(account.type === 1 ? 1 : 2);
        // The agent sign-in page (display page 5) is for affiliates before they sign in: its
        // notices for AFFILIATE reach whoever opens it.
        if (query.display_page === 5) audiences.add(1);
        const now = nowSeconds();
        const list: In<typeof MessageNotice>[] = db.messageNotices
          .findMany()
          .filter(
            (notice) =>
              audiences.has(notice.audience) &&
              notice.start_time <= now &&
              (notice.end_time === null || notice.end_time > now) &&
              (query.display_method === undefined ||
                notice.display_method === query.display_method) &&
              (query.display_page === undefined ||
                notice.display_pages.includes(query.display_page)),
          )
          .sort((a, b) => b.start_time - a.start_time || b.id - a.id)
          .map((notice) => inLocale(notice, localeOf(request)));
        return pagedList(query, list);
      },
    ),

    route(ctx, { operationId: 'getMessageUnreadCount', auth: 'member' }, async ({ account }) => {
      return ok(unreadCount(account.id));
    }),

    route(ctx, { operationId: 'markMessagesRead', auth: 'member' }, async ({ body, account }) => {
      let targets: MemberMessageRecord[];
      if ('ids' in body) {
        const ids = new Set(body.ids);
        targets = db.memberMessages
          .findMany((q) => q.where({ account_id: account.id, read_status: 2 }))
          .filter((m) => ids.has(m.id));
      } else {
        if (!body.all) return invalid({ all: ['Must be true to mark every message read.'] });
        targets = db.memberMessages
          .findMany((q) => q.where({ account_id: account.id, read_status: 2 }))
          .filter((m) => body.box === undefined || m.box === body.box);
      }
      for (const message of targets)
        await db.memberMessages.update((q) => q.where({ id: message.id }), {
          data(record) {
            record.read_status = 1;
          },
        });
      return ok({ updated: targets.length, unread: unreadCount(account.id) });
    }),

    route(
      ctx,
      { operationId: 'getMessage', auth: 'member' },
      async ({ request, params, account }) => {
        const message = ownMessage(account, params.id);
        if (!message) return notFound();
        if (message.read_status === 2)
          await db.memberMessages.update((q) => q.where({ id: message.id }), {
            data(record) {
              record.read_status = 1;
            },
          });
        return ok(messageView({ ...message, read_status: 1 }, localeOf(request)));
      },
    ),

    route(ctx, { operationId: 'deleteMessage', auth: 'member' }, async ({ params, account }) => {
      if (!ownMessage(account, params.id)) return notFound();
      db.memberMessages.delete((q) => q.where({ id: params.id, account_id: account.id }));
      return ok(null, 'Deleted');
    }),
  ];

  // ======================================================================================

  return messageRoutes;
}
