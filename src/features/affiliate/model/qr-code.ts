import { QrCodeStatus } from '@/api/generated/model';

/** What the QR list reads of a code: its stored status and expiry. */
interface QrCodeState {
  status: QrCodeStatus;
  expires_at: number | null;
}

/**
 * A QR code's status now (spec §3: Unused, Used, Cancel, Expired): an unused code whose expiry
 * has passed is Expired, even before the server's next answer says so (`now` in seconds).
 */
export function qrCodeStatusAt(code: QrCodeState, now: number): QrCodeStatus {
  return code.status === QrCodeStatus.UNUSED && code.expires_at !== null && code.expires_at <= now
    ? QrCodeStatus.EXPIRED
    : code.status;
}

/** Only an unused code can be cancelled (the server answers 409 for the others). */
export const canCancelQrCode = (code: QrCodeState, now: number) =>
  qrCodeStatusAt(code, now) === QrCodeStatus.UNUSED;

/** Only an unused code still registers anyone: its link is worth sharing. */
export const canShareQrCode = canCancelQrCode;

/** The file name of a downloaded QR image. */
export const qrImageFileName = (code: string) => `fortuna-invite-${code}.png`;
