import { describe, expect, it } from 'vitest';
import { QrCodeStatus } from '@/api/generated/model';
import { canCancelQrCode, canShareQrCode, qrCodeStatusAt, qrImageFileName } from './qr-code';

const NOW = 1_764_300_000;

describe('qrCodeStatusAt: spec §3 QR code status', () => {
  it('an unused code past its expiry is Expired; before it, or without one, Unused', () => {
    expect(qrCodeStatusAt({ status: QrCodeStatus.UNUSED, expires_at: NOW }, NOW)).toBe(
      QrCodeStatus.EXPIRED,
    );
    expect(qrCodeStatusAt({ status: QrCodeStatus.UNUSED, expires_at: NOW + 1 }, NOW)).toBe(
      QrCodeStatus.UNUSED,
    );
    expect(qrCodeStatusAt({ status: QrCodeStatus.UNUSED, expires_at: null }, NOW)).toBe(
      QrCodeStatus.UNUSED,
    );
  });

  it('a used or cancelled code stays so after its expiry', () => {
    for (const status of [QrCodeStatus.USED, QrCodeStatus.CANCEL])
      expect(qrCodeStatusAt({ status, expires_at: NOW - 10 }, NOW)).toBe(status);
  });
});

describe('canCancelQrCode and canShareQrCode: only an unused code', () => {
  it('allows an unused code, refuses used, cancelled and expired ones', () => {
    expect(canCancelQrCode({ status: QrCodeStatus.UNUSED, expires_at: null }, NOW)).toBe(true);
    for (const status of [QrCodeStatus.USED, QrCodeStatus.CANCEL, QrCodeStatus.EXPIRED])
      expect(canCancelQrCode({ status, expires_at: null }, NOW)).toBe(false);
    expect(canShareQrCode({ status: QrCodeStatus.UNUSED, expires_at: NOW - 1 }, NOW)).toBe(false);
  });

  it('names the downloaded image after the code', () => {
    expect(qrImageFileName('QR7F3K9M2P')).toBe('fortuna-invite-QR7F3K9M2P.png');
  });
});
