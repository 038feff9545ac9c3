import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { englishI18n } from '@/i18n/english-for-tests';
import { restoreDoneText, transferDoneText } from './wallet-done';

let t: TFunction;
beforeAll(async () => {
  t = (await englishI18n()).t;
});

describe('a success toast says what succeeded, with the amount as money (issue 34)', () => {
  it('a transfer in names the amount and the game wallet it went into', () => {
    const text = transferDoneText({ type: 1, amount: '12850', channel_name: 'PG Soft' }, t, 'en');
    expect(text).toBe('12,850.00 moved into PG Soft');
  });

  it('a transfer out names the wallet it came from and the main wallet', () => {
    const text = transferDoneText({ type: 2, amount: '20', channel_name: 'PG Soft' }, t, 'en');
    expect(text).toBe('20.00 moved from PG Soft to the main wallet');
  });

  it('a restore of one wallet names it and its amount; of several, each by name', () => {
    const pg = { id: 10023, name: 'PG Soft', status: 'recovered', amount: '350' } as const;
    const evo = { id: 10031, name: 'Evo Casino', status: 'recovered', amount: '1500' } as const;
    const failed = { id: 10040, name: 'SA Gaming', status: 'failed', amount: '0' } as const;
    expect(restoreDoneText([pg, failed], t, 'en')).toBe(
      '350.00 restored from PG Soft to the main wallet',
    );
    expect(restoreDoneText([pg, evo, failed], t, 'en')).toBe(
      'Restored to the main wallet: PG Soft and Evo Casino',
    );
    expect(restoreDoneText([failed], t, 'en')).toBeNull();
  });

  it('no text of any toast is a bare "Successfully!" in any locale', async () => {
    const files = import.meta.glob<Record<string, unknown>>('../../../../locales/*/*.json', {
      eager: true,
      import: 'default',
    });
    // The bare success words the toasts said before, in the ten locales.
    const bare = new Set([
      'Successfully!',
      'Berhasil!',
      '完了しました！',
      '成功しました！',
      '처리되었습니다!',
      '성공했습니다!',
      'Berjaya!',
      'Sucesso!',
      'ทำรายการสำเร็จ!',
      'สำเร็จ!',
      'Thành công!',
      '操作成功！',
      '成功！',
    ]);
    const texts = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : value && typeof value === 'object'
          ? Object.values(value).flatMap(texts)
          : [];
    const found = Object.entries(files).flatMap(([path, tree]) =>
      texts(tree)
        .filter((text) => bare.has(text.trim()))
        .map((text) => `${path}: ${text}`),
    );
    expect(found).toEqual([]);
  });
});
