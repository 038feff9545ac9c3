import { describe, expect, it } from 'vitest';
import { contract } from './bundle';

/** Spec §3 enumerations: schema name, then [value, name] pairs exactly as the spec gives them. */
const SPEC_ENUMS: [string, [number | string, string][]][] = [
  [
    'ChannelStatus',
    [
      [0, 'CLOSED'],
      [1, 'OPEN'],
      [2, 'MAINTAIN'],
      [3, 'PARTIALLY_CLOSED'],
    ],
  ],
  [
    'DepositStatus',
    [
      [1, 'PENDING'],
      [2, 'SUCCESS'],
      [3, 'FAILED'],
    ],
  ],
  [
    'WithdrawalStatus',
    [
      [1, 'PENDING'],
      [2, 'CANCELLED'],
      [3, 'IN_PROGRESS'],
      [4, 'WITHDRAWAL_FAILED'],
      [5, 'LOCKED'],
      [6, 'PROCESSING_PAYOUT'],
      [7, 'SUCCESS'],
      [8, 'REJECTED'],
    ],
  ],
  [
    'MemberWithdrawalStatus',
    [
      [1, 'PENDING'],
      [2, 'SUCCESS'],
      [3, 'FAILED'],
      [4, 'CANCEL'],
    ],
  ],
  [
    'BetStatus',
    [
      [1, 'PENDING'],
      [2, 'SETTLED'],
      [3, 'FAILED'],
      [4, 'CANCELLED'],
    ],
  ],
  [
    'BetResult',
    [
      [0, 'UNKNOWN'],
      [1, 'WIN'],
      [2, 'LOSS'],
      [3, 'DRAW'],
      [4, 'INVALID'],
    ],
  ],
  [
    'PromotionType',
    [
      [1, 'MANUAL'],
      [2, 'TRANSFER'],
      [3, 'FRIENDS_REFERRAL'],
      [4, 'RED_PACKET'],
      [5, 'ROULETTE'],
      [6, 'REPEAT_BONUS'],
      [7, 'COUPON'],
    ],
  ],
  [
    'PromotionRecurrence',
    [
      [1, 'ONE_TIME'],
      [2, 'DAILY'],
      [3, 'WEEKLY'],
      [4, 'MONTHLY'],
    ],
  ],
  [
    'ReferralRewardStatus',
    [
      [1, 'VERIFYING'],
      [2, 'ACTIVE'],
      [3, 'COMPLETED'],
      [4, 'CANCEL'],
      [5, 'REJECTED'],
    ],
  ],
  [
    'MessageReadStatus',
    [
      [1, 'READ'],
      [2, 'UNREAD'],
    ],
  ],
  [
    'MessageDisplayMethod',
    [
      [1, 'POPUP'],
      [2, 'ANNOUNCEMENT_BAR'],
    ],
  ],
  [
    'DisplayPage',
    [
      [1, 'LOGIN_BEFORE'],
      [2, 'LOGIN_AFTER'],
      [3, 'DEPOSIT'],
      [4, 'WITHDRAW'],
      [5, 'AFFILIATE_LOGIN_BEFORE'],
      [6, 'AFFILIATE_LOGIN_AFTER'],
    ],
  ],
  [
    'Audience',
    [
      [1, 'AFFILIATE'],
      [2, 'MEMBER'],
      [3, 'ALL'],
    ],
  ],
  [
    'AffiliateStatus',
    [
      [1, 'ACTIVE'],
      [2, 'INACTIVE'],
      [3, 'SUSPENDED'],
      [4, 'CLOSED'],
      [5, 'LOCKED'],
      [6, 'PENDING'],
      [7, 'REJECTED'],
    ],
  ],
  [
    'AccountStatus',
    [
      [1, 'ACTIVE'],
      [2, 'INACTIVE'],
      [3, 'LOCKED'],
    ],
  ],
  [
    'AccountType',
    [
      [1, 'AFFILIATE'],
      [2, 'MEMBER'],
    ],
  ],
  [
    'RegistrationType',
    [
      [1, 'WEB_END'],
      [2, 'MOBILE_END'],
      [3, 'ADMINISTRATION_BACKEND'],
      [4, 'QR_CODE'],
      [5, 'AGENT_INVITATION_CODE'],
    ],
  ],
  [
    'Device',
    [
      [1, 'PC'],
      [2, 'MOBILE'],
      [3, 'APP'],
      [4, 'OTHER'],
    ],
  ],
  [
    'Platform',
    [
      [1, 'PC'],
      [2, 'MOBILE'],
    ],
  ],
  [
    'QrCodeStatus',
    [
      [1, 'UNUSED'],
      [2, 'USED'],
      [3, 'CANCEL'],
      [4, 'EXPIRED'],
    ],
  ],
  [
    'BankType',
    [
      [1, 'BANK'],
      [2, 'CRYPTO'],
      [3, 'QUICK_PAY'],
    ],
  ],
  [
    'PaymentType',
    [
      [1, 'BANK'],
      [2, 'CRYPTO'],
      [3, 'GATEWAY'],
    ],
  ],
  [
    'WalletTransferType',
    [
      [1, 'TRANSFER_TO'],
      [2, 'TRANSFER_FROM'],
    ],
  ],
  [
    'WithdrawalTransactionType',
    [
      [1, 'WITHDRAW'],
      [2, 'MANUAL_WITHDRAWAL'],
    ],
  ],
  [
    'TransferFeeBearer',
    [
      [1, 'SELF'],
      [2, 'OTHER_PARTY'],
    ],
  ],
  [
    'MemberGroupLogType',
    [
      [1, 'TYPE_1'],
      [2, 'TYPE_2'],
      [3, 'TYPE_3'],
      [4, 'TYPE_4'],
      [5, 'TYPE_5'],
      [6, 'TYPE_6'],
    ],
  ],
  [
    'ToastKind',
    [
      [1, 'WARNING'],
      [2, 'SUCCESS'],
      [3, 'DANGER'],
      [4, 'INFO'],
    ],
  ],
  [
    'GameFamily',
    [
      [1, 'SPORT'],
      [2, 'SLOT_MACHINE'],
      [3, 'CASINO'],
      [4, 'FISH_HUNTING'],
      [5, 'ESPORT'],
      [6, 'HORSE'],
      [7, 'LOTTERY'],
      [8, 'CHESS'],
      [9, 'PACHINKO'],
    ],
  ],
  [
    'MaintenanceType',
    [
      [0, 'NONE'],
      [1, 'UNDER_MAINTENANCE'],
    ],
  ],
];

