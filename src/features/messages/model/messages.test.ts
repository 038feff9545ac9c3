import { describe, expect, it } from 'vitest';
import { isUnread, pageAfterDelete, unreadOfBox } from './messages';

describe('message read status (spec §3: 1 Read, 2 Unread)', () => {
  it('a message with read status 2 is unread, 1 is read', () => {
    expect(isUnread({ read_status: 2 })).toBe(true);
    expect(isUnread({ read_status: 1 })).toBe(false);
  });
});

describe('unreadOfBox', () => {
  it('takes the inbox count for the inbox and the letter count for letters; 0 while unknown', () => {
    const counts = { inbox: 3, letter: 1, total: 4 };
    expect(unreadOfBox(counts, 1)).toBe(3);
    expect(unreadOfBox(counts, 2)).toBe(1);
    expect(unreadOfBox(undefined, 1)).toBe(0);
  });
});

describe('pageAfterDelete', () => {
  it('deleting the last message of the last page goes back a page; otherwise the page stays', () => {
    expect(pageAfterDelete(3, 1)).toBe(2);
    expect(pageAfterDelete(3, 4)).toBe(3);
    expect(pageAfterDelete(1, 1)).toBe(1);
  });
});
