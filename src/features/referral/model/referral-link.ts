/** Spec §5: a referral code is 6 digits. */
const REFERRAL_CODE = /^\d{6}$/;

/**
 * The member's referral link: the site's invitation sign-up link carrying their code
 * (`signupPath(code)`, which opens registration with the code filled in), on the address the
 * member is using the site at, since the API may live elsewhere. No link without a 6-digit code:
 * the sign-up route would drop anything else.
 */
export function referralLink(
  siteOrigin: string,
  code: string,
  signupPath: (code: string) => string,
): string | null {
  if (!REFERRAL_CODE.test(code)) return null;
  return new URL(signupPath(code), siteOrigin).href;
}

/** What the share sheet is given: a title, a line of text with the code, and the link. */
export interface ReferralShare {
  title: string;
  text: string;
  url: string;
}

/** How a share ended: the share sheet took it, the member closed it, or the link was copied. */
export type ShareOutcome = 'shared' | 'cancelled' | 'copied';

/** The Web Share API where the browser has it (and can share this data); else undefined. */
export function shareSheet(
  nav: Pick<Navigator, 'share' | 'canShare'> | undefined,
  data: ReferralShare,
): ((data: ReferralShare) => Promise<void>) | undefined {
  if (typeof nav?.share !== 'function') return undefined;
  if (typeof nav.canShare === 'function' && !nav.canShare(data)) return undefined;
  return (shared) => nav.share(shared);
}

/**
 * Shares the link with the share sheet when there is one, otherwise copies it (`copy`). A
 * member who closes the sheet cancelled: nothing else happens. A sheet that fails otherwise
 * (not allowed in this frame) falls back to copying.
 */
export async function shareOrCopy(
  data: ReferralShare,
  share: ((data: ReferralShare) => Promise<void>) | undefined,
  copy: (text: string) => Promise<void>,
): Promise<ShareOutcome> {
  if (share) {
    try {
      await share(data);
      return 'shared';
    } catch (error) {
      // A DOMException; not an Error subclass everywhere, so the name is what is read.
      if ((error as { name?: unknown } | null)?.name === 'AbortError') return 'cancelled';
    }
  }
  await copy(data.url);
  return 'copied';
}
