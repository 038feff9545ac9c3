import Decimal from 'decimal.js';
import type { HttpHandler } from 'msw';
import type { AffiliateProfile, QrCodeRecord } from '../collections/engage.ts';
import { endSession, type FakeContext, startSession } from '../context.ts';
import type { Account } from '../db.ts';
import { nowSeconds } from '../lib/clock.ts';
import { creditTransferSplit, qrCodeStatus, TRANSFER_FEE_WALLET } from '../lib/engage-rules.ts';
import {
  checkSignIn,
  clearClientFailures,
  CLIENT_WINDOW_SECONDS,
  clientNeedsCaptcha,
  countClientFailure,
} from '../lib/credentials.ts';
import { TOO_FREQUENT_MESSAGE } from '../lib/account-codes.ts';
import { newMemberFields } from '../lib/account-views.ts';
import { rsaDecrypt } from '../lib/rsa.ts';
import { decryptPassword, PASSWORD_NOT_SAME, PASSWORD_RULE } from './auth.ts';
import { idempotent } from '../lib/idempotency.ts';
import { move } from '../lib/ledger.ts';
import { recordTrade, TRADE_TYPE } from '../lib/payments-ledger.ts';
import { byNewest, pagedList, totalsOf } from '../lib/paging.ts';
import { fail, invalid, ok } from '../lib/respond.ts';
import { route } from '../lib/route.ts';
import type {
  AffiliateAccount,
  AffiliateCreditTransfer,
  AffiliateInviteCode,
  AffiliateMemberGroupLog,
  AffiliateQrCode,
} from '../lib/schemas.ts';
import { MAIN_WALLET_ID, money } from '../lib/views.ts';
import { newOrder, nextId } from '../lib/ids.ts';
import { notFound } from '../lib/respond.ts';
import type { In } from '../lib/schemas.ts';
import { dayNumber, monthEnd, monthStart } from '../lib/site-time.ts';
import { originOf } from '../lib/views.ts';
import {
  activityOf,
  commissionStatement,
  isAffiliateInSubtree,
  pathFrom,
  periodReport,
  REPORT_MAX_DAYS,
  statementPeriods,
} from '../lib/affiliate-report.ts';
import { applyQ, badFilter, paginate, parseQ } from '../lib/paging.ts';

/** One agent application per client (its fingerprint) in this long (POST /agent/apply). */
export const APPLY_INTERVAL_SECONDS = 30 * 60;
/** What the fake answers a filed agent application. */
export const APPLICATION_RECEIVED = 'Your application has been received and is pending review.';

/** A downline account counts as online when it made a call this recently. */
export const ONLINE_WINDOW_SECONDS = 15 * 60;

