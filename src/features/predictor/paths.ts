/** The match predictor's URL (issue 31; spec §2 names the prediction screen without its path). */
export const predictorPaths = {
  home: () => '/predictor',
} as const;
