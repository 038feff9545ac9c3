import { screen, waitFor, within } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { installFakeBackend } from '@mocks/test-utils';
import { setToken } from '@/api/session';
import { DialogHost } from '@/shared/ui/dialogs';
import { ToastHost } from '@/shared/ui/toast-host';
import { renderScreen } from '@/testing/render-screen';
import { MessagesHeaderButton } from '../components/messages-header-button';
import { messagePaths } from '../paths';
import { InboxRoute, LettersRoute, NoticesRoute } from './message-boxes';
import { MessagesRoute } from './messages';

const backend = installFakeBackend();
const DEMO_MEMBER_ID = 10001;
const db = () => backend.fake().ctx.db;

const routes: RouteObject[] = [
  {
    element: (
      <>
        <header>
          <MessagesHeaderButton />
        </header>
        <Outlet />
        <DialogHost />
        <ToastHost />
      </>
    ),
    children: [
      {
        path: messagePaths.message(),
        element: <MessagesRoute />,
        children: [
          { path: 'inbox', element: <InboxRoute /> },
          { path: 'letter', element: <LettersRoute /> },
          { path: 'notice', element: <NoticesRoute /> },
        ],
      },
    ],
  },
];

async function openAt(path: string) {
  setToken(await backend.signIn());
  return renderScreen(routes, { path });
}

const headerButton = () => screen.getByRole('link', { name: /^Messages/ });

describe('the message centre', () => {
  it('the inbox lists each message with its read status in words, the unread count on the tab and in the header', async () => {
    await openAt(messagePaths.inbox());
    const table = await screen.findByRole('table', { name: 'Your inbox' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(3);
    const unread = rows.filter((row) => within(row).queryByText('Unread'));
    expect(unread).toHaveLength(3);
    expect(rows.filter((row) => within(row).queryByText('Read'))).toHaveLength(rows.length - 3);
    expect(await screen.findByRole('link', { name: 'Inbox (3 unread)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await waitFor(() => expect(headerButton()).toHaveAccessibleName('Messages, 5 unread'));
  });

  it('opening a message shows its sanitised body and marks it read; the counts fall', async () => {
    const first = db()
      .memberMessages.findMany((q) => q.where({ account_id: DEMO_MEMBER_ID, box: 1 }))
      .find((message) => message.read_status === 2);
    if (!first) throw new Error('the seed has unread inbox messages');
    await db().memberMessages.update((q) => q.where({ id: first.id }), {
      data(record) {
        record.content = '<p>Hello <strong>member</strong></p><img src=x onerror="alert(1)">';
      },
    });
    const { user } = await openAt(messagePaths.inbox());
    const table = await screen.findByRole('table', { name: 'Your inbox' });
    const row = within(table)
      .getAllByRole('row')
      .find((candidate) => within(candidate).queryByText('Unread'));
    if (!row) throw new Error('no unread row');
    await user.click(within(row).getByRole('button', { name: first.title }));
    const dialog = await screen.findByRole('dialog', { name: first.title });
    expect(await within(dialog).findByText('member')).toBeInTheDocument();
    expect(dialog.querySelector('img')?.getAttribute('onerror')).toBeFalsy();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The page behind the dialog is hidden from assistive technology while it is open.
    await waitFor(() => expect(headerButton()).toHaveAccessibleName('Messages, 4 unread'));
    expect(await screen.findByRole('link', { name: 'Inbox (2 unread)' })).toBeInTheDocument();
    expect(within(row).getByText('Read')).toBeInTheDocument();
  });

  it('deleting asks first; kept when the member says no, gone when yes, with the counts', async () => {
    const { user } = await openAt(messagePaths.letters());
    const table = await screen.findByRole('table', { name: 'Your letters' });
    const row = within(table)
      .getAllByRole('row')
      .find((candidate) => within(candidate).queryByText('Unread'));
    if (!row) throw new Error('no unread letter');
    const title = within(row).getAllByRole('button')[0]?.textContent ?? '';
    await user.click(within(row).getByRole('button', { name: `Delete ${title}` }));
    let confirm = await screen.findByRole('dialog', { name: 'Delete this message?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(within(table).getByRole('button', { name: title })).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: `Delete ${title}` }));
    confirm = await screen.findByRole('dialog', { name: 'Delete this message?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The message is deleted')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(table).queryByRole('button', { name: title })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(headerButton()).toHaveAccessibleName('Messages, 4 unread'));
  });

  it('mark all as read empties the unread filter of the box and clears its count', async () => {
    const { user } = await openAt(`${messagePaths.inbox()}?status=2`);
    const table = await screen.findByRole('table', { name: 'Your inbox' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('No unread messages')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await waitFor(() => expect(headerButton()).toHaveAccessibleName('Messages, 2 unread'));
  });

  it('an empty box says so', async () => {
    db().memberMessages.deleteMany((q) => q.where({ account_id: DEMO_MEMBER_ID, box: 2 }));
    await openAt(messagePaths.letters());
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });

  it('the notice tab lists the notices in force for a member, none for agents only, and opens one', async () => {
    const { user } = await openAt(messagePaths.notices());
    const table = await screen.findByRole('table', { name: 'Site notices' });
    expect(
      within(table).getByRole('button', { name: 'Red Packet Rain is on' }),
    ).toBeInTheDocument();
    expect(within(table).queryByText('Agent portal sign-in')).not.toBeInTheDocument();
    expect(within(table).queryByText('Mid-Autumn event has ended')).not.toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'SABA Sports maintenance' }));
    const dialog = await screen.findByRole('dialog', { name: 'SABA Sports maintenance' });
    expect(await within(dialog).findByText(/SABA Sports is unavailable/)).toBeInTheDocument();
  });
});
