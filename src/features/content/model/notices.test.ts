import { describe, expect, it } from 'vitest';
import type { MessageNotice } from '@/api/generated/model';
import { barNotices, nextPopup } from './notices';

const notice = (id: number, display_method: 1 | 2): MessageNotice => ({
  id,
  title: `Notice ${id}`,
  content: '<p>Body</p>',
  display_method,
  display_pages: [3],
  audience: 3,
  start_time: 1763683200,
  end_time: null,
});

describe('barNotices', () => {
  it('keeps the announcement-bar notices in the server order and leaves the popups out', () => {
    const notices = [notice(1, 2), notice(2, 1), notice(3, 2)];
    expect(barNotices(notices).map((entry) => entry.id)).toEqual([1, 3]);
  });
});

describe('nextPopup', () => {
  it('shows each popup once per session: the first not yet seen, then none', () => {
    const notices = [notice(1, 2), notice(2, 1), notice(3, 1)];
    expect(nextPopup(notices, [])?.id).toBe(2);
    expect(nextPopup(notices, [2])?.id).toBe(3);
    expect(nextPopup(notices, [2, 3])).toBeNull();
    expect(nextPopup([notice(1, 2)], [])).toBeNull();
  });
});
