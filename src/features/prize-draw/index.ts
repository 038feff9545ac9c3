export { isDrawKind, PrizeDrawButton } from './components/prize-draw-button';

/** The red packet button of the floating tools, loaded once a member is signed in. */
export const prizeDrawWidgets = {
  redPacket: () => import('./components/red-packet-entry'),
};
