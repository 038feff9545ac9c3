import type { Faker } from '@faker-js/faker';
import Decimal from 'decimal.js';
import type { Db } from '../db.ts';
import { type TranslatedLocale, withTranslations } from '../lib/i18n.ts';
import { CHANNELS } from './games.ts';

/**
 * The game catalogue of the site inquiry (GET /inquiry) and of the top-winners ticker: real
 * looking titles per provider channel. Static, so the artwork (mocks/handlers/art.ts) can put
 * a title's initials on /storage/games/<id>.svg.
 */
const CATALOGUE: Record<number, string[]> = {
  10011: [
    'Lightning Roulette',
    'Crazy Time',
    'Speed Baccarat',
    'Infinite Blackjack',
    'Dragon Tiger',
    'Monopoly Live',
    'Mega Ball',
  ],
  10012: ['Classic Baccarat', 'Sic Bo Deluxe', 'Fan Tan', 'Speed Roulette'],
  10013: ['Squeeze Baccarat', 'Bull Bull'],
  10021: [
    'Fortune Tiger',
    'Mahjong Ways',
    'Mahjong Ways 2',
    'Lucky Neko',
    'Treasures of Aztec',
    'Wild Bandito',
    'Dragon Hatch',
    'Ganesha Gold',
    'Caishen Wins',
  ],
  10022: [
    'Gates of Olympus',
    'Sweet Bonanza',
    'Starlight Princess',
    'Sugar Rush',
    'The Dog House',
    'Wolf Gold',
    'Big Bass Bonanza',
    'Great Rhino',
  ],
  10023: ['Lucky Seven', 'Golden Disco', 'Fortune Treasure', 'Super Niubi'],
  10031: ['SABA Sportsbook', 'Virtual Soccer League'],
  10032: ['SBO Sportsbook', 'Virtual Basketball'],
  10041: ['Jackpot Fishing', 'Mega Fishing', 'Dinosaur Tycoon', 'Ocean King'],
  10051: ['TF Esports Arena', 'Dota 2 Live Odds'],
  10061: ['Royal Derby Racing', 'Greyhound Sprint'],
  10071: ['Keno 80', 'Lotto 6/45', 'Fast 3 Dice', 'Thai Lottery'],
  10081: ["Texas Hold'em", 'Tongits Go', 'Mahjong Showdown', 'Pusoy Dos'],
};

export interface CatalogueGame {
  id: number;
  name: string;
  game_type: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
  channel_id: number;
  channel_name: string;
  icon: string;
}

/** Every catalogue game with its id (9001 up, in provider order). */
export const INQUIRY_GAMES: CatalogueGame[] = (() => {
  const games: CatalogueGame[] = [];
  let id = 9001;
  for (const channel of CHANNELS) {
    for (const name of CATALOGUE[channel.id] ?? []) {
      games.push({
        id,
        name,
        game_type: channel.game_type,
        channel_id: channel.id,
        channel_name: channel.name,
        icon: `/storage/games/${id}.svg`,
      });
      id += 1;
    }
  }
  return games;
})();

/** Artwork of a banner: its file name under /storage/banners/, headline and line below. */
export interface BannerArt {
  slug: string;
  headline: string;
  subline: string;
}

interface BannerSeed extends BannerArt {
  link: string;
  position: 1 | 2 | 3 | 4 | 5 | 6;
  audience: 1 | 2 | 3;
  /** The title (the headline, which is English) in the other site locales. */
  title_i18n: Partial<Record<TranslatedLocale, string>>;
}

