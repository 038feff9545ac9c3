import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BACK_TO_TOP_DEFAULT_PX, contactGroups, useScrolledPast } from './floating-tools';
import { SCROLL_TO_TOP_MS } from '@/shared/lib/scroll';

const empty = {
  email: '',
  phone: '',
  whatsapp: '',
  wechat: '',
  telegram: '',
  skype: '',
  line: '',
  live_chat_url: '',
  live_chat_script: '',
  facebook: '',
  instagram: '',
  twitter: '',
  youtube: '',
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('spec §9: floating tools', () => {
  it('back-to-top shows on a page that opens scrolled, read after the first frame, not while mounting', async () => {
    const scrollY = vi.spyOn(window, 'scrollY', 'get').mockReturnValue(900);
    const { result } = renderHook(() => useScrolledPast(BACK_TO_TOP_DEFAULT_PX));
    // Reading scrollY while React commits would force a layout of the whole page.
    expect(scrollY).not.toHaveBeenCalled();
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
    scrollY.mockReturnValue(100);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(result.current).toBe(false);
  });

  it('back-to-top shows after 400 px by default and scrolls in 500 ms', () => {
    expect(BACK_TO_TOP_DEFAULT_PX).toBe(400);
    expect(SCROLL_TO_TOP_MS).toBe(500);
  });

  it('groups contacts into contact, live chat and links, leaving out empty ones', () => {
    const groups = contactGroups({
      ...empty,
      email: 'cs@fortuna.example',
      telegram: 'https://t.me/x',
      live_chat_url: 'https://chat.example',
      youtube: 'https://youtube.com/@f',
    });
    expect(groups.map((g) => [g.key, g.items.map((i) => i.field)])).toEqual([
      ['contact', ['email', 'telegram']],
      ['live_chat', ['live_chat_url']],
      ['links', ['youtube']],
    ]);
  });

  it('no contact at all gives no group (the button then says Customer Support not found)', () => {
    expect(contactGroups(empty)).toEqual([]);
  });
});
