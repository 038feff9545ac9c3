import type { Faker } from '@faker-js/faker';
import type { Db } from '../../db.ts';

/** The demo member and the demo affiliate (seed/index.ts). */
export const ENGAGE_DEMO_MEMBER_ID = 10001;
export const ENGAGE_DEMO_AGENT_ID = 20001;
/** Friends the demo member invited with its referral code. */
export const DEMO_INVITEE_IDS = [10401, 10402, 10403, 10404, 10405, 10406] as const;
/** Downline members of the agent registered today (QR code and invitation code). */
export const TODAY_DOWNLINE_IDS = [10411, 10412] as const;

export const DAY = 86400;

/**
 * What every engage seed step gets: the world, the shared faker (steps run in a fixed order,
 * so the faker sequence never changes), the time, and the site's day numbering.
 */
export type EngageSeed = {
  db: Db;
  faker: Faker;
  now: number;
  /** The site timezone's offset from UTC, in seconds. */
  offset: number;
  /** Today's day number in the site timezone (engage-rules dayNumber). */
  today: number;
};
