/**
 * The identity check's URL. The spec's member centre has KYC but names no path; it sits in the
 * personal centre beside the personal info (spec §2 /member/personal children).
 */
export const kycPaths = {
  kyc: () => '/member/personal/kyc',
} as const;
