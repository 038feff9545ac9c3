/**
 * The match predictor (issue 31, free to play): the round's matches with the member's picks,
 * and the round's leaderboard. Only its path is public here (see tournaments/index.ts).
 */
export { predictorPaths } from './paths';
