/** The affiliate side's URLs: the public introduction (spec §2 /af_intro) and the agent portal. */
const AGENT = '/agent';

export const affiliatePaths = {
  intro: () => '/af_intro',
  /** The agent application behind the introduction's 'Join as an agent' (issue 34). */
  apply: () => '/af_intro/apply',
  /** The portal's root: it opens the dashboard. */
  home: () => AGENT,
  login: () => `${AGENT}/login`,
  dashboard: () => `${AGENT}/dashboard`,
  downline: () => `${AGENT}/downline`,
  /** The downline of one sub-agent of the agent's subtree. */
  subDownline: (id: number | string) => `${AGENT}/downline/${id}`,
  groupLogs: () => `${AGENT}/groupLogs`,
  inviteCodes: () => `${AGENT}/inviteCodes`,
  qrCodes: () => `${AGENT}/qrCodes`,
  creditTransfer: () => `${AGENT}/creditTransfer`,
  creditTransferForm: () => `${AGENT}/creditTransfer/transfer`,
  creditTransferList: () => `${AGENT}/creditTransfer/list`,
  commission: () => `${AGENT}/commission`,
  commissionDetail: (period: number | string) => `${AGENT}/commission/${period}`,
} as const;
