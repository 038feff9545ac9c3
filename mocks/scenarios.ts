import { delay } from 'msw';
import type { FakeContext } from './context.ts';
import { fail } from './lib/respond.ts';

/**
 * Named scenarios, switchable at run time by the same names from the dev panel, the
 * `?scenario=` query flag and tests. Several may be on at once.
 */
export const SCENARIOS = {
  maintenance: 'The site is under maintenance (maintenance type 1).',
  'area-forbidden': 'The visitor’s location is blocked (403 AREA_FORBIDDEN).',
  'slow-network': 'Every answer takes about 2 seconds.',
  'flaky-network': 'One request in four fails with no response.',
  'lost-response': 'Money-moving requests are applied but their answer is lost.',
  'channel-maintenance': 'Every game channel is under maintenance.',
  'balance-fails': 'Every channel balance fails to load.',
  'session-expired': 'Every member call answers 401 (the session expired).',
  'server-error': 'The chosen operation answers 500 (set with scenarioTarget).',
  'too-frequent': 'Every call answers 429, requests are too frequent.',
  'jurisdiction-ukgc':
    'UK Gambling Commission rules: a withdrawal cannot be cancelled, the reality check is on (60 minutes) by default.',
  'jurisdiction-mga':
    'Malta Gaming Authority rules: every protection tool is offered before the first deposit.',
} as const;
export type ScenarioName = keyof typeof SCENARIOS;

export function isScenarioName(value: string): value is ScenarioName {
  return Object.hasOwn(SCENARIOS, value);
}

/** The jurisdiction each jurisdiction scenario puts in the permission `system` section. */
export const JURISDICTION_SCENARIOS = {
  'jurisdiction-ukgc': 'ukgc',
  'jurisdiction-mga': 'mga',
} as const satisfies Partial<Record<ScenarioName, string>>;

export function isJurisdictionScenario(
  name: ScenarioName,
): name is keyof typeof JURISDICTION_SCENARIOS {
  return Object.hasOwn(JURISDICTION_SCENARIOS, name);
}

export interface ScenarioState {
  active: Set<ScenarioName>;
  /** The operationId that fails under `server-error`. */
  target: string | null;
  /** Deterministic sequence for `flaky-network` (every fourth request fails). */
  counter: number;
}

export function createScenarioState(): ScenarioState {
  return { active: new Set(), target: null, counter: 0 };
}

/** Operations that must keep answering so the site can show the scenario itself. */
const ALWAYS_ANSWER = new Set([
  'getMaintenanceInfo',
  'getLanguageFile',
  'getFeaturePermissionInfo',
]);
const MONEY_MOVING = new Set([
  'transferGameBalance',
  'recoverWalletBalances',
  'forceWalletTransfer',
  'fastWalletTransfer',
  'launchGame',
  'createMemberTransfer',
  'createWithdrawal',
  'cancelWithdrawal',
  'createDeposit',
  'applyPromotion',
  'redeemPromoCode',
  'checkInPromotion',
  'claimPromotionMission',
  'drawPromotionPrize',
  'transferAffiliateCredit',
]);

/** The prelude every route runs first: answers for a scenario, or lets the handler run. */
export function scenarioPrelude(ctx: FakeContext, state: ScenarioState) {
  return async (request: Request, operationId: string): Promise<Response | undefined> => {
    const on = (name: ScenarioName) => state.active.has(name);
    if (on('slow-network')) await delay(2000);
    if (on('flaky-network') && !ALWAYS_ANSWER.has(operationId)) {
      state.counter += 1;
      if (state.counter % 4 === 0) return Response.error();
    }
    if (on('area-forbidden') && !ALWAYS_ANSWER.has(operationId)) {
      return fail(403, 'Your access is restricted', { code: 'AREA_FORBIDDEN' });
    }
    if (on('too-frequent'))
      return fail(429, 'Requests are too frequent please try again later', {
        code: 'TOO_FREQUENT',
        remark: 'Try again in 1 minute',
      });
    if (on('server-error') && state.target === operationId)
      return fail(500, 'Load Failed, Please Try Again', { code: 'SERVER_ERROR' });
    if (on('session-expired') && request.headers.has('authorization'))
      return fail(401, 'Please Sign In', { code: 'SESSION_EXPIRED' });
    void ctx;
    return undefined;
  };
}

/** After a handler ran: under `lost-response`, every second money-moving answer is lost. */
export function scenarioPostlude(state: ScenarioState) {
  let moves = 0;
  return async (_request: Request, operationId: string, response: Response): Promise<Response> => {
    if (state.active.has('lost-response') && MONEY_MOVING.has(operationId)) {
      moves += 1;
      if (moves % 2 === 0) return Response.error();
    }
    return response;
  };
}
