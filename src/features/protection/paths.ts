/** Player protection's URLs: the responsible-gaming screen in the safety centre. */
const SAFETY = '/member/safety';

export const protectionPaths = {
  responsibleGaming: () => `${SAFETY}/responsible-gaming`,
} as const;
