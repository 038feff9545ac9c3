// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { advanceClock } from '../lib/clock.ts';
import { type Envelope, installFakeBackend } from '../test-utils.ts';
import { APPLY_INTERVAL_SECONDS } from './affiliate.ts';

const backend = installFakeBackend();

/** The application as POST /agent/apply answers it. */
type Application = { id: number; username: string; status: number; created_at: number };

/** A valid application (passwords encrypted as the site does); `changes` override fields. */
function application(username: string, changes: Record<string, unknown> = {}) {
  return {
    fingerprint: 'apply-fingerprint-1',
    username,
    password: backend.encrypt('partner12'),
    password_confirmation: backend.encrypt('partner12'),
    real_name: 'Maria  Santos ',
    email: `${username}@example.com`,
    mobile_area: '+63',
    mobile: '917555012',
    channel: 'social_media',
    message: 'A Facebook group of basketball fans.',
    agree_terms: true,
    ...changes,
  };
}

const apply = (body: unknown) =>
  backend.call<Envelope<Application>>('POST', '/agent/apply', { body });

const signInAgent = (username: string, password: string) =>
  backend.call<Envelope<unknown>>('POST', '/agent/auth/login', {
    body: { fingerprint: 'apply-fingerprint-2', username, password: backend.encrypt(password) },
  });

describe('agent application (POST /agent/apply, issue 34)', () => {
  it('an application is created Pending and its agent cannot sign in until approved', async () => {
    const filed = await apply(application('partnerjoy'));
    expect(filed.status).toBe(200);
    expect(filed.body.data).toMatchObject({ username: 'partnerjoy', status: 6 });

    const { db } = backend.fake().ctx;
    const account = db.accounts.findFirst((q) => q.where({ username: 'partnerjoy' }));
    expect(account).toMatchObject({ type: 1, real_name: 'Maria Santos', mobile: '917555012' });
    const profile = db.affiliateProfiles.findFirst((q) =>
      q.where({ account_id: account?.id ?? 0 }),
    );
    expect(profile?.affiliate_status).toBe(6);
    expect(
      db.affiliateApplications.findFirst((q) => q.where({ id: filed.body.data.id })),
    ).toMatchObject({ account_id: account?.id, channel: 'social_media' });

    const pending = await signInAgent('partnerjoy', 'partner12');
    expect(pending.status).toBe(403);
    expect(pending.body.code).toBe('AFFILIATE_PENDING');

    // The affiliate team approves it: the same sign-in now opens the portal.
    await db.affiliateProfiles.update((q) => q.where({ account_id: account?.id ?? 0 }), {
      data(record) {
        record.affiliate_status = 1;
      },
    });
    expect((await signInAgent('partnerjoy', 'partner12')).status).toBe(200);
  });

  it("a taken login name is refused, a member's and an agent's alike", async () => {
    const member = await apply(application('DEMO001'));
    const agent = await apply(application('agent001', { fingerprint: 'apply-fingerprint-3' }));
    for (const refused of [member, agent]) {
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({ username: ['The username has been registered'] });
    }
  });

  it('the passwords must match', async () => {
    const refused = await apply(
      application('partnerjoy', { password_confirmation: backend.encrypt('partner13') }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.password_confirmation).toEqual(['Password Not Same']);
    expect(
      backend.fake().ctx.db.accounts.findFirst((q) => q.where({ username: 'partnerjoy' })),
    ).toBeUndefined();
  });

  it('a password outside 6 to 20 characters is refused', async () => {
    const short = backend.encrypt('abc');
    const refused = await apply(
      application('partnerjoy', { password: short, password_confirmation: short }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.password).toEqual(['The password must be 6 to 20 characters.']);
  });

  it('terms must be accepted', async () => {
    const refused = await apply(application('partnerjoy', { agree_terms: false }));
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.agree_terms).toBeDefined();
    expect(
      backend.fake().ctx.db.accounts.findFirst((q) => q.where({ username: 'partnerjoy' })),
    ).toBeUndefined();
  });

  it('one client files one application per interval (429 TOO_FREQUENT)', async () => {
    expect((await apply(application('partnerjoy'))).status).toBe(200);
    const again = await apply(application('partnerkai'));
    expect(again.status).toBe(429);
    expect(again.body.code).toBe('TOO_FREQUENT');
    expect(again.body.remark).toBe('Try again in 30 minutes');
    advanceClock(APPLY_INTERVAL_SECONDS * 1000);
    expect((await apply(application('partnerkai'))).status).toBe(200);
  });

  it('after 3 refused applications one client waits out the window (429)', async () => {
    for (let i = 0; i < 3; i++) expect((await apply(application('agent001'))).status).toBe(422);
    const waits = await apply(application('partnerjoy'));
    expect(waits.status).toBe(429);
    expect(waits.body.code).toBe('TOO_FREQUENT');
    expect(waits.body.remark).toBe('Try again in 15 minutes');
    const another = application('partnerjoy', { fingerprint: 'apply-other-01' });
    expect((await apply(another)).status).toBe(200);
  });
});
