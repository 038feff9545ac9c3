import { accountCollections } from './collections/account.ts';
import { defineCollections } from './collections/define.ts';
import { lazySchema } from './lib/lazy-schema.ts';
import { engageCollections } from './collections/engage.ts';
import { moneyCollections } from './collections/money.ts';
import { paymentsCollections } from './collections/payments.ts';
import { protectionCollections } from './collections/protection.ts';
import * as z from 'zod';
import type { AboutEntry } from './lib/schemas.ts';
import {
  ContactSettings,
  CustomSettings,
  FeaturePermissionInfo,
  FeatureThemeInfo,
  GameChannel,
  GameTypeItem,
  LanguageList,
  MaintenanceInfo,
  MemberSidebarGroup,
} from './lib/schemas.ts';

/**
 * The fake backend's state: @msw/data collections whose record schemas reuse the generated
 * zod schemas wherever a record is what the API shows. Money is kept as decimal strings.
 */
const money = z.string().regex(/^-?\d+(\.\d{1,4})?$/);

export const siteConfigSchema = lazySchema(() =>
  z.object({
    id: z.literal(1),
    permissions: FeaturePermissionInfo,
    contact: ContactSettings,
    custom: CustomSettings,
    theme: FeatureThemeInfo,
    maintenance: MaintenanceInfo,
    languages: LanguageList,
    sidebar: z.array(MemberSidebarGroup),
    /** Country of the visitor as the fake pretends to see it (area-forbidden scenario). */
    area_forbidden: z.boolean(),
  }),
);

export const accountSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    username: z.string(),
    /** Plain text: the fake compares what it decrypted. Never in any response. */
    password: z.string(),
    type: z.union([z.literal(1), z.literal(2)]),
    status: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    real_name: z.string(),
    email: z.string().nullable(),
    mobile_area: z.string().nullable(),
    mobile: z.string().nullable(),
    currency: z.string(),
    /** Main wallet (id 10000) balance. */
    money,
    auto_transfer: z.union([z.literal(0), z.literal(1)]),
    member_level: z.string(),
    member_level_logo: z.string(),
    avatar: z.string(),
    member_transfer_show: z.union([z.literal(0), z.literal(1)]),
    referral_code: z.string(),
    parent_id: z.number().int().nullable(),
    registration_type: z.number().int().min(1).max(5),
    created_at: z.number().int(),
    failed_logins: z.number().int(),
    locked_until: z.number().int(),
    need_change_password: z.boolean(),
  }),
);
export type Account = z.infer<typeof accountSchema>;

export const sessionSchema = lazySchema(() =>
  z.object({
    /** The session's current token. */
    token: z.string(),
    account_id: z.number().int(),
    created_at: z.number().int(),
    last_seen_at: z.number().int(),
    expires_at: z.number().int(),
    /** When the current token is due for refresh (the Token-Refresh-Time the client is told). */
    refresh_at: z.number().int(),
    /** The token the last refresh replaced, still accepted until previous_until (context.ts). */
    previous_token: z.string().nullable(),
    previous_until: z.number().int(),
    /**
     * When the reality check last showed (sign-in until the first one): the next is due one
     * interval later. Kept by the server, so a reload of the site does not reset it (issue 16).
     */
    reality_check_at: z.number().int(),
    /** Signed in during a time-out or self-exclusion only to withdraw the balance (issue 16). */
    withdraw_only: z.boolean(),
  }),
);
export type Session = z.infer<typeof sessionSchema>;

export const aboutSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    parent_id: z.number().int().nullable(),
    title: z.string(),
    level_checked: z.union([z.literal(0), z.literal(1)]),
    sort: z.number().int(),
    content: z.string(),
  }),
);

export const channelSchema = lazySchema(() =>
  GameChannel.and(
    z.object({
      transfer_in_limit: z.number().int().min(0).max(2),
      /** The provider does not answer balance calls (a seeded failing channel). */
      balance_fails: z.boolean(),
      currency: z.string(),
    }),
  ),
);
export type Channel = z.infer<typeof channelSchema>;

export const walletSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    account_id: z.number().int(),
    channel_id: z.number().int(),
    balance: money,
    confirmed_at: z.number().int(),
  }),
);

export const idempotencySchema = lazySchema(() =>
  z.object({
    key: z.string(),
    account_id: z.number().int(),
    operation: z.string(),
    request_hash: z.string(),
    status: z.number().int(),
    body: z.unknown(),
  }),
);

/** Every collection of the fake, created fresh (tests) or once per page (browser). */
export function createDb() {
  return {
    ...defineCollections({
      siteConfig: siteConfigSchema,
      accounts: accountSchema,
      sessions: sessionSchema,
      about: aboutSchema,
      gameTypes: GameTypeItem,
      channels: channelSchema,
      wallets: walletSchema,
      idempotency: idempotencySchema,
    }),
    ...moneyCollections(),
    ...paymentsCollections(),
    ...engageCollections(),
    ...accountCollections(),
    ...protectionCollections(),
  };
}
export type Db = ReturnType<typeof createDb>;
export type { AboutEntry };