/** The banners of every position (DisplayPage), in carousel order. */
export const BANNERS: BannerSeed[] = [
  {
    slug: 'welcome-bonus',
    headline: '100% Welcome Bonus',
    subline: 'Up to ₱8,888 on your first deposit',
    link: '/promotion',
    position: 1,
    audience: 3,
    title_i18n: {
      'zh-CN': '100% 首存欢迎红利',
      'zh-TW': '100% 首存迎新紅利',
      th: 'โบนัสต้อนรับ 100%',
      vi: 'Thưởng chào mừng 100%',
      id: 'Bonus Sambutan 100%',
      ms: 'Bonus Alu-aluan 100%',
      ja: '100%ウェルカムボーナス',
      ko: '100% 웰컴 보너스',
      'pt-BR': 'Bônus de Boas-Vindas de 100%',
    },
  },
  {
    slug: 'live-casino',
    headline: 'Live Casino, Real Dealers',
    subline: 'Baccarat, roulette and blackjack around the clock',
    link: '/games/Casino',
    position: 1,
    audience: 3,
    title_i18n: {
      'zh-CN': '真人娱乐场，真人荷官',
      'zh-TW': '真人娛樂場，真人荷官',
      th: 'คาสิโนสด ดีลเลอร์ตัวจริง',
      vi: 'Casino trực tiếp, dealer thật',
      id: 'Live Casino, Dealer Asli',
      ms: 'Kasino Langsung, Dealer Sebenar',
      ja: 'ライブカジノ、本物のディーラー',
      ko: '라이브 카지노, 실제 딜러',
      'pt-BR': 'Cassino ao Vivo com Dealers Reais',
    },
  },
  {
    slug: 'sports-parlay',
    headline: 'Parlay Boost up to 50%',
    subline: 'Extra winnings on every 5-leg parlay',
    link: '/games/Sport',
    position: 1,
    audience: 3,
    title_i18n: {
      'zh-CN': '串关加奖最高 50%',
      'zh-TW': '過關加獎最高 50%',
      th: 'เพิ่มเงินรางวัลบอลสเต็ปสูงสุด 50%',
      vi: 'Thưởng cược xiên tới 50%',
      id: 'Bonus Parlay hingga 50%',
      ms: 'Bonus Parlay Sehingga 50%',
      ja: 'パーレーブースト最大50%',
      ko: '파레이 부스트 최대 50%',
      'pt-BR': 'Turbo em Múltiplas de até 50%',
    },
  },
  {
    slug: 'daily-checkin',
    headline: 'Daily Check-in Rewards',
    subline: 'Seven days in a row earns a free spin',
    link: '/member/management/promotion',
    position: 2,
    audience: 2,
    title_i18n: {
      'zh-CN': '每日签到奖励',
      'zh-TW': '每日簽到獎勵',
      th: 'รางวัลเช็กอินรายวัน',
      vi: 'Thưởng điểm danh hằng ngày',
      id: 'Hadiah Check-in Harian',
      ms: 'Ganjaran Daftar Masuk Harian',
      ja: 'デイリーチェックイン報酬',
      ko: '매일 출석 체크 보상',
      'pt-BR': 'Recompensas de Check-in Diário',
    },
  },
  {
    slug: 'weekly-rebate',
    headline: '1.2% Weekly Rebate',
    subline: 'Cashback on every bet, paid each Monday',
    link: '/promotion',
    position: 2,
    audience: 2,
    title_i18n: {
      'zh-CN': '1.2% 每周返水',
      'zh-TW': '1.2% 每週返水',
      th: 'คืนยอดเล่น 1.2% ทุกสัปดาห์',
      vi: 'Hoàn trả 1,2% hằng tuần',
      id: 'Rebate Mingguan 1,2%',
      ms: 'Rebat Mingguan 1.2%',
      ja: '毎週1.2%リベート',
      ko: '매주 1.2% 리베이트',
      'pt-BR': 'Rebate Semanal de 1,2%',
    },
  },
  {
    slug: 'vip-club',
    headline: 'Join the VIP Club',
    subline: 'Faster withdrawals and bigger rebates',
    link: '/vip',
    position: 2,
    audience: 3,
    title_i18n: {
      'zh-CN': '加入 VIP 俱乐部',
      'zh-TW': '加入 VIP 俱樂部',
      th: 'ร่วมเป็นสมาชิก VIP Club',
      vi: 'Gia nhập câu lạc bộ VIP',
      id: 'Gabung VIP Club',
      ms: 'Sertai Kelab VIP',
      ja: 'VIPクラブに参加しよう',
      ko: 'VIP 클럽 가입하기',
      'pt-BR': 'Entre para o Clube VIP',
    },
  },
  {
    slug: 'weekend-reload',
    headline: 'Weekend Reload 30%',
    subline: 'Deposit on Saturday or Sunday',
    link: '/promotion',
    position: 3,
    audience: 2,
    title_i18n: {
      'zh-CN': '周末续存 30%',
      'zh-TW': '週末續存 30%',
      th: 'โบนัสสุดสัปดาห์ 30%',
      vi: 'Nạp lại cuối tuần 30%',
      id: 'Reload Akhir Pekan 30%',
      ms: 'Tambah Nilai Hujung Minggu 30%',
      ja: '週末リロード30%',
      ko: '주말 재충전 30%',
      'pt-BR': 'Recarga de Fim de Semana 30%',
    },
  },
  {
    slug: 'instant-gcash',
    headline: 'Instant GCash Deposits',
    subline: 'Credited in under a minute',
    link: '',
    position: 3,
    audience: 2,
    title_i18n: {
      'zh-CN': 'GCash 存款即时到账',
      'zh-TW': 'GCash 存款即時到帳',
      th: 'ฝากผ่าน GCash เข้าทันที',
      vi: 'Nạp GCash tức thì',
      id: 'Deposit GCash Instan',
      ms: 'Deposit GCash Segera',
      ja: 'GCash即時入金',
      ko: 'GCash 즉시 입금',
      'pt-BR': 'Depósitos Instantâneos via GCash',
    },
  },
  {
    slug: 'fast-withdrawal',
    headline: 'Withdrawals in 15 Minutes',
    subline: 'Paid straight to your bank or e-wallet',
    link: '',
    position: 4,
    audience: 2,
    title_i18n: {
      'zh-CN': '15 分钟极速提款',
      'zh-TW': '15 分鐘極速提款',
      th: 'ถอนเงินภายใน 15 นาที',
      vi: 'Rút tiền trong 15 phút',
      id: 'Penarikan dalam 15 Menit',
      ms: 'Pengeluaran dalam 15 Minit',
      ja: '15分でスピード出金',
      ko: '15분 만에 출금',
      'pt-BR': 'Saques em 15 Minutos',
    },
  },
  {
    slug: 'become-agent',
    headline: 'Become a Fortuna Agent',
    subline: 'Earn up to 45% commission every week',
    link: '/af_intro',
    position: 5,
    audience: 1,
    title_i18n: {
      'zh-CN': '成为 Fortuna 代理',
      'zh-TW': '成為 Fortuna 代理',
      th: 'มาเป็นเอเย่นต์ Fortuna',
      vi: 'Trở thành đại lý Fortuna',
      id: 'Jadi Agen Fortuna',
      ms: 'Jadi Ejen Fortuna',
      ja: 'Fortunaの代理店になろう',
      ko: 'Fortuna 에이전트 되기',
      'pt-BR': 'Seja um Agente Fortuna',
    },
  },
  {
    slug: 'agent-commission',
    headline: 'Commission Day Is Monday',
    subline: 'Weekly settlements with no caps',
    link: '',
    position: 6,
    audience: 1,
    title_i18n: {
      'zh-CN': '每周一佣金结算日',
      'zh-TW': '每週一佣金結算日',
      th: 'จ่ายค่าคอมทุกวันจันทร์',
      vi: 'Thứ Hai là ngày trả hoa hồng',
      id: 'Komisi Dibayar Setiap Senin',
      ms: 'Komisen Dibayar Setiap Isnin',
      ja: 'コミッションは毎週月曜日',
      ko: '커미션 지급일은 매주 월요일',
      'pt-BR': 'Dia de Comissão é Segunda',
    },
  },
  {
    slug: 'agent-invite',
    headline: 'Invite and Earn',
    subline: 'Share your QR code and grow your team',
    link: '/agent/qr_codes',
    position: 6,
    audience: 1,
    title_i18n: {
      'zh-CN': '邀请好友赚佣金',
      'zh-TW': '邀請好友賺佣金',
      th: 'ชวนเพื่อน รับรายได้',
      vi: 'Mời bạn, nhận thưởng',
      id: 'Undang dan Raih Komisi',
      ms: 'Jemput dan Raih Pendapatan',
      ja: '招待して稼ごう',
      ko: '초대하고 수익 받기',
      'pt-BR': 'Convide e Ganhe',
    },
  },
];

