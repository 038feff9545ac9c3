/** Non-production: where this build talks to. */
export { OriginRoute as default } from '../origin-route';
