/**
 * Slot tournaments (issue 31): the list, and a tournament with its leaderboard and the
 * member's own standing. Only its paths are public here, so the menus that link to it do not
 * bring its generated client into the shell; the route modules import the screens' files.
 */
export { tournamentPaths } from './paths';
