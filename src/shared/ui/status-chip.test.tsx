import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// The test holds the shared table to the contract; the chip itself stays free of the
// generated layer (shared code does not import it).
import * as model from '@/api/generated/model';
import { englishI18n } from '@/i18n/english-for-tests';
import { STATUSES, type StatusKind, type StatusValue } from '@/shared/lib/statuses';
import { renderScreen } from '@/testing/render-screen';
import { StatusChip } from './status-chip';

/** Each kind of the table and the contract's enum it shows. */
const CONTRACT_ENUMS: Record<StatusKind, Record<string, number | string>> = {
  channel: model.ChannelStatus,
  deposit: model.DepositStatus,
  withdrawal: model.WithdrawalStatus,
  member_withdrawal: model.MemberWithdrawalStatus,
  bet: model.BetStatus,
  bet_result: model.BetResult,
  referral_reward: model.ReferralRewardStatus,
  message_read: model.MessageReadStatus,
  affiliate: model.AffiliateStatus,
  account: model.AccountStatus,
  qr_code: model.QrCodeStatus,
  member_transfer: model.MemberTransferStatus,
  wallet_transfer: model.WalletTransferStatus,
  kyc: model.KycStatus,
  promotion_application: model.PromotionApplicationStatus,
  promotion_mission: model.PromotionMissionStatus,
  affiliate_commission: model.AffiliateCommissionStatus,
};

/** Status enums of the contract that are not shown as a chip, and why. */
const NOT_CHIPS: Record<string, string> = {
  WalletRecoverStatus: "one line per channel in the restore-all dialog's result list",
  TournamentStatus:
    "a tournament's own chip beside its period (tournaments/components/tournament-card.tsx)",
  PredictorMatchStatus: "a match card's own state line and locked pick buttons (predictor)",
  PredictorRoundStatus: "the predictor round's heading says whether it is over (predictor)",
};

/** [kind, value, English label] for every value of every status enum of spec §3. */
const SPEC_LABELS: [StatusKind, number | string, string][] = [
  ['channel', 0, 'Closed'],
  ['channel', 1, 'Open'],
  ['channel', 2, 'Under maintenance'],
  ['channel', 3, 'Partially closed'],
  ['deposit', 1, 'Pending'],
  ['deposit', 2, 'Success'],
  ['deposit', 3, 'Failed'],
  ['withdrawal', 1, 'Pending'],
  ['withdrawal', 2, 'Cancelled'],
  ['withdrawal', 3, 'In Progress'],
  ['withdrawal', 4, 'Withdrawal Failed'],
  ['withdrawal', 5, 'Locked'],
  ['withdrawal', 6, 'Processing Payout'],
  ['withdrawal', 7, 'Success'],
  ['withdrawal', 8, 'Rejected'],
  ['member_withdrawal', 1, 'Pending'],
  ['member_withdrawal', 2, 'Success'],
  ['member_withdrawal', 3, 'Failed'],
  ['member_withdrawal', 4, 'Cancelled'],
  ['bet', 1, 'Pending'],
  ['bet', 2, 'Settled'],
  ['bet', 3, 'Failed'],
  ['bet', 4, 'Cancelled'],
  ['bet_result', 0, 'Unknown'],
  ['bet_result', 1, 'Win'],
  ['bet_result', 2, 'Loss'],
  ['bet_result', 3, 'Draw'],
  ['bet_result', 4, 'Invalid'],
  ['referral_reward', 1, 'Verifying'],
  ['referral_reward', 2, 'Active'],
  ['referral_reward', 3, 'Completed'],
  ['referral_reward', 4, 'Cancelled'],
  ['referral_reward', 5, 'Rejected'],
  ['message_read', 1, 'Read'],
  ['message_read', 2, 'Unread'],
  ['affiliate', 1, 'Active'],
  ['affiliate', 2, 'Inactive'],
  ['affiliate', 3, 'Suspended'],
  ['affiliate', 4, 'Closed'],
  ['affiliate', 5, 'Locked'],
  ['affiliate', 6, 'Pending'],
  ['affiliate', 7, 'Rejected'],
  ['account', 1, 'Active'],
  ['account', 2, 'Inactive'],
  ['account', 3, 'Locked'],
  ['qr_code', 1, 'Unused'],
  ['qr_code', 2, 'Used'],
  ['qr_code', 3, 'Cancelled'],
  ['qr_code', 4, 'Expired'],
];

const i18n = await englishI18n();

function renderChip<K extends StatusKind>(kind: K, value: StatusValue<K>) {
  return renderScreen(<StatusChip kind={kind} value={value} />, { i18n });
}

describe('StatusChip: every status enum of spec §3 with its colour and translated label', () => {
  it.each(SPEC_LABELS)('spec §3 %s status %s reads %s', async (kind, value, label) => {
    await renderChip(kind, value as StatusValue<typeof kind>);
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('every value of every contract status enum has a label and a colour, and nothing more', () => {
    for (const [kind, contract] of Object.entries(CONTRACT_ENUMS)) {
      const table = Object.entries(STATUSES[kind as StatusKind]).map(([value, entry]) => [
        entry.name.toUpperCase(),
        String(value),
      ]);
      const expected = Object.entries(contract).map(([name, value]) => [name, String(value)]);
      expect({ kind, values: table }).toEqual({ kind, values: expected });
    }
  });

  it('every status enum of the contract is shown by the chip or said why not', () => {
    const statusEnums = Object.entries(model)
      .filter(
        ([name, value]) =>
          /(Status|Result)$/.test(name) &&
          typeof value === 'object' &&
          value !== null &&
          Object.values(value).every((item) => ['number', 'string'].includes(typeof item)),
      )
      .map(([name]) => name)
      .sort();
    const covered = Object.values(CONTRACT_ENUMS).map(
      (contract) => Object.entries(model).find(([, value]) => value === contract)?.[0],
    );
    expect(statusEnums).toEqual([...covered, ...Object.keys(NOT_CHIPS)].sort());
  });

  it('every label of every kind is translated in English (no key shown)', () => {
    for (const [kind, entries] of Object.entries(STATUSES))
      for (const entry of Object.values(entries))
        expect(i18n.exists(`status.${kind}.${entry.name}`), `${kind}.${entry.name}`).toBe(true);
  });

  it('waiting is warning, done is success, failed is error', async () => {
    await renderChip('deposit', 1);
    await renderChip('deposit', 2);
    await renderChip('deposit', 3);
    expect(screen.getByText('Pending').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorWarning',
    );
    expect(screen.getByText('Success').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorSuccess',
    );
    expect(screen.getByText('Failed').closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
  });
});