/** Masks a login name as the ticker shows it: ju***77. */
export function maskUsername(username: string): string {
  if (username.length <= 4) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}***${username.slice(-2)}`;
}

/** Seeds the account area (runs after the core seed, in a fixed order, with the shared faker). */
export async function seedAccount(db: Db, faker: Faker, nowSeconds: number): Promise<void> {
  // Personal info of every account: the demo member has a verified e-mail and an unverified
  // mobile (so the verification flow can be tried), the demo affiliate has both verified.
  const fixed: Record<
    number,
    {
      nickname: string;
      birthday: string;
      gender: 0 | 1 | 2;
      email_verified: 0 | 1;
      mobile_verified: 0 | 1;
    }
  > = {
    10001: {
      nickname: 'Lucky Juan',
      birthday: '1992-08-14',
      gender: 1,
      email_verified: 1,
      mobile_verified: 0,
    },
    20001: {
      nickname: 'Agent Maria',
      birthday: '1988-03-02',
      gender: 2,
      email_verified: 1,
      mobile_verified: 1,
    },
  };
  for (const account of db.accounts.findMany(undefined, { orderBy: { id: 'asc' } })) {
    const known = fixed[account.id];
    const birthday = faker.date
      .birthdate({ min: 21, max: 60, mode: 'age', refDate: nowSeconds * 1000 })
      .toISOString()
      .slice(0, 10);
    const hasNickname = faker.datatype.boolean({ probability: 0.6 });
    await db.personalInfo.create(
      known
        ? { account_id: account.id, ...known }
        : {
            account_id: account.id,
            nickname: hasNickname ? faker.internet.displayName().slice(0, 30) : null,
            birthday,
            gender: faker.helpers.arrayElement([0, 1, 2] as const),
            email_verified: faker.datatype.boolean({ probability: 0.7 }) ? 1 : 0,
            mobile_verified: faker.datatype.boolean({ probability: 0.5 }) ? 1 : 0,
          },
    );
  }

  for (const game of INQUIRY_GAMES) {
    // A few table games are offered on PC only.
    await db.inquiryGames.create({ ...game, mobile: faker.datatype.boolean({ probability: 0.9 }) });
  }

  let bannerId = 1;
  for (const [index, banner] of BANNERS.entries()) {
    await db.banners.create({
      id: bannerId++,
      image_url: `/storage/banners/${banner.slug}.svg`,
      link: banner.link,
      ...withTranslations({ title: { ...banner.title_i18n, en: banner.headline } }),
      position: banner.position,
      audience: banner.audience,
      sort: index + 1,
    });
  }

  // Recent big wins: slots and fishing pay the largest multiples, live tables steady amounts.
  const winners = INQUIRY_GAMES.filter((game) => game.game_type !== 1 && game.game_type !== 5);
  for (let i = 0; i < 40; i++) {
    const first = faker.person
      .firstName()
      .toLowerCase()
      .replace(/[^a-z]/g, '');
    const username = `${first}${faker.number.int({ min: 10, max: 99 })}`;
    const game = faker.helpers.arrayElement(winners);
    const band = faker.helpers.weightedArrayElement([
      { weight: 6, value: [1500, 12000] },
      { weight: 3, value: [12000, 60000] },
      { weight: 1, value: [60000, 250000] },
    ]);
    const amount = new Decimal(
      faker.number.float({ min: band[0] ?? 1500, max: band[1] ?? 12000, fractionDigits: 2 }),
    ).toFixed(2);
    await db.topWinners.create({
      id: i + 1,
      username: maskUsername(username),
      game_name: game.name,
      amount,
      time: nowSeconds - faker.number.int({ min: 45, max: 36 * 3600 }),
    });
  }
}
