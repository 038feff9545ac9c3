/** The affiliate screens' URLs (spec §2 /af_intro). */
export const affiliatePaths = {
  intro: () => '/af_intro',
} as const;
