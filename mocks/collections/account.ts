import * as z from 'zod';
import { defineCollections } from './define.ts';
import { lazySchema } from '../lib/lazy-schema.ts';
import { translationsOf } from '../lib/i18n.ts';
import { ContentBanner, Gender, InquiryGame, TopWinner } from '../lib/schemas.ts';

/**
 * Collections of the account area of the fake backend (see mocks/README.md): one-time codes
 * (SMS, e-mail, password recovery), captchas, personal info, and the site content of the
 * home page (banners, top winners, the game catalogue of the site inquiry).
 */

/** What a one-time code was sent for; a code only verifies what it was sent for. */
export const CODE_PURPOSES = [
  'sms_register',
  'sms_login',
  'sms_forget_password',
  'register_email',
  'profile_email',
  'profile_sms',
  'password_reset',
  'withdraw_password_reset',
] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

export const verificationCodeSchema = lazySchema(() =>
  z.object({
    /** `${purpose}|${target}`: one live code per purpose and target. */
    id: z.string(),
    purpose: z.enum(CODE_PURPOSES),
    /** Where the code went: a lower-cased e-mail, `+63 9123456789`, or `username|email` for recovery. */
    target: z.string(),
    /** The member it was sent for (profile codes, password recovery); null for guests. */
    account_id: z.number().int().nullable(),
    /** 6 digits (OneTimePin). */
    code: z.string().regex(/^\d{6}$/),
    sent_at: z.number().int(),
    expires_at: z.number().int(),
    /** Sends within the current rate window, and when that window started. */
    window_sends: z.number().int(),
    window_start: z.number().int(),
    /** Wrong guesses against this code; it is dropped after too many. */
    failed_attempts: z.number().int(),
    /** Checked once with the right code (password recovery step 'fill in code'). */
    verified: z.boolean(),
  }),
);
export type VerificationCode = z.infer<typeof verificationCodeSchema>;

export const captchaSchema = lazySchema(() =>
  z.object({
    key: z.string(),
    /** The characters drawn in the picture (compared without regard to case). */
    code: z.string(),
    scene: z.string().nullable(),
    created_at: z.number().int(),
    expires_at: z.number().int(),
  }),
);

/**
 * Failed tries counted where no account record holds them: sign-ins with a login name no
 * account has (`name|<scope>|<lower-cased name>`, locked as a real account would be), and a
 * client's failed sign-ins and registrations (`client|<form>|<fingerprint>`, which bring the
 * captcha).
 */
export const attemptSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    failures: z.number().int().min(0),
    /** Unix seconds the first failure of the count was made (a client's window). */
    first_at: z.number().int(),
    /** Unix seconds a lock ends; 0 when none. */
    locked_until: z.number().int(),
  }),
);
export type Attempt = z.infer<typeof attemptSchema>;

/**
 * The personal info of an account that the account record itself does not hold (real name,
 * e-mail and mobile live on the account, so the user info and personal info never differ).
 */
export const personalInfoSchema = lazySchema(() =>
  z.object({
    account_id: z.number().int(),
    nickname: z.string().max(30).nullable(),
    /** yyyy-MM-dd */
    birthday: z.string().nullable(),
    gender: Gender,
    email_verified: z.union([z.literal(0), z.literal(1)]),
    mobile_verified: z.union([z.literal(0), z.literal(1)]),
  }),
);
export type PersonalInfoRecord = z.infer<typeof personalInfoSchema>;

/** A banner as the API shows it (English title), with its title in other locales. */
export const bannerSchema = lazySchema(() =>
  ContentBanner.and(
    z.object({
      sort: z.number().int(),
      i18n: translationsOf(ContentBanner.pick({ title: true })),
    }),
  ),
);

/**
 * The about-us entries (db.ts `about`) in locales other than English: title and article per
 * locale, kept beside the entry because the entry's own schema is shared (db.ts).
 */
export const aboutTranslationSchema = lazySchema(() =>
  z.object({
    about_id: z.number().int(),
    i18n: translationsOf(z.object({ title: z.string().max(255), content: z.string() })),
  }),
);

export const topWinnerSchema = lazySchema(() => TopWinner.and(z.object({ id: z.number().int() })));

/** A game of the site inquiry's catalogue, and whether it runs on mobile. */
export const inquiryGameSchema = lazySchema(() =>
  InquiryGame.and(z.object({ mobile: z.boolean() })),
);
export type InquiryGameRecord = z.infer<typeof inquiryGameSchema>;

export function accountCollections() {
  return defineCollections({
    verificationCodes: verificationCodeSchema,
    captchas: captchaSchema,
    attempts: attemptSchema,
    personalInfo: personalInfoSchema,
    banners: bannerSchema,
    aboutTranslations: aboutTranslationSchema,
    topWinners: topWinnerSchema,
    inquiryGames: inquiryGameSchema,
  });
}
