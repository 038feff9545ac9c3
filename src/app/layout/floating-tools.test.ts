import { describe, expect, it } from 'vitest';
import { BACK_TO_TOP_DEFAULT_PX, contactGroups } from './floating-tools';
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

describe('spec §9: floating tools', () => {
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