interface EnumSchema {
  enum?: unknown[];
  'x-enum-varnames'?: string[];
  'x-enum-descriptions'?: string[];
}

describe('spec §3: every enumeration is a named schema with exact values and names', () => {
  it.each(SPEC_ENUMS)('%s', (name, pairs) => {
    const schema = contract.components.schemas[name] as EnumSchema | undefined;
    expect(schema, `${name} is missing`).toBeDefined();
    expect(schema?.enum).toEqual(pairs.map(([value]) => value));
    expect(schema?.['x-enum-varnames']).toEqual(pairs.map(([, varname]) => varname));
    expect(schema?.['x-enum-descriptions']).toHaveLength(pairs.length);
  });

  it('every enum anywhere in the contract names all its values', () => {
    const problems: string[] = [];
    const walk = (node: unknown, where: string) => {
      if (Array.isArray(node)) return node.forEach((item, i) => walk(item, `${where}[${i}]`));
      if (typeof node !== 'object' || node === null) return;
      const schema = node as EnumSchema & Record<string, unknown>;
      if (Array.isArray(schema.enum)) {
        if (schema['x-enum-varnames']?.length !== schema.enum.length)
          problems.push(`${where}: x-enum-varnames`);
        if (schema['x-enum-descriptions']?.length !== schema.enum.length)
          problems.push(`${where}: x-enum-descriptions`);
      }
      for (const [key, value] of Object.entries(schema))
        if (key !== 'example' && key !== 'examples') walk(value, `${where}.${key}`);
    };
    walk(contract, '#');
    expect(problems).toEqual([]);
  });
});

describe('spec §5: server-side validation rules are schema constraints', () => {
  const s = contract.components.schemas;
  it.each([
    ['BankCardNumber', { minLength: 6, maxLength: 20 }],
    ['LoginName', { minLength: 5, maxLength: 20, pattern: '^[A-Za-z][A-Za-z0-9_]{4,19}$' }],
    ['Password', { minLength: 6, maxLength: 20 }],
    ['Nickname', { maxLength: 30 }],
    ['Phone', { pattern: '^\\d{8,13}$' }],
    ['WithdrawalPassword', { minLength: 4, maxLength: 16 }],
    ['ReferralCode', { pattern: '^\\d{6}$' }],
    ['OneTimePin', { pattern: '^\\d{6}$' }],
    ['Email', { format: 'email', maxLength: 254 }],
    ['WholeAmount', { type: 'integer', minimum: 1 }],
  ])('%s', (name, constraints) => {
    expect(s[name]).toMatchObject(constraints);
  });
});
