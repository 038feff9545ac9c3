import { describe, expect, it, vi } from 'vitest';
import { referralLink, type ReferralShare, shareOrCopy, shareSheet } from './referral-link';
import { rewardStatusFilter } from './reward-filter';

const signup = (code: string) => `/signup/${code}`;
const data: ReferralShare = {
  title: 'Join me',
  text: 'My code is 318205',
  url: 'https://fortuna.example/signup/318205',
};

describe('referral link: the site’s sign-up link with the member’s 6-digit code (spec §5)', () => {
  it('is the sign-up link on the address the member uses the site at', () => {
    expect(referralLink('https://fortuna.example', '318205', signup)).toBe(
      'https://fortuna.example/signup/318205',
    );
    expect(referralLink('http://localhost:4517', '000123', signup)).toBe(
      'http://localhost:4517/signup/000123',
    );
  });

  it('only a 6-digit code makes a link', () => {
    expect(referralLink('https://fortuna.example', '31820', signup)).toBeNull();
    expect(referralLink('https://fortuna.example', '3182055', signup)).toBeNull();
    expect(referralLink('https://fortuna.example', '31820a', signup)).toBeNull();
    expect(referralLink('https://fortuna.example', '', signup)).toBeNull();
  });
});

describe('sharing the referral link: the share sheet where there is one, else a copy', () => {
  it('with the Web Share API the sheet gets the title, text and link', async () => {
    const share = vi.fn(() => Promise.resolve());
    const copy = vi.fn(() => Promise.resolve());
    const sheet = shareSheet({ share, canShare: () => true }, data);
    expect(await shareOrCopy(data, sheet, copy)).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(copy).not.toHaveBeenCalled();
  });

  it('without it (or when it cannot share this), the link is copied', async () => {
    const copy = vi.fn(() => Promise.resolve());
    expect(shareSheet(undefined, data)).toBeUndefined();
    expect(shareSheet({ share: undefined as never, canShare: () => true }, data)).toBeUndefined();
    const cannot = shareSheet({ share: () => Promise.resolve(), canShare: () => false }, data);
    expect(cannot).toBeUndefined();
    expect(await shareOrCopy(data, cannot, copy)).toBe('copied');
    expect(copy).toHaveBeenCalledWith(data.url);
  });

  it('a member who closes the sheet cancelled: nothing is copied', async () => {
    const copy = vi.fn(() => Promise.resolve());
    const closed = () => Promise.reject(new DOMException('Share canceled', 'AbortError'));
    expect(await shareOrCopy(data, closed, copy)).toBe('cancelled');
    expect(copy).not.toHaveBeenCalled();
  });

  it('a sheet that fails otherwise falls back to copying', async () => {
    const copy = vi.fn(() => Promise.resolve());
    const refused = () => Promise.reject(new DOMException('Not allowed', 'NotAllowedError'));
    expect(await shareOrCopy(data, refused, copy)).toBe('copied');
    expect(copy).toHaveBeenCalledWith(data.url);
  });
});

describe('reward status filter: one of spec §3’s 1 Verifying … 5 Rejected, else every reward', () => {
  it('reads a status from the URL', () => {
    expect(rewardStatusFilter('1')).toBe(1);
    expect(rewardStatusFilter('5')).toBe(5);
  });

  it('anything else is no filter', () => {
    expect(rewardStatusFilter(null)).toBeUndefined();
    expect(rewardStatusFilter('0')).toBeUndefined();
    expect(rewardStatusFilter('6')).toBeUndefined();
    expect(rewardStatusFilter('2a')).toBeUndefined();
    expect(rewardStatusFilter('')).toBeUndefined();
  });
});