/** The affiliate (agent) side (contract tag affiliate): sign-in, dashboard, downline, invite and QR codes, credit transfers. */
export function affiliateHandlers(ctx: FakeContext): HttpHandler[] {
  const { db } = ctx;
  const accountById = (id: number) => db.accounts.findFirst((q) => q.where({ id }));
  async function profileOf(accountId: number): Promise<AffiliateProfile> {
    const existing = db.affiliateProfiles.findFirst((q) => q.where({ account_id: accountId }));
    if (existing) return existing;
    return db.affiliateProfiles.create({
      account_id: accountId,
      affiliate_status: 1,
      point: '0.00',
      month_commission: '0.00',
      last_login_at: null,
      can_invite_affiliate: false,
      transfer_min: '100.00',
      transfer_max: '20000.00',
      fee_percent: '1.5',
      default_fee_bearer: 1,
    });
  }

  /** The refusal of a sign-in with the right password by the account's affiliate status. */
  const REFUSALS = {
    2: ['AFFILIATE_INACTIVE', 'Your affiliate account is inactive. Contact your account manager.'],
    3: ['AFFILIATE_SUSPENDED', 'Your affiliate account is suspended.'],
    4: ['AFFILIATE_CLOSED', 'Your affiliate account is closed.'],
    5: ['AFFILIATE_LOCKED', 'Your affiliate account is locked. Contact Customer Support.'],
    6: ['AFFILIATE_PENDING', 'Your affiliate application is still being reviewed.'],
    7: ['AFFILIATE_REJECTED', 'Your affiliate application was rejected.'],
  } as const;

  /** The refusal of an invitation (code or QR code) of a type the agent may not invite, if so. */
  async function refuseInvite(accountId: number, type: number) {
    const profile = await profileOf(accountId);
    if (type === 1 && !profile.can_invite_affiliate)
      return invalid({ type: ['Your account may not invite affiliates.'] });
    return null;
  }

  const downlineOf = (agentId: number) =>
    db.accounts.findMany((q) => q.where({ parent_id: agentId }));

  function lastLoginOf(accountId: number): number | null {
    const stored =
      db.loginActivity.findFirst((q) => q.where({ account_id: accountId }))?.last_login_at ?? null;
    const sessions = db.sessions
      .findMany((q) => q.where({ account_id: accountId }))
      .map((s) => s.created_at);
    const latest = Math.max(stored ?? 0, ...sessions);
    return latest > 0 ? latest : null;
  }

  function isOnline(accountId: number, now: number): boolean {
    if (
      db.sessions
        .findMany((q) => q.where({ account_id: accountId }))
        .some((s) => s.expires_at > now)
    )
      return true;
    const seen =
      db.loginActivity.findFirst((q) => q.where({ account_id: accountId }))?.last_seen_at ?? null;
    return seen !== null && seen >= now - ONLINE_WINDOW_SECONDS;
  }

  function downlineView(
    member: Account,
    period: { from: number; to: number },
  ): In<typeof AffiliateAccount> {
    const activity = activityOf(db, member.id, period);
    const affiliateStatus =
      member.type === 1
        ? (db.affiliateProfiles.findFirst((q) => q.where({ account_id: member.id }))
            ?.affiliate_status ?? 1)
        : undefined;
    return {
      user_id: member.id,
      username: member.username,
      account_status: member.status,
      type: member.type,
      total_affiliate:
        member.type === 1
          ? db.accounts.findMany((q) => q.where({ parent_id: member.id, type: 1 })).length
          : 0,
      registration_type: member.registration_type as In<
        typeof AffiliateAccount
      >['registration_type'],
      ...(affiliateStatus !== undefined ? { affiliate_status: affiliateStatus } : {}),
      parent_id: member.parent_id ?? 1,
      downline_count: member.type === 1 ? downlineOf(member.id).length : 0,
      deposits: money(activity.deposits),
      net_revenue: money(activity.netRevenue),
      created_at: member.created_at,
      last_login_at: lastLoginOf(member.id),
    };
  }

  const inviteView = (
    request: Request,
    code: { id: number; code: string; type: 1 | 2; registered_count: number; created_at: number },
  ): In<typeof AffiliateInviteCode> => ({
    id: code.id,
    code: code.code,
    type: code.type,
    invite_url: `${originOf(request)}/signup/${code.code}`,
    registered_count: code.registered_count,
    created_at: code.created_at,
  });

  const qrStatus = (code: QrCodeRecord, now: number) => qrCodeStatus(code, now);
  const qrView = (request: Request, code: QrCodeRecord): In<typeof AffiliateQrCode> => ({
    id: code.id,
    code: code.code,
    type: code.type,
    image_url: `${originOf(request)}/storage/qr/${code.code}.svg`,
    link: `${originOf(request)}/signup/qr/${code.code}`,
    status: qrStatus(code, nowSeconds()),
    created_at: code.created_at,
    expires_at: code.expires_at,
  });

  /** A fresh 6-digit code, unique among invitation codes and referral codes. */
  function newInviteCode(seed: number): string {
    let value = 100000 + ((seed * 7919 + 4409) % 900000);
    const taken = (code: string) =>
      db.affiliateInviteCodes.findFirst((q) => q.where({ code })) !== undefined ||
      db.accounts.findFirst((q) => q.where({ referral_code: code })) !== undefined;
    while (taken(String(value))) value = value >= 999999 ? 100000 : value + 1;
    return String(value);
  }

  /** A fresh QR code value ('QR' + 8 letters and digits), unique. */
  function newQrCode(seed: number): string {
    const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
    for (let attempt = 0; ; attempt++) {
      let n = (seed * 2654435761 + attempt * 40503) >>> 0;
      let code = 'QR';
      for (let i = 0; i < 8; i++) {
        code += alphabet[n % alphabet.length] ?? 'X';
        n = Math.floor(n / alphabet.length) + (i + 1) * 7919 * (seed + attempt);
      }
      if (!db.affiliateQrCodes.findFirst((q) => q.where({ code }))) return code;
    }
  }

  const agentInfo = (account: Account, profile: AffiliateProfile) => ({
    user_id: account.id,
    username: account.username,
    type: 1 as const,
    affiliate_status: profile.affiliate_status,
    currency: account.currency,
    credit: money(account.money),
    referral_code: account.referral_code,
    last_login_at: profile.last_login_at,
  });

  const affiliateRoutes = [
    route(ctx, { operationId: 'loginAffiliate', auth: 'guest' }, async ({ body }) => {
      const account = db.accounts.findFirst((q) => q.where({ username: body.username })) ?? null;
      const refused = await checkSignIn(
        ctx,
        account,
        body.username,
        body.password,
        'Incorrect username or password',
      );
      if (refused || !account)
        return (
          refused ?? fail(422, 'Incorrect username or password', { code: 'INVALID_CREDENTIALS' })
        );
      const now = nowSeconds();
      await db.accounts.update((q) => q.where({ id: account.id }), {
        data(record) {
          record.failed_logins = 0;
        },
      });
      if (account.type !== 1)
        return fail(403, 'This account is not an affiliate account', { code: 'NOT_AFFILIATE' });
      const profile = await profileOf(account.id);
      // A locked account (account status 3) is refused as a locked affiliate, an inactive one
      // (2) as an inactive affiliate; otherwise the affiliate status decides.
      const status = account.status === 3 ? 5 : account.status === 2 ? 2 : profile.affiliate_status;
      if (status !== 1) {
        const [code, message] = REFUSALS[status];
        return fail(403, message, { code });
      }
      const previous = profile.last_login_at;
      await db.affiliateProfiles.update((q) => q.where({ account_id: account.id }), {
        data(record) {
          record.last_login_at = now;
        },
      });
      if (db.loginActivity.findFirst((q) => q.where({ account_id: account.id }))) {
        await db.loginActivity.update((q) => q.where({ account_id: account.id }), {
          data(record) {
            record.last_login_at = now;
            record.last_seen_at = now;
          },
        });
      } else {
        await db.loginActivity.create({
          account_id: account.id,
          last_login_at: now,
          last_seen_at: now,
        });
      }
      const session = await startSession(ctx, account.id);
      return ok({
        token: session.token,
        token_refresh_time: session.refreshAt,
        agent: { ...agentInfo(account, profile), last_login_at: previous },
      });
    }),

    // An agent application (issue 34): a new agent account waiting in affiliate status 6
    // (Pending), whose sign-in is refused (REFUSALS) until the affiliate team approves it.
    route(ctx, { operationId: 'applyAffiliate', auth: 'guest' }, async ({ body }) => {
      const now = nowSeconds();
      const tooFrequent = (until: number) =>
        fail(429, TOO_FREQUENT_MESSAGE, {
          code: 'TOO_FREQUENT',
          remark: `Try again in ${Math.max(1, Math.ceil((until - now) / 60))} minutes`,
        });
      const latest = db.affiliateApplications
        .findMany((q) => q.where({ fingerprint: body.fingerprint }))
        .reduce((last, application) => Math.max(last, application.created_at), 0);
      if (latest + APPLY_INTERVAL_SECONDS > now)
        return tooFrequent(latest + APPLY_INTERVAL_SECONDS);
      // A client that keeps being refused (probing login names) waits out its window: the
      // application shows no captcha, so it is told to come back later instead.
      if (clientNeedsCaptcha(ctx, 'apply', body.fingerprint)) {
        const failures = db.attempts.findFirst((q) =>
          q.where({ id: `client|apply|${body.fingerprint}` }),
        );
        return tooFrequent((failures?.first_at ?? now) + CLIENT_WINDOW_SECONDS);
      }
      const errors: Record<string, string[]> = {};
      const password = decryptPassword(body.password);
      if (password === null) errors.password = [PASSWORD_RULE];
      else if (rsaDecrypt(body.password_confirmation) !== password)
        errors.password_confirmation = [PASSWORD_NOT_SAME];
      // Login names are unique across members and agents, without regard to case; a member's
      // name and an agent's are refused alike.
      const wanted = body.username.toLowerCase();
      if (
        db.accounts.findFirst((q) => q.where({ username: (name) => name.toLowerCase() === wanted }))
      )
        errors.username = ['The username has been registered'];
      const realName = body.real_name.trim().replace(/\s+/g, ' ');
      if (realName.length < 2) errors.real_name = ['The real name must be 2 to 50 characters.'];
      if (body.agree_terms !== true)
        errors.agree_terms = ['You must agree to the affiliate terms.'];
      if (Object.keys(errors).length > 0 || password === null) {
        await countClientFailure(ctx, 'apply', body.fingerprint);
        return invalid(errors);
      }
      clearClientFailures(ctx, 'apply', body.fingerprint);
      const id = nextId(db.accounts.findMany().map((existing) => existing.id));
      const account = await db.accounts.create({
        ...newMemberFields(id),
        type: 1,
        username: body.username,
        password,
        real_name: realName,
        email: body.email,
        mobile_area: body.mobile_area,
        mobile: body.mobile,
        parent_id: null,
        registration_type: 1,
        created_at: now,
      });
      const profile = await profileOf(account.id);
      await db.affiliateProfiles.update((q) => q.where({ account_id: profile.account_id }), {
        data(record) {
          record.affiliate_status = 6;
        },
      });
      const message = body.message?.trim() ?? '';
      const application = await db.affiliateApplications.create({
        id: nextId(db.affiliateApplications.findMany().map((existing) => existing.id)),
        account_id: account.id,
        channel: body.channel,
        message: message === '' ? null : message,
        fingerprint: body.fingerprint,
        created_at: now,
      });
      return ok(
        { id: application.id, username: account.username, status: 6, created_at: now },
        APPLICATION_RECEIVED,
      );
    }),

    route(ctx, { operationId: 'getAffiliateInfo', auth: 'agent' }, async ({ account }) =>
      ok(agentInfo(account, await profileOf(account.id))),
    ),

    route(ctx, { operationId: 'getAffiliateReport', auth: 'agent' }, async ({ query, account }) => {
      if (query.to < query.from) return invalid({ to: ['The period ends before it starts.'] });
      if (query.to - query.from >= REPORT_MAX_DAYS * 86400)
        return invalid({ to: [`A period is at most ${REPORT_MAX_DAYS} days.`] });
      return ok(periodReport(db, account, query));
    }),

    route(
      ctx,
      { operationId: 'listAffiliateCommissionStatements', auth: 'agent' },
      async ({ query, account }) => {
        const now = nowSeconds();
        const { list, meta } = paginate(
          statementPeriods(account.created_at, now),
          query.page,
          query.page_size,
        );
        return ok({
          list: list.flatMap((period) => {
            const statement = commissionStatement(db, account, period, now);
            if (!statement) return [];
            const { lines: _lines, ...summary } = statement;
            return [summary];
          }),
          meta,
        });
      },
    ),

    route(
      ctx,
      { operationId: 'getAffiliateCommissionStatement', auth: 'agent' },
      async ({ params, account }) => {
        const now = nowSeconds();
        if (!statementPeriods(account.created_at, now).includes(params.period)) return notFound();
        const statement = commissionStatement(db, account, params.period, now);
        return statement ? ok(statement) : notFound();
      },
    ),

    route(
      ctx,
      // 'any', as the member sign-out (handlers/auth.ts): it ends the session of the token sent.
      { operationId: 'logoutAffiliate', auth: 'any' },
      ({ session }) => {
        endSession(ctx, session);
        return ok(null, 'Signed out');
      },
    ),

    route(ctx, { operationId: 'getAffiliateDashboard', auth: 'agent' }, async ({ account }) => {
      const profile = await profileOf(account.id);
      const now = nowSeconds();
      const today = dayNumber(now);
      const downline = downlineOf(account.id);
      return ok({
        credit: money(account.money),
        point: profile.point,
        number_online: downline.filter((member) => isOnline(member.id, now)).length,
        today_new: downline.filter((member) => dayNumber(member.created_at) === today).length,
        total_affiliate: downline.filter((member) => member.type === 1).length,
        total_member: downline.filter((member) => member.type === 2).length,
        month_commission: profile.month_commission,
      });
    }),

    route(
      ctx,
      { operationId: 'listAffiliateDownline', auth: 'agent' },
      async ({ query, account }) => {
        const parentId = query.parent_id ?? account.id;
        // Only the agent's own subtree, and only affiliates have a downline to list: anything
        // else is answered as missing, so an agent learns nothing of other subtrees.
        if (!isAffiliateInSubtree(db, account.id, parentId)) return notFound();
        const now = nowSeconds();
        const period = {
          from: query.from ?? monthStart(now),
          to: query.to ?? monthEnd(now),
        };
        const keyword = query.keyword?.toLowerCase();
        const list = downlineOf(parentId)
          .filter(
            (member) =>
              (query.type === undefined || member.type === query.type) &&
              (query.status === undefined || member.status === query.status) &&
              (query.registration_type === undefined ||
                member.registration_type === query.registration_type) &&
              (keyword === undefined || member.username.toLowerCase().includes(keyword)),
          )
          .sort(byNewest)
          .map((member) => downlineView(member, period));
        const filters = parseQ(query.q);
        if (!filters) return badFilter();
        const { list: page, meta } = paginate(applyQ(list, filters), query.page, query.page_size);
        return ok({
          list: page,
          meta,
          path: pathFrom(db, account.id, parentId).map((step) => ({
            user_id: step.id,
            username: step.username,
          })),
        });
      },
    ),

    route(
      ctx,
      { operationId: 'listAffiliateInviteCodes', auth: 'agent' },
      async ({ request, query, account }) => {
        const list = db.affiliateInviteCodes
          .findMany((q) => q.where({ agent_id: account.id }))
          .filter((code) => query.type === undefined || code.type === query.type)
          .sort(byNewest)
          .map((code) => inviteView(request, code));
        return pagedList(query, list);
      },
    ),

    route(
      ctx,
      { operationId: 'createAffiliateInviteCode', auth: 'agent' },
      async ({ request, body, account }) => {
        const refused = await refuseInvite(account.id, body.type);
        if (refused) return refused;
        const id = nextId(
          db.affiliateInviteCodes.findMany().map((c) => c.id),
          40,
        );
        const code = await db.affiliateInviteCodes.create({
          id,
          agent_id: account.id,
          code: newInviteCode(id * 31 + account.id),
          type: body.type,
          registered_count: 0,
          created_at: nowSeconds(),
        });
        return ok(inviteView(request, code), 'Invitation code created');
      },
    ),

    route(
      ctx,
      { operationId: 'listAffiliateQrCodes', auth: 'agent' },
      async ({ request, query, account }) => {
        const list = db.affiliateQrCodes
          .findMany((q) => q.where({ agent_id: account.id }))
          .sort(byNewest)
          .map((code) => qrView(request, code))
          .filter((code) => query.status === undefined || code.status === query.status);
        return pagedList(query, list);
      },
    ),

    route(
      ctx,
      { operationId: 'createAffiliateQrCode', auth: 'agent' },
      async ({ request, body, account }) => {
        const refused = await refuseInvite(account.id, body.type);
        if (refused) return refused;
        const now = nowSeconds();
        const id = nextId(
          db.affiliateQrCodes.findMany().map((c) => c.id),
          8,
        );
        const code = await db.affiliateQrCodes.create({
          id,
          agent_id: account.id,
          code: newQrCode(id * 131 + account.id),
          type: body.type,
          status: 1,
          created_at: now,
          expires_at: body.valid_days === undefined ? null : now + body.valid_days * 86400,
        });
        return ok(qrView(request, code), 'QR code created');
      },
    ),

    route(
      ctx,
      { operationId: 'cancelAffiliateQrCode', auth: 'agent' },
      async ({ request, params, account }) => {
        const code = db.affiliateQrCodes.findFirst((q) =>
          q.where({ id: params.id, agent_id: account.id }),
        );
        if (!code) return notFound();
        if (qrStatus(code, nowSeconds()) !== 1)
          return fail(409, 'This QR code can no longer be cancelled', {
            code: 'QR_CODE_NOT_UNUSED',
          });
        const cancelled = await db.affiliateQrCodes.update((q) => q.where({ id: code.id }), {
          data(record) {
            record.status = 3;
          },
        });
        return ok(qrView(request, cancelled ?? { ...code, status: 3 }), 'QR code cancelled');
      },
    ),

    route(
      ctx,
      { operationId: 'getAffiliateCreditTransferInfo', auth: 'agent' },
      async ({ account }) => {
        const profile = await profileOf(account.id);
        return ok({
          credit: money(account.money),
          min_amount: profile.transfer_min,
          max_amount: profile.transfer_max,
          fee_percent: profile.fee_percent,
          default_fee_bearer: profile.default_fee_bearer,
        });
      },
    ),

    route(
      ctx,
      { operationId: 'transferAffiliateCredit', auth: 'agent' },
      async ({ request, body, operationId, account }) => {
        const agentId = account.id;
        const profile = await profileOf(agentId);
        return idempotent(ctx, request, agentId, operationId, body, async () => {
          const agent = accountById(agentId);
          const target = accountById(body.user_id);
          if (!agent) return fail(401, 'Please Sign In', { code: 'UNAUTHENTICATED' });
          // Credit goes to the agent's own downline, a member or a sub-affiliate alike (the
          // contract), and only to an active account: a frozen or closed one cannot take it.
          if (!target || target.parent_id !== agentId)
            return invalid({ user_id: ['This account is not in your downline'] });
          if (target.status !== 1) return invalid({ user_id: ['This account is not active'] });
          const amount = new Decimal(body.amount);
          if (
            amount.decimalPlaces() > 2 ||
            amount.lt(profile.transfer_min) ||
            amount.gt(profile.transfer_max)
          )
            return invalid({ amount: ['The amount does not meet the transfer limit'] });
          const split = creditTransferSplit(amount, profile.fee_percent, body.fee_bearer);
          if (new Decimal(agent.money).lt(split.debit) || split.received.lte(0))
            return invalid({ amount: ['Insufficient Amount'] });
          const sent = await move(
            ctx,
            { accountId: agentId, walletId: MAIN_WALLET_ID },
            { accountId: target.id, walletId: MAIN_WALLET_ID },
            split.received.toFixed(2),
          );
          if (!sent.ok) return invalid({ amount: ['Insufficient Amount'] });
          if (split.fee.gt(0)) {
            const fee = await move(
              ctx,
              { accountId: agentId, walletId: MAIN_WALLET_ID },
              TRANSFER_FEE_WALLET,
              split.fee.toFixed(2),
            );
            if (!fee.ok) {
              // Cannot happen after the check above; undo the first leg so nothing half-moves.
              await move(
                ctx,
                { accountId: target.id, walletId: MAIN_WALLET_ID },
                { accountId: agentId, walletId: MAIN_WALLET_ID },
                split.received.toFixed(2),
              );
              return invalid({ amount: ['Insufficient Amount'] });
            }
          }
          const { id, now, no } = newOrder(db.affiliateCreditTransfers.findMany(), 7770, 'CT');
          await recordTrade(ctx, {
            accountId: agentId,
            type: TRADE_TYPE.MEMBER_TRANSFER,
            orderNo: no,
            amount: split.debit.negated(),
            balanceAfter: new Decimal(agent.money).minus(split.debit),
            remark: `Credit transfer to ${target.username}`,
            at: now,
          });
          await recordTrade(ctx, {
            accountId: target.id,
            type: TRADE_TYPE.MEMBER_TRANSFER,
            orderNo: no,
            amount: split.received,
            balanceAfter: sent.to,
            remark: `Credit transfer from ${agent.username}`,
            at: now,
          });
          const record = await db.affiliateCreditTransfers.create({
            id,
            agent_id: agentId,
            to_user_id: target.id,
            amount: money(amount),
            fee: money(split.fee),
            fee_bearer: body.fee_bearer,
            received_amount: money(split.received),
            created_at: now,
            remark: body.remark ?? '',
          });
          const view: In<typeof AffiliateCreditTransfer> = {
            ...record,
            to_username: target.username,
          };
          return ok(creditTransferView(view), 'Transfer successful');
        });
      },
    ),

    route(
      ctx,
      { operationId: 'listAffiliateCreditTransfers', auth: 'agent' },
      async ({ query, account }) => {
        const list = db.affiliateCreditTransfers
          .findMany((q) => q.where({ agent_id: account.id }))
          .sort(byNewest)
          .map((transfer) =>
            creditTransferView({
              ...transfer,
              to_username: accountById(transfer.to_user_id)?.username ?? 'unknown',
            }),
          );
        return pagedList(
          query,
          list,
          totalsOf((transfer) => transfer.amount),
        );
      },
    ),

    route(
      ctx,
      { operationId: 'listAffiliateMemberGroupLogs', auth: 'agent' },
      async ({ query, account }) => {
        const list: In<typeof AffiliateMemberGroupLog>[] = db.affiliateGroupLogs
          .findMany((q) => q.where({ agent_id: account.id }))
          .filter((log) => query.type === undefined || log.type === query.type)
          .sort(byNewest)
          .map((log) => ({
            id: log.id,
            type: log.type,
            user_id: log.user_id,
            username: accountById(log.user_id)?.username ?? 'unknown',
            content: log.content,
            operator: log.operator,
            created_at: log.created_at,
          }));
        return pagedList(query, list);
      },
    ),

    route(ctx, { operationId: 'getAffiliateIntroduce', auth: 'guest' }, ({ request }) => {
      const enabled =
        db.siteConfig.findFirst((q) => q.where({ id: 1 }))?.permissions.agent_introduce.status ===
        1;
      const intro = db.affiliateIntro.findFirst((q) => q.where({ id: 1 }));
      if (!enabled || !intro) return notFound();
      return ok({
        title: intro.title,
        content: intro.content,
        contact: intro.contact,
        join_url: `${originOf(request)}${intro.join_path}`,
      });
    }),
  ];

  function creditTransferView(
    transfer: In<typeof AffiliateCreditTransfer>,
  ): In<typeof AffiliateCreditTransfer> {
    return {
      id: transfer.id,
      to_user_id: transfer.to_user_id,
      to_username: transfer.to_username,
      amount: transfer.amount,
      fee: transfer.fee,
      fee_bearer: transfer.fee_bearer,
      received_amount: transfer.received_amount,
      created_at: transfer.created_at,
      remark: transfer.remark,
    };
  }

  // ======================================================================================

  return affiliateRoutes;
}
