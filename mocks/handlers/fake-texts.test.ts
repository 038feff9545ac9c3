// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FAKE_TEXTS, fakeText } from '../lib/fake-texts.ts';
import { TranslatedLocale } from '../lib/i18n.ts';
import { type Envelope, installFakeBackend, type Page } from '../test-utils.ts';

const backend = installFakeBackend();

type Trade = { order_no: string; type: number; type_name: string; remark?: string };
type Message = { id: number; title: string; content: string; sender: string };

/** A member's list in a locale, every page of it. */
async function listIn<T>(path: string, token: string, locale: string): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; page < 20; page++) {
    const answer = await backend.call<Envelope<Page<T>>>('GET', path, {
      token,
      query: { locale, page, page_size: 30 },
    });
    expect(answer.status).toBe(200);
    all.push(...answer.body.data.list);
    if (answer.body.data.list.length < 30) break;
  }
  return all;
}

describe("the fake's own texts follow the request's locale (issue 34)", () => {
  it('the trade records answer type names and remarks in Thai and Vietnamese, English by default', async () => {
    const token = await backend.signIn();
    const english = await listIn<Trade>('/member/records/trade', token, 'en');
    const thai = await listIn<Trade>('/member/records/trade', token, 'th');
    const vietnamese = await listIn<Trade>('/member/records/trade', token, 'vi');
    const byOrder = (list: Trade[], trade: Trade) =>
      list.find(
        (candidate) => candidate.order_no === trade.order_no && candidate.type === trade.type,
      );
    const transferIn = english.find((trade) => trade.type_name === 'Transfer In');
    const deposit = english.find((trade) => trade.remark === 'Bank Transfer deposit');
    const sent = english.find((trade) => trade.remark?.startsWith('Credit transfer to '));
    if (!transferIn || !deposit || !sent) throw new Error('seeded trade records');
    expect(byOrder(thai, transferIn)?.type_name).toBe('โอนเข้า');
    expect(byOrder(vietnamese, transferIn)?.type_name).toBe('Chuyển vào');
    // A game wallet's name is a brand: it stays.
    expect(byOrder(thai, transferIn)?.remark).toBe(transferIn.remark);
    expect(byOrder(thai, deposit)).toMatchObject({
      type_name: 'ฝากเงิน',
      remark: 'ฝากเงินผ่าน โอนผ่านธนาคาร',
    });
    expect(byOrder(vietnamese, deposit)?.remark).toBe('Nạp tiền qua Chuyển khoản ngân hàng');
    // A username keeps its own spelling in the translated remark.
    const name = sent.remark?.slice('Credit transfer to '.length);
    expect(byOrder(vietnamese, sent)?.remark).toBe(`Chuyển tín dụng cho ${name}`);
    // The same records, amounts and balances in every locale.
    expect(thai.map(({ order_no }) => order_no)).toEqual(english.map(({ order_no }) => order_no));
  });

  it('the inbox answers titles, bodies and the sender in the request locale', async () => {
    const token = await backend.signIn();
    const english = await listIn<Message>('/member/message/inbox', token, 'en');
    const thai = await listIn<Message>('/member/message/inbox', token, 'th');
    const vietnamese = await listIn<Message>('/member/message/inbox', token, 'vi');
    const security = english.find((message) => message.title === 'Security notice: new sign-in');
    if (!security) throw new Error('seeded inbox');
    expect(english.every((message) => message.sender === 'System')).toBe(true);
    expect(thai.find((message) => message.id === security.id)).toMatchObject({
      title: 'แจ้งเตือนความปลอดภัย: มีการเข้าสู่ระบบใหม่',
      sender: 'ระบบ',
    });
    expect(vietnamese.find((message) => message.id === security.id)).toMatchObject({
      title: 'Thông báo bảo mật: đăng nhập mới',
      sender: 'Hệ thống',
    });
    expect(vietnamese.find((message) => message.id === security.id)?.content).toContain(
      'Chúng tôi phát hiện',
    );
    // A body with an amount keeps the amount in every locale.
    const deposit = english.find((message) => message.title === 'Deposit received');
    const amount = deposit?.content.match(/<strong>([\d.]+)<\/strong>/)?.[1];
    expect(amount).toBeDefined();
    expect(thai.find((message) => message.id === deposit?.id)?.content).toContain(
      `<strong>${amount}</strong>`,
    );
    const letter = await backend.call<Envelope<Message>>('GET', `/member/message/${security.id}`, {
      token,
      query: { locale: 'ko' },
    });
    expect(letter.body.data.sender).toBe('시스템');
  });

  it('transaction types, deposit methods and withdrawal remarks follow the locale too', async () => {
    const token = await backend.signIn();
    const types = await backend.call<Envelope<{ list: { id: number; name: string }[] }>>(
      'GET',
      '/sub_type',
      { token, query: { locale: 'ja' } },
    );
    expect(types.body.data.list.find((type) => type.id === 3)?.name).toBe('振替入金');
    const methods = await backend.call<Envelope<{ list: { id: number; name: string }[] }>>(
      'GET',
      '/member/deposit/methods',
      { token, query: { locale: 'pt-BR' } },
    );
    expect(methods.body.data.list.map((method) => method.name)).toEqual([
      'Transferência Bancária',
      'USDT (TRC20)',
      'GCash',
      'Maya',
    ]);
    const withdrawals = await listIn<{ remark?: string }>('/member/withdraw/list', token, 'zh-CN');
    expect(withdrawals.map((withdrawal) => withdrawal.remark)).toContain('已支付至您的银行账户');
  });

  it('keeps the wording the spec fixes in English, and what members typed', () => {
    for (const locale of TranslatedLocale.options) {
      expect(fakeText('Insufficient Amount', locale)).toBe('Insufficient Amount');
      expect(fakeText('Evo Casino Amount Exceeds', locale)).toBe('Evo Casino Amount Exceeds');
      expect(fakeText('Weekly top-up', locale)).toBe('Weekly top-up');
    }
  });

  it('the dictionary has every text in every site locale, with the same parts to fill in', () => {
    const parts = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map(([part]) => part).sort();
    for (const [english, translations] of Object.entries(FAKE_TEXTS))
      for (const locale of TranslatedLocale.options) {
        const text = translations[locale];
        expect(text, `${english} in ${locale}`).toBeTruthy();
        expect(parts(text), `${english} in ${locale}`).toEqual(parts(english));
      }
  });
});
