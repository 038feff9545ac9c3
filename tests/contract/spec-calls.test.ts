import { describe, expect, it } from 'vitest';
import { contract, operations } from './bundle';

/** Spec §7: every call, with its exact method and path (the backend's spellings kept). */
const SPEC_CALLS: [string, string][] = [
  ['POST', '/member/auth/login'],
  ['POST', '/member/auth/register'],
  ['GET', '/member/auth/logout'],
  ['GET', '/send_sms'],
  ['POST', '/member/register_email'],
  ['POST', '/member/send_profile_email'],
  ['POST', '/member/send_profile_sms'],
  ['POST', '/member/forget_password_via_email'],
  ['POST', '/member/verify_email_code'],
  ['POST', '/member/reset_password_via_email'],
  ['GET', '/reg_bank_list'],
  ['GET', '/getBclc'],
  ['GET', '/member/feature_premission/info'],
  ['GET', '/contact_list'],
  ['GET', '/member/about_us'],
  ['GET', '/member/top_winners'],
  ['GET', '/inquiry'],
  ['GET', '/key'],
  ['GET', '/language_list'],
  ['GET', '/area_code/info'],
  ['GET', '/currency'],
  ['GET', '/sub_type'],
  ['GET', '/captcha'],
  ['GET', '/captcha/check'],
  ['GET', '/maintenance/getMaintenanceOnMember'],
  ['GET', '/member/userprofile'],
  ['GET', '/members/sidebar'],
  ['GET', '/member/game/banner-games'],
  ['GET', '/member/game/game-list'],
  ['GET', '/member/game/channels'],
  ['GET', '/member/game/game-types'],
  ['POST', '/member/game/transfer'],
  ['GET', '/member/game/channel-list'],
  ['GET', '/member/game/channel-balance/{id}'],
  ['GET', '/member/game/hot_game'],
  ['POST', '/member/game/spec/collect/{id}'],
  ['POST', '/member/game/spec/desert/{id}'],
  ['GET', '/member/game/game_name'],
  ['GET', '/member/game/transfer_info'],
  ['GET', '/member/feature_theme/info'],
  ['GET', '/frontend/lang/{lang}/{lang_file}.json'],
];

const has = (method: string, path: string) =>
  operations.some((op) => op.method === method && op.path === path);

describe('spec §7: the calls the site makes', () => {
  it.each(SPEC_CALLS)('the contract holds %s %s', (method, path) => {
    expect(has(method, path)).toBe(true);
  });

  it('holds the wallet calls whose paths the spec leaves open', () => {
    const wallet = operations
      .filter((op) => op.operation.tags?.includes('wallet'))
      .map((op) => op.operation.operationId);
    expect(wallet).toEqual(
      expect.arrayContaining([
        'listWalletBalances',
        'getWalletBalance',
        'getWalletTransferLimit',
        'recoverWalletBalances',
      ]),
    );
    const limit = operations.find((op) => op.operation.operationId === 'getWalletTransferLimit');
    const names = JSON.stringify(limit?.operation.parameters);
    expect(names).toContain('"action"');
    expect(names).toContain('"channel_id"');
  });

  it('recover balances takes exactly {ids:[{id,money}], action:2}', () => {
    const body = contract.components.schemas.WalletRecoverRequest as {
      required: string[];
      properties: Record<string, { $ref?: string; items?: unknown }>;
    };
    expect(body.required).toEqual(expect.arrayContaining(['ids', 'action']));
    expect(Object.keys(body.properties).sort()).toEqual(['action', 'ids']);
    expect(contract.components.schemas.RecoverAction).toMatchObject({ enum: [2] });
  });

  it('GET /key answers {key}, transfer_info answers transfer_in_limit', () => {
    expect(
      JSON.stringify(
        contract.components.schemas.SiteKey ?? contract.components.schemas.SiteKeyResponse,
      ),
    ).toContain('key');
    const info = operations.find((op) => op.path === '/member/game/transfer_info');
    expect(JSON.stringify(info?.operation.responses)).toBeTruthy();
    expect(JSON.stringify(contract.components.schemas)).toContain('"transfer_in_limit"');
  });

  it('every operation has an operationId, one tag, a summary and an error response', () => {
    for (const { method, path, operation } of operations) {
      const where = `${method} ${path}`;
      expect(operation.operationId, where).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(operation.tags, where).toHaveLength(1);
      expect(operation.summary, where).toBeTruthy();
      expect(
        Object.keys(operation.responses).some((code) => /^[45]/.test(code)),
        where,
      ).toBe(true);
    }
  });

  it('every operation sends the locale parameter', () => {
    for (const { method, path, operation } of operations) {
      expect(JSON.stringify(operation.parameters ?? []), `${method} ${path}`).toContain(
        '#/components/parameters/Locale',
      );
    }
  });
});
