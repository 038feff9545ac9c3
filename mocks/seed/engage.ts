import type { Faker } from '@faker-js/faker';
import { timezoneOffsetSeconds } from '../lib/site-time.ts';
import Decimal from 'decimal.js';
import type * as z from 'zod';
import type { promotionSchema } from '../collections/engage.ts';
import type { accountSchema, Db } from '../db.ts';
import {
  CHECKIN_REWARDS,
  creditTransferSplit,
  dayNumber,
  dayStart,
  periodKey,
  PROMOTION_FUND,
  TRANSFER_FEE_WALLET,
} from '../lib/engage-rules.ts';
import { type LocalizedText, withTranslations } from '../lib/i18n.ts';

/** The demo member and the demo affiliate (seed/index.ts). */
export const ENGAGE_DEMO_MEMBER_ID = 10001;
export const ENGAGE_DEMO_AGENT_ID = 20001;
/** Friends the demo member invited with its referral code. */
export const DEMO_INVITEE_IDS = [10401, 10402, 10403, 10404, 10405, 10406] as const;
/** Downline members of the agent registered today (QR code and invitation code). */
export const TODAY_DOWNLINE_IDS = [10411, 10412] as const;
/** Budget of the promotion fund the seed starts with. */
export const PROMOTION_FUND_START = '5000000.00';

/** Promotion ids, by what they are. */
export const PROMO = {
  WELCOME: 1,
  CHECKIN: 2,
  DAILY_RELOAD: 3,
  WEEKEND_RELOAD: 4,
  MONTHLY_CASHBACK: 5,
  REFERRAL: 6,
  RED_PACKET: 7,
  ROULETTE: 8,
  COUPON: 9,
  AGENT_BOOST: 10,
  ENDED: 11,
} as const;

type PromotionSeed = z.input<typeof promotionSchema>;
/** The texts of a promotion as the seed authors them, in every site locale. */
type PromotionTexts = {
  title: LocalizedText;
  summary: LocalizedText;
  content: LocalizedText;
  rules: LocalizedText[];
  tags: LocalizedText[];
};
type PromotionAuthored = Omit<PromotionSeed, keyof PromotionTexts | 'i18n'> & PromotionTexts;
type AccountSeed = z.input<typeof accountSchema>;

const DAY = 86400;

/** Promotion tags (at most 30 characters in every locale). */
const TAG = {
  NEW: {
    en: 'New',
    'zh-CN': '新人',
    'zh-TW': '新人',
    th: 'ใหม่',
    vi: 'Mới',
    id: 'Baru',
    ms: 'Baharu',
    ja: '新規',
    ko: '신규',
    'pt-BR': 'Novo',
  },
  HOT: {
    en: 'Hot',
    'zh-CN': '热门',
    'zh-TW': '熱門',
    th: 'ฮิต',
    vi: 'Nổi bật',
    id: 'Populer',
    ms: 'Popular',
    ja: '人気',
    ko: '인기',
    'pt-BR': 'Em alta',
  },
  DAILY: {
    en: 'Daily',
    'zh-CN': '每日',
    'zh-TW': '每日',
    th: 'รายวัน',
    vi: 'Hằng ngày',
    id: 'Harian',
    ms: 'Harian',
    ja: 'デイリー',
    ko: '매일',
    'pt-BR': 'Diário',
  },
  INSTANT: {
    en: 'Instant',
    'zh-CN': '即时到账',
    'zh-TW': '即時到帳',
    th: 'รับทันที',
    vi: 'Nhận ngay',
    id: 'Instan',
    ms: 'Segera',
    ja: '即時',
    ko: '즉시 지급',
    'pt-BR': 'Na hora',
  },
  WEEKEND: {
    en: 'Weekend',
    'zh-CN': '周末',
    'zh-TW': '週末',
    th: 'สุดสัปดาห์',
    vi: 'Cuối tuần',
    id: 'Akhir Pekan',
    ms: 'Hujung Minggu',
    ja: '週末',
    ko: '주말',
    'pt-BR': 'Fim de semana',
  },
  VIP: 'VIP',
  REFERRAL: {
    en: 'Referral',
    'zh-CN': '推荐',
    'zh-TW': '推薦',
    th: 'แนะนำเพื่อน',
    vi: 'Giới thiệu',
    id: 'Referral',
    ms: 'Rujukan',
    ja: '紹介',
    ko: '추천',
    'pt-BR': 'Indicação',
  },
  LUCKY: {
    en: 'Lucky',
    'zh-CN': '幸运',
    'zh-TW': '幸運',
    th: 'ลุ้นโชค',
    vi: 'May mắn',
    id: 'Hoki',
    ms: 'Bertuah',
    ja: 'ラッキー',
    ko: '행운',
    'pt-BR': 'Sorte',
  },
  WEEKLY: {
    en: 'Weekly',
    'zh-CN': '每周',
    'zh-TW': '每週',
    th: 'รายสัปดาห์',
    vi: 'Hằng tuần',
    id: 'Mingguan',
    ms: 'Mingguan',
    ja: 'ウィークリー',
    ko: '주간',
    'pt-BR': 'Semanal',
  },
  CODE: {
    en: 'Code',
    'zh-CN': '优惠码',
    'zh-TW': '優惠碼',
    th: 'โค้ด',
    vi: 'Mã ưu đãi',
    id: 'Kode Promo',
    ms: 'Kod Promo',
    ja: 'クーポン',
    ko: '쿠폰',
    'pt-BR': 'Código',
  },
  AGENTS: {
    en: 'Agents',
    'zh-CN': '代理',
    'zh-TW': '代理',
    th: 'เอเย่นต์',
    vi: 'Đại lý',
    id: 'Agen',
    ms: 'Ejen',
    ja: '代理店',
    ko: '에이전트',
    'pt-BR': 'Agentes',
  },
  FESTIVAL: {
    en: 'Festival',
    'zh-CN': '节日',
    'zh-TW': '節日',
    th: 'เทศกาล',
    vi: 'Lễ hội',
    id: 'Festival',
    ms: 'Perayaan',
    ja: 'イベント',
    ko: '명절',
    'pt-BR': 'Festival',
  },
} satisfies Record<string, LocalizedText>;

function promotions(now: number): PromotionSeed[] {
  const base = {
    banner_path: '',
    end_time: null,
    audience: 2 as const,
    apply_min_amount: null,
    apply_max_amount: null,
    bonus_percent: null,
    bonus_cap: null,
    rollover_multiplier: 0,
    draws_per_period: null,
    total_probability: null,
  };
  const list: PromotionAuthored[] = [
    {
      ...base,
      id: PROMO.WELCOME,
      title: {
        en: '100% Welcome Bonus',
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
      type: 1,
      recurrence: 1,
      summary: {
        en: 'Double your first deposit up to 5,000.00 with a 100% welcome bonus.',
        'zh-CN': '首存 100% 加赠，最高可得 5,000.00 红利。',
        'zh-TW': '首存 100% 加贈，最高可得 5,000.00 紅利。',
        th: 'รับโบนัสต้อนรับ 100% เพิ่มยอดฝากแรกเป็นสองเท่า สูงสุด 5,000.00',
        vi: 'Nhân đôi lần nạp đầu tiên, thưởng tới 5.000,00 với ưu đãi chào mừng 100%.',
        id: 'Gandakan deposit pertama Anda hingga 5.000,00 dengan bonus sambutan 100%.',
        ms: 'Gandakan deposit pertama anda sehingga 5,000.00 dengan bonus alu-aluan 100%.',
        ja: '初回入金が2倍に！100%ウェルカムボーナスで最大5,000.00。',
        ko: '첫 입금 100% 웰컴 보너스로 최대 5,000.00까지 두 배로 받으세요.',
        'pt-BR': 'Dobre seu primeiro depósito em até 5.000,00 com o bônus de boas-vindas de 100%.',
      },
      content: {
        en: '<h2>100% Welcome Bonus</h2><p>New to Fortuna? Make your first deposit of at least <strong>100.00</strong> and apply here: we match it 100%, up to <strong>5,000.00</strong>.</p><h3>How to claim</h3><ol><li>Deposit 100.00 or more.</li><li>Open this page and press <em>Apply</em> with your deposit amount.</li><li>Your bonus is reviewed and credited within 30 minutes.</li></ol>',
        'zh-CN':
          '<h2>100% 首存欢迎红利</h2><p>初次加入 Fortuna？首存至少 <strong>100.00</strong> 后在此申请，我们将 100% 加赠，最高 <strong>5,000.00</strong>。</p><h3>领取方式</h3><ol><li>存款 100.00 或以上。</li><li>打开本页面，填写存款金额并点击<em>申请</em>。</li><li>红利将在 30 分钟内审核并派发。</li></ol>',
        'zh-TW':
          '<h2>100% 首存迎新紅利</h2><p>初次加入 Fortuna？首存至少 <strong>100.00</strong> 後於此申請，我們將 100% 加贈，最高 <strong>5,000.00</strong>。</p><h3>領取方式</h3><ol><li>存款 100.00 或以上。</li><li>開啟本頁面，填寫存款金額並點擊<em>申請</em>。</li><li>紅利將於 30 分鐘內審核並派發。</li></ol>',
        th: '<h2>โบนัสต้อนรับ 100%</h2><p>สมาชิกใหม่ของ Fortuna? ฝากครั้งแรกขั้นต่ำ <strong>100.00</strong> แล้วสมัครรับที่นี่ เราเติมให้ 100% สูงสุด <strong>5,000.00</strong></p><h3>วิธีรับโบนัส</h3><ol><li>ฝากเงิน 100.00 ขึ้นไป</li><li>เปิดหน้านี้แล้วกด <em>สมัคร</em> พร้อมระบุยอดฝาก</li><li>โบนัสจะได้รับการตรวจสอบและเข้าบัญชีภายใน 30 นาที</li></ol>',
        vi: '<h2>Thưởng chào mừng 100%</h2><p>Lần đầu đến với Fortuna? Nạp lần đầu tối thiểu <strong>100,00</strong> rồi đăng ký tại đây: chúng tôi thưởng thêm 100%, tối đa <strong>5.000,00</strong>.</p><h3>Cách nhận thưởng</h3><ol><li>Nạp từ 100,00 trở lên.</li><li>Mở trang này và nhấn <em>Đăng ký</em> kèm số tiền đã nạp.</li><li>Tiền thưởng được xét duyệt và cộng vào tài khoản trong vòng 30 phút.</li></ol>',
        id: '<h2>Bonus Sambutan 100%</h2><p>Baru di Fortuna? Lakukan deposit pertama minimal <strong>100,00</strong> lalu klaim di sini: kami tambahkan 100%, hingga <strong>5.000,00</strong>.</p><h3>Cara klaim</h3><ol><li>Deposit 100,00 atau lebih.</li><li>Buka halaman ini dan tekan <em>Klaim</em> dengan jumlah deposit Anda.</li><li>Bonus Anda diverifikasi dan dikreditkan dalam 30 menit.</li></ol>',
        ms: '<h2>Bonus Alu-aluan 100%</h2><p>Baru di Fortuna? Buat deposit pertama sekurang-kurangnya <strong>100.00</strong> dan mohon di sini: kami padankan 100%, sehingga <strong>5,000.00</strong>.</p><h3>Cara menuntut</h3><ol><li>Deposit 100.00 atau lebih.</li><li>Buka halaman ini dan tekan <em>Mohon</em> dengan jumlah deposit anda.</li><li>Bonus anda disemak dan dikreditkan dalam masa 30 minit.</li></ol>',
        ja: '<h2>100%ウェルカムボーナス</h2><p>Fortunaは初めてですか？<strong>100.00</strong>以上の初回入金後、こちらから申請すると、入金額の100%（最大<strong>5,000.00</strong>）を上乗せします。</p><h3>受け取り方法</h3><ol><li>100.00以上を入金します。</li><li>このページを開き、入金額を入力して<em>申請</em>を押します。</li><li>ボーナスは審査のうえ30分以内に付与されます。</li></ol>',
        ko: '<h2>100% 웰컴 보너스</h2><p>Fortuna가 처음이신가요? <strong>100.00</strong> 이상 첫 입금 후 여기에서 신청하시면 입금액의 100%, 최대 <strong>5,000.00</strong>을 추가로 드립니다.</p><h3>받는 방법</h3><ol><li>100.00 이상 입금합니다.</li><li>이 페이지를 열고 입금액을 입력한 뒤 <em>신청</em>을 누릅니다.</li><li>보너스는 검토 후 30분 이내에 지급됩니다.</li></ol>',
        'pt-BR':
          '<h2>Bônus de Boas-Vindas de 100%</h2><p>Novo na Fortuna? Faça seu primeiro depósito de pelo menos <strong>100,00</strong> e solicite aqui: cobrimos 100%, até <strong>5.000,00</strong>.</p><h3>Como resgatar</h3><ol><li>Deposite 100,00 ou mais.</li><li>Abra esta página e toque em <em>Solicitar</em> informando o valor do depósito.</li><li>Seu bônus é analisado e creditado em até 30 minutos.</li></ol>',
      },
      rules: [
        {
          en: 'Open to new members on their first deposit only.',
          'zh-CN': '仅限新会员首次存款参与。',
          'zh-TW': '僅限新會員首次存款參加。',
          th: 'เฉพาะสมาชิกใหม่สำหรับยอดฝากครั้งแรกเท่านั้น',
          vi: 'Chỉ áp dụng cho thành viên mới với lần nạp đầu tiên.',
          id: 'Hanya untuk member baru pada deposit pertama.',
          ms: 'Terbuka kepada ahli baharu untuk deposit pertama sahaja.',
          ja: '新規会員の初回入金のみが対象です。',
          ko: '신규 회원의 첫 입금에만 적용됩니다.',
          'pt-BR': 'Válido apenas para novos membros no primeiro depósito.',
        },
        {
          en: 'The bonus and the deposit must be wagered 10 times before a withdrawal.',
          'zh-CN': '红利与存款须完成 10 倍流水方可提款。',
          'zh-TW': '紅利與存款須完成 10 倍流水方可提款。',
          th: 'ต้องทำยอดเทิร์นโอเวอร์ 10 เท่าของโบนัสรวมยอดฝากก่อนถอนเงิน',
          vi: 'Tiền thưởng và tiền nạp phải đạt 10 vòng cược trước khi rút.',
          id: 'Bonus dan deposit harus di-turnover 10 kali sebelum penarikan.',
          ms: 'Bonus dan deposit mesti dipertaruhkan 10 kali sebelum pengeluaran.',
          ja: '出金前に、ボーナスと入金額の合計を10倍賭ける必要があります。',
          ko: '출금 전 보너스와 입금액의 10배 롤링이 필요합니다.',
          'pt-BR': 'O bônus e o depósito precisam de rollover de 10 vezes antes do saque.',
        },
        {
          en: 'Live casino bets count 50% towards the rollover; slots count 100%.',
          'zh-CN': '真人娱乐场投注按 50% 计入流水，老虎机按 100% 计入。',
          'zh-TW': '真人娛樂場投注按 50% 計入流水，老虎機按 100% 計入。',
          th: 'การเดิมพันคาสิโนสดนับยอดเทิร์น 50% สล็อตนับ 100%',
          vi: 'Cược casino trực tiếp được tính 50% vào vòng cược; slot được tính 100%.',
          id: 'Taruhan live casino dihitung 50% untuk turnover; slot dihitung 100%.',
          ms: 'Pertaruhan kasino langsung dikira 50% untuk rollover; slot dikira 100%.',
          ja: 'ライブカジノのベットは賭け条件に50%、スロットは100%カウントされます。',
          ko: '라이브 카지노 베팅은 롤링에 50%, 슬롯은 100% 반영됩니다.',
          'pt-BR': 'Apostas no cassino ao vivo contam 50% para o rollover; slots contam 100%.',
        },
        {
          en: 'One application per member, household and IP address.',
          'zh-CN': '每位会员、每个家庭及每个 IP 地址仅限申请一次。',
          'zh-TW': '每位會員、每個家庭及每個 IP 位址僅限申請一次。',
          th: 'จำกัดหนึ่งสิทธิ์ต่อสมาชิก ครัวเรือน และ IP แอดเดรส',
          vi: 'Mỗi thành viên, hộ gia đình và địa chỉ IP chỉ được đăng ký một lần.',
          id: 'Satu klaim per member, rumah tangga, dan alamat IP.',
          ms: 'Satu permohonan bagi setiap ahli, isi rumah dan alamat IP.',
          ja: 'お一人様・一世帯・一IPアドレスにつき1回限りの申請となります。',
          ko: '회원, 가구, IP 주소당 1회만 신청할 수 있습니다.',
          'pt-BR': 'Uma solicitação por membro, residência e endereço IP.',
        },
      ],
      start_time: now - 200 * DAY,
      tags: [TAG.NEW, TAG.HOT],
      apply_min_amount: '100.00',
      apply_max_amount: '5000.00',
      bonus_percent: '100',
      bonus_cap: '5000.00',
      rollover_multiplier: 10,
      sort: 1,
    },
    {
      ...base,
      id: PROMO.CHECKIN,
      title: {
        en: 'Daily Check-in Rewards',
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
      type: 6,
      recurrence: 2,
      summary: {
        en: 'Check in every day for 7 days in a row and collect up to 103.00 in rewards.',
        'zh-CN': '连续签到 7 天，最高可领取 103.00 奖励。',
        'zh-TW': '連續簽到 7 天，最高可領取 103.00 獎勵。',
        th: 'เช็กอินทุกวันติดต่อกัน 7 วัน รับรางวัลรวมสูงสุด 103.00',
        vi: 'Điểm danh mỗi ngày trong 7 ngày liên tiếp để nhận tới 103,00 tiền thưởng.',
        id: 'Check-in setiap hari selama 7 hari berturut-turut dan kumpulkan hadiah hingga 103,00.',
        ms: 'Daftar masuk setiap hari selama 7 hari berturut-turut dan kumpul ganjaran sehingga 103.00.',
        ja: '7日連続でチェックインすると、最大103.00の報酬を獲得できます。',
        ko: '7일 연속 출석 체크하고 최대 103.00의 보상을 받으세요.',
        'pt-BR':
          'Faça check-in todos os dias por 7 dias seguidos e ganhe até 103,00 em recompensas.',
      },
      content: {
        en: '<h2>Daily Check-in</h2><p>Open the <strong>Check-in</strong> tab of your promotion centre once a day. Each day of an unbroken 7-day streak pays more, and day 7 pays <strong>38.00</strong>.</p><table><thead><tr><th>Day</th><th>1</th><th>2</th><th>3</th><th>4</th><th>5</th><th>6</th><th>7</th></tr></thead><tbody><tr><td>Reward</td><td>5</td><td>5</td><td>10</td><td>10</td><td>15</td><td>20</td><td>38</td></tr></tbody></table>',
        'zh-CN':
          '<h2>每日签到</h2><p>每天打开优惠中心的<strong>签到</strong>页面一次。连续签到 7 天不间断，奖励逐日递增，第 7 天可得 <strong>38.00</strong>。</p><table><thead><tr><th>天数</th><th>1</th><th>2</th><th>3</th><th>4</th><th>5</th><th>6</th><th>7</th></tr></thead><tbody><tr><td>奖励</td><td>5</td><td>5</td><td>10</td><td>10</td><td>15</td><td>20</td><td>38</td></tr></tbody></table>',
        'zh-TW':
          '<h2>每日簽到</h2><p>每天開啟優惠中心的<strong>簽到</strong>頁面一次。連續簽到 7 天不中斷，獎勵逐日遞增，第 7 天可得 <strong>38.00</strong>。</p><table><thead><tr><th>天數</th><th>1</th><th>2</th><th>3</th><th>4</th><th>5</th><th>6</th><th>7</th></tr></thead><tbody><tr><td>獎勵</td><td>5</td><td>5</td><td>10</td><td>10</td><td>15</td><td>20</td><td>38</td></tr></tbody></table>',
        th: '<h2>เช็กอินรายวัน</h2><p>เปิดแท็บ <strong>เช็กอิน</strong> ในศูนย์โปรโมชั่นวันละครั้ง เช็กอินต่อเนื่องครบ 7 วัน รางวัลยิ่งเพิ่มขึ้นทุกวัน และวันที่ 7 รับ <strong>38.00</strong></p><table><thead><tr><th>วันที่</th><th>1</th><th>2</th><th>3</th><th>4</th><th>5</th><th>6</th><th>7</th></tr></thead><tbody><tr><td>รางวัล</td><td>5</td><td>5</td><td>10</td><td>10</td><td>15</td><td>20</td><td>38</td></tr></tbody></table>',
        vi: '<h2>Điểm danh hằng ngày</h2><p>Mở thẻ <strong>Điểm danh</strong> trong trung tâm khuyến mãi mỗi ngày một lần. Chuỗi 7 ngày liên tục càng về sau thưởng càng cao, ngày thứ 7 nhận <strong>38,00</strong>.</p><table><thead><tr><th>Ngày</th><th>1</th><th>2</th><th>3</th><th>4</th><th>5</th><th>6</th><th>7</th></tr></thead><tbody><tr><td>Thưởng</td><td>5</td><td>5</td><td>10</td><td>10</td><td>15</td><td>20</td><td>38</td></tr></tbody></table>',
        id: '<h2>Check-in Harian</h2><p>Buka tab <strong>Check-in</strong> di pusat promosi Anda sekali sehari. Setiap hari dalam rangkaian 7 hari tanpa putus hadiahnya makin besar, dan hari ke-7 memberi <strong>38,00</strong>.</p><table><thead><tr><th>Hari</th><th>1</th><th>2</th><th>3</th><th>4</th><th>5</th><th>6</th><th>7</th></tr></thead><tbody><tr><td>Hadiah</td><td>5</td><td>5</td><td>10</td><td>10</td><td>15</td><td>20</td><td>38</td></tr></tbody></table>',
        ms: '<h2>Daftar Masuk Harian</h2><p>Buka tab <strong>Daftar Masuk</strong> di pusat promosi anda sekali sehari. Setiap hari dalam rentetan 7 hari tanpa putus memberi ganjaran lebih besar, dan hari ke-7 memberi <strong>38.00</strong>.</p><table><thead><tr><th>Hari</th><th>1</th><th>2</th><th>3</th><th>4</th><th>5</th><th>6</th><th>7</th></tr></thead><tbody><tr><td>Ganjaran</td><td>5</td><td>5</td><td>10</td><td>10</td><td>15</td><td>20</td><td>38</td></tr></tbody></table>',
        ja: '<h2>デイリーチェックイン</h2><p>1日1回、プロモーションセンターの<strong>チェックイン</strong>タブを開いてください。7日間連続でチェックインすると日ごとに報酬が増え、7日目は<strong>38.00</strong>です。</p><table><thead><tr><th>日数</th><th>1</th><th>2</th><th>3</th><th>4</th><th>5</th><th>6</th><th>7</th></tr></thead><tbody><tr><td>報酬</td><td>5</td><td>5</td><td>10</td><td>10</td><td>15</td><td>20</td><td>38</td></tr></tbody></table>',
        ko: '<h2>매일 출석 체크</h2><p>하루에 한 번 프로모션 센터의 <strong>출석 체크</strong> 탭을 여세요. 7일 연속 출석하면 날마다 보상이 커지며, 7일째에는 <strong>38.00</strong>을 드립니다.</p><table><thead><tr><th>일차</th><th>1</th><th>2</th><th>3</th><th>4</th><th>5</th><th>6</th><th>7</th></tr></thead><tbody><tr><td>보상</td><td>5</td><td>5</td><td>10</td><td>10</td><td>15</td><td>20</td><td>38</td></tr></tbody></table>',
        'pt-BR':
          '<h2>Check-in Diário</h2><p>Abra a aba <strong>Check-in</strong> da sua central de promoções uma vez por dia. Cada dia de uma sequência ininterrupta de 7 dias paga mais, e o 7º dia paga <strong>38,00</strong>.</p><table><thead><tr><th>Dia</th><th>1</th><th>2</th><th>3</th><th>4</th><th>5</th><th>6</th><th>7</th></tr></thead><tbody><tr><td>Recompensa</td><td>5</td><td>5</td><td>10</td><td>10</td><td>15</td><td>20</td><td>38</td></tr></tbody></table>',
      },
      rules: [
        {
          en: 'One check-in per day (server time, GMT+8).',
          'zh-CN': '每天限签到一次（以服务器时间 GMT+8 为准）。',
          'zh-TW': '每天限簽到一次（以伺服器時間 GMT+8 為準）。',
          th: 'เช็กอินได้วันละหนึ่งครั้ง (เวลาเซิร์ฟเวอร์ GMT+8)',
          vi: 'Mỗi ngày điểm danh một lần (giờ máy chủ, GMT+8).',
          id: 'Satu kali check-in per hari (waktu server, GMT+8).',
          ms: 'Satu daftar masuk sehari (waktu pelayan, GMT+8).',
          ja: 'チェックインは1日1回までです（サーバー時間 GMT+8）。',
          ko: '출석 체크는 하루 1회입니다(서버 시간 GMT+8).',
          'pt-BR': 'Um check-in por dia (horário do servidor, GMT+8).',
        },
        {
          en: 'Missing a day restarts the streak at day 1.',
          'zh-CN': '中断一天将从第 1 天重新开始计算。',
          'zh-TW': '中斷一天將從第 1 天重新計算。',
          th: 'หากขาดหนึ่งวัน จะเริ่มนับใหม่ที่วันที่ 1',
          vi: 'Bỏ lỡ một ngày, chuỗi sẽ bắt đầu lại từ ngày 1.',
          id: 'Melewatkan satu hari akan mengulang rangkaian dari hari ke-1.',
          ms: 'Terlepas sehari akan memulakan semula rentetan pada hari 1.',
          ja: '1日でも途切れると1日目からやり直しになります。',
          ko: '하루라도 빠지면 1일차부터 다시 시작됩니다.',
          'pt-BR': 'Perder um dia reinicia a sequência no dia 1.',
        },
        {
          en: 'Rewards carry a 1x rollover.',
          'zh-CN': '奖励需完成 1 倍流水。',
          'zh-TW': '獎勵須完成 1 倍流水。',
          th: 'รางวัลต้องทำเทิร์นโอเวอร์ 1 เท่า',
          vi: 'Tiền thưởng yêu cầu 1 vòng cược.',
          id: 'Hadiah memiliki turnover 1x.',
          ms: 'Ganjaran tertakluk kepada rollover 1x.',
          ja: '報酬には1倍の賭け条件が付きます。',
          ko: '보상에는 1배 롤링이 적용됩니다.',
          'pt-BR': 'As recompensas têm rollover de 1x.',
        },
      ],
      start_time: now - 120 * DAY,
      tags: [TAG.DAILY],
      sort: 2,
    },
    {
      ...base,
      id: PROMO.DAILY_RELOAD,
      title: {
        en: '10% Daily Reload',
        'zh-CN': '10% 每日续存红利',
        'zh-TW': '10% 每日續存紅利',
        th: 'โบนัสฝากรายวัน 10%',
        vi: 'Thưởng nạp lại hằng ngày 10%',
        id: 'Bonus Reload Harian 10%',
        ms: 'Bonus Tambah Nilai Harian 10%',
        ja: '10%デイリーリロード',
        ko: '10% 매일 재충전 보너스',
        'pt-BR': 'Recarga Diária de 10%',
      },
      type: 6,
      recurrence: 2,
      summary: {
        en: 'Reload once a day and get 10% extra, up to 888.00.',
        'zh-CN': '每天续存一次即可额外获得 10%，最高 888.00。',
        'zh-TW': '每天續存一次即可額外獲得 10%，最高 888.00。',
        th: 'ฝากวันละครั้ง รับเพิ่ม 10% สูงสุด 888.00',
        vi: 'Nạp lại mỗi ngày một lần và nhận thêm 10%, tối đa 888,00.',
        id: 'Reload sekali sehari dan dapatkan ekstra 10%, hingga 888,00.',
        ms: 'Tambah nilai sekali sehari dan dapatkan 10% tambahan, sehingga 888.00.',
        ja: '1日1回の入金で10%上乗せ、最大888.00。',
        ko: '하루 한 번 재충전하고 10%를 추가로 받으세요. 최대 888.00.',
        'pt-BR': 'Recarregue uma vez por dia e ganhe 10% a mais, até 888,00.',
      },
      content: {
        en: '<h2>10% Daily Reload</h2><p>Every day, apply with a deposit between <strong>100.00</strong> and <strong>20,000.00</strong> and receive 10% on top, up to 888.00. The bonus is credited at once.</p>',
        'zh-CN':
          '<h2>10% 每日续存红利</h2><p>每天以 <strong>100.00</strong> 至 <strong>20,000.00</strong> 的存款申请，即可额外获得 10%，最高 888.00。红利即时到账。</p>',
        'zh-TW':
          '<h2>10% 每日續存紅利</h2><p>每天以 <strong>100.00</strong> 至 <strong>20,000.00</strong> 的存款申請，即可額外獲得 10%，最高 888.00。紅利即時到帳。</p>',
        th: '<h2>โบนัสฝากรายวัน 10%</h2><p>ทุกวัน สมัครรับโบนัสด้วยยอดฝากระหว่าง <strong>100.00</strong> ถึง <strong>20,000.00</strong> รับเพิ่มอีก 10% สูงสุด 888.00 โบนัสเข้าบัญชีทันที</p>',
        vi: '<h2>Thưởng nạp lại hằng ngày 10%</h2><p>Mỗi ngày, đăng ký với khoản nạp từ <strong>100,00</strong> đến <strong>20.000,00</strong> để nhận thêm 10%, tối đa 888,00. Tiền thưởng được cộng ngay.</p>',
        id: '<h2>Bonus Reload Harian 10%</h2><p>Setiap hari, klaim dengan deposit antara <strong>100,00</strong> dan <strong>20.000,00</strong> dan terima tambahan 10%, hingga 888,00. Bonus langsung dikreditkan.</p>',
        ms: '<h2>Bonus Tambah Nilai Harian 10%</h2><p>Setiap hari, mohon dengan deposit antara <strong>100.00</strong> dan <strong>20,000.00</strong> dan terima 10% tambahan, sehingga 888.00. Bonus dikreditkan serta-merta.</p>',
        ja: '<h2>10%デイリーリロード</h2><p>毎日、<strong>100.00</strong>〜<strong>20,000.00</strong>の入金で申請すると、10%（最大888.00）を上乗せします。ボーナスは即時に付与されます。</p>',
        ko: '<h2>10% 매일 재충전 보너스</h2><p>매일 <strong>100.00</strong>~<strong>20,000.00</strong> 입금으로 신청하면 10%, 최대 888.00을 추가로 드립니다. 보너스는 즉시 지급됩니다.</p>',
        'pt-BR':
          '<h2>Recarga Diária de 10%</h2><p>Todos os dias, solicite com um depósito entre <strong>100,00</strong> e <strong>20.000,00</strong> e receba 10% extras, até 888,00. O bônus é creditado na hora.</p>',
      },
      rules: [
        {
          en: 'Once per day (server time, GMT+8).',
          'zh-CN': '每天限一次（以服务器时间 GMT+8 为准）。',
          'zh-TW': '每天限一次（以伺服器時間 GMT+8 為準）。',
          th: 'วันละหนึ่งครั้ง (เวลาเซิร์ฟเวอร์ GMT+8)',
          vi: 'Mỗi ngày một lần (giờ máy chủ, GMT+8).',
          id: 'Sekali per hari (waktu server, GMT+8).',
          ms: 'Sekali sehari (waktu pelayan, GMT+8).',
          ja: '1日1回までです（サーバー時間 GMT+8）。',
          ko: '하루 1회(서버 시간 GMT+8).',
          'pt-BR': 'Uma vez por dia (horário do servidor, GMT+8).',
        },
        {
          en: 'Deposit plus bonus must be wagered 5 times.',
          'zh-CN': '存款加红利须完成 5 倍流水。',
          'zh-TW': '存款加紅利須完成 5 倍流水。',
          th: 'ต้องทำเทิร์นโอเวอร์ 5 เท่าของยอดฝากรวมโบนัส',
          vi: 'Tiền nạp cộng tiền thưởng phải đạt 5 vòng cược.',
          id: 'Deposit ditambah bonus harus di-turnover 5 kali.',
          ms: 'Deposit dan bonus mesti dipertaruhkan 5 kali.',
          ja: '入金額とボーナスの合計を5倍賭ける必要があります。',
          ko: '입금액과 보너스의 5배 롤링이 필요합니다.',
          'pt-BR': 'Depósito mais bônus precisam de rollover de 5 vezes.',
        },
        {
          en: 'Not combinable with the Welcome Bonus on the same deposit.',
          'zh-CN': '同一笔存款不可与首存欢迎红利同时参与。',
          'zh-TW': '同一筆存款不可與首存迎新紅利同時參加。',
          th: 'ไม่สามารถใช้ร่วมกับโบนัสต้อนรับในยอดฝากเดียวกันได้',
          vi: 'Không áp dụng đồng thời với Thưởng chào mừng trên cùng một khoản nạp.',
          id: 'Tidak dapat digabung dengan Bonus Sambutan pada deposit yang sama.',
          ms: 'Tidak boleh digabungkan dengan Bonus Alu-aluan bagi deposit yang sama.',
          ja: '同一の入金でウェルカムボーナスとの併用はできません。',
          ko: '같은 입금에 웰컴 보너스와 중복 적용되지 않습니다.',
          'pt-BR': 'Não acumulável com o Bônus de Boas-Vindas no mesmo depósito.',
        },
      ],
      start_time: now - 60 * DAY,
      end_time: now + 120 * DAY,
      tags: [TAG.DAILY, TAG.INSTANT],
      apply_min_amount: '100.00',
      apply_max_amount: '20000.00',
      bonus_percent: '10',
      bonus_cap: '888.00',
      rollover_multiplier: 5,
      sort: 3,
    },
    {
      ...base,
      id: PROMO.WEEKEND_RELOAD,
      title: {
        en: 'Weekend Reload 50%',
        'zh-CN': '周末续存 50%',
        'zh-TW': '週末續存 50%',
        th: 'โบนัสสุดสัปดาห์ 50%',
        vi: 'Nạp lại cuối tuần 50%',
        id: 'Reload Akhir Pekan 50%',
        ms: 'Tambah Nilai Hujung Minggu 50%',
        ja: '週末リロード50%',
        ko: '주말 재충전 50%',
        'pt-BR': 'Recarga de Fim de Semana 50%',
      },
      type: 2,
      recurrence: 3,
      summary: {
        en: 'Transfer into any slot or casino game over the weekend and get 50% more, up to 2,000.00.',
        'zh-CN': '周末转入任意老虎机或真人游戏，额外获得 50%，最高 2,000.00。',
        'zh-TW': '週末轉入任一老虎機或真人遊戲，額外獲得 50%，最高 2,000.00。',
        th: 'โยกเงินเข้าเกมสล็อตหรือคาสิโนใดก็ได้ช่วงสุดสัปดาห์ รับเพิ่ม 50% สูงสุด 2,000.00',
        vi: 'Chuyển tiền vào bất kỳ game slot hoặc casino nào dịp cuối tuần và nhận thêm 50%, tối đa 2.000,00.',
        id: 'Transfer ke game slot atau kasino mana pun saat akhir pekan dan dapatkan ekstra 50%, hingga 2.000,00.',
        ms: 'Pindahkan ke mana-mana permainan slot atau kasino pada hujung minggu dan dapatkan 50% lagi, sehingga 2,000.00.',
        ja: '週末にスロットやカジノゲームへ送金すると50%上乗せ、最大2,000.00。',
        ko: '주말에 슬롯이나 카지노 게임으로 이체하면 50%를 더 드립니다. 최대 2,000.00.',
        'pt-BR':
          'Transfira para qualquer slot ou jogo de cassino no fim de semana e ganhe 50% a mais, até 2.000,00.',
      },
      content: {
        en: '<h2>Weekend Reload 50%</h2><p>Once a week, apply with the amount you transfer into a game: we add <strong>50%</strong>, up to <strong>2,000.00</strong>, straight to your wallet.</p><p>Works with PG Soft, Pragmatic Play, JDB Slots and Evo Casino.</p>',
        'zh-CN':
          '<h2>周末续存 50%</h2><p>每周一次，以您转入游戏的金额申请：我们额外赠送 <strong>50%</strong>，最高 <strong>2,000.00</strong>，直接存入您的钱包。</p><p>适用于 PG Soft、Pragmatic Play、JDB Slots 和 Evo Casino。</p>',
        'zh-TW':
          '<h2>週末續存 50%</h2><p>每週一次，以您轉入遊戲的金額申請：我們額外贈送 <strong>50%</strong>，最高 <strong>2,000.00</strong>，直接存入您的錢包。</p><p>適用於 PG Soft、Pragmatic Play、JDB Slots 及 Evo Casino。</p>',
        th: '<h2>โบนัสสุดสัปดาห์ 50%</h2><p>สัปดาห์ละครั้ง สมัครด้วยยอดที่คุณโยกเข้าเกม เราเพิ่มให้ <strong>50%</strong> สูงสุด <strong>2,000.00</strong> เข้ากระเป๋าเงินของคุณโดยตรง</p><p>ใช้ได้กับ PG Soft, Pragmatic Play, JDB Slots และ Evo Casino</p>',
        vi: '<h2>Nạp lại cuối tuần 50%</h2><p>Mỗi tuần một lần, đăng ký với số tiền bạn chuyển vào game: chúng tôi cộng thêm <strong>50%</strong>, tối đa <strong>2.000,00</strong>, thẳng vào ví của bạn.</p><p>Áp dụng cho PG Soft, Pragmatic Play, JDB Slots và Evo Casino.</p>',
        id: '<h2>Reload Akhir Pekan 50%</h2><p>Seminggu sekali, klaim dengan jumlah yang Anda transfer ke game: kami tambahkan <strong>50%</strong>, hingga <strong>2.000,00</strong>, langsung ke dompet Anda.</p><p>Berlaku untuk PG Soft, Pragmatic Play, JDB Slots, dan Evo Casino.</p>',
        ms: '<h2>Tambah Nilai Hujung Minggu 50%</h2><p>Sekali seminggu, mohon dengan jumlah yang anda pindahkan ke permainan: kami tambah <strong>50%</strong>, sehingga <strong>2,000.00</strong>, terus ke dompet anda.</p><p>Sah untuk PG Soft, Pragmatic Play, JDB Slots dan Evo Casino.</p>',
        ja: '<h2>週末リロード50%</h2><p>週に1回、ゲームへ送金した金額で申請すると、<strong>50%</strong>（最大<strong>2,000.00</strong>）をウォレットへ直接上乗せします。</p><p>PG Soft、Pragmatic Play、JDB Slots、Evo Casinoが対象です。</p>',
        ko: '<h2>주말 재충전 50%</h2><p>매주 한 번, 게임으로 이체한 금액으로 신청하시면 <strong>50%</strong>, 최대 <strong>2,000.00</strong>을 지갑으로 바로 드립니다.</p><p>PG Soft, Pragmatic Play, JDB Slots, Evo Casino에서 이용할 수 있습니다.</p>',
        'pt-BR':
          '<h2>Recarga de Fim de Semana 50%</h2><p>Uma vez por semana, solicite com o valor que você transferiu para um jogo: adicionamos <strong>50%</strong>, até <strong>2.000,00</strong>, direto na sua carteira.</p><p>Vale para PG Soft, Pragmatic Play, JDB Slots e Evo Casino.</p>',
      },
      rules: [
        {
          en: 'Once per calendar week (Monday to Sunday).',
          'zh-CN': '每个自然周（周一至周日）限一次。',
          'zh-TW': '每個自然週（週一至週日）限一次。',
          th: 'สัปดาห์ละหนึ่งครั้ง (วันจันทร์ถึงวันอาทิตย์)',
          vi: 'Mỗi tuần một lần (từ thứ Hai đến Chủ nhật).',
          id: 'Sekali per minggu kalender (Senin sampai Minggu).',
          ms: 'Sekali bagi setiap minggu kalendar (Isnin hingga Ahad).',
          ja: '1週間（月曜〜日曜）につき1回までです。',
          ko: '주 1회(월요일~일요일).',
          'pt-BR': 'Uma vez por semana (de segunda a domingo).',
        },
        {
          en: 'Transfer and bonus must be wagered 8 times.',
          'zh-CN': '转账金额加红利须完成 8 倍流水。',
          'zh-TW': '轉帳金額加紅利須完成 8 倍流水。',
          th: 'ต้องทำเทิร์นโอเวอร์ 8 เท่าของยอดโยกรวมโบนัส',
          vi: 'Tiền chuyển và tiền thưởng phải đạt 8 vòng cược.',
          id: 'Transfer dan bonus harus di-turnover 8 kali.',
          ms: 'Pemindahan dan bonus mesti dipertaruhkan 8 kali.',
          ja: '送金額とボーナスの合計を8倍賭ける必要があります。',
          ko: '이체 금액과 보너스의 8배 롤링이 필요합니다.',
          'pt-BR': 'Transferência e bônus precisam de rollover de 8 vezes.',
        },
        {
          en: 'Sports and lottery bets do not count towards the rollover.',
          'zh-CN': '体育和彩票投注不计入流水。',
          'zh-TW': '體育與彩票投注不計入流水。',
          th: 'การเดิมพันกีฬาและหวยไม่นับรวมในยอดเทิร์นโอเวอร์',
          vi: 'Cược thể thao và xổ số không được tính vào vòng cược.',
          id: 'Taruhan olahraga dan lotere tidak dihitung untuk turnover.',
          ms: 'Pertaruhan sukan dan loteri tidak dikira untuk rollover.',
          ja: 'スポーツと宝くじのベットは賭け条件にカウントされません。',
          ko: '스포츠와 로또 베팅은 롤링에 포함되지 않습니다.',
          'pt-BR': 'Apostas esportivas e de loteria não contam para o rollover.',
        },
      ],
      start_time: now - 90 * DAY,
      tags: [TAG.WEEKEND, TAG.HOT],
      apply_min_amount: '200.00',
      apply_max_amount: '10000.00',
      bonus_percent: '50',
      bonus_cap: '2000.00',
      rollover_multiplier: 8,
      sort: 4,
    },
    {
      ...base,
      id: PROMO.MONTHLY_CASHBACK,
      title: {
        en: 'Monthly VIP Cashback 5%',
        'zh-CN': 'VIP 每月返现 5%',
        'zh-TW': 'VIP 每月返現 5%',
        th: 'แคชแบ็ก VIP รายเดือน 5%',
        vi: 'Hoàn tiền VIP hằng tháng 5%',
        id: 'Cashback VIP Bulanan 5%',
        ms: 'Pulangan Tunai VIP Bulanan 5%',
        ja: 'VIP月間キャッシュバック5%',
        ko: 'VIP 월간 캐시백 5%',
        'pt-BR': 'Cashback VIP Mensal de 5%',
      },
      type: 1,
      recurrence: 4,
      summary: {
        en: 'Apply once a month for 5% cashback on your deposits, reviewed by your VIP manager.',
        'zh-CN': '每月申请一次，即可获得存款 5% 返现，由您的 VIP 专属经理审核。',
        'zh-TW': '每月申請一次，即可獲得存款 5% 返現，由您的 VIP 專屬經理審核。',
        th: 'สมัครเดือนละครั้ง รับแคชแบ็ก 5% จากยอดฝาก ตรวจสอบโดยผู้จัดการ VIP ของคุณ',
        vi: 'Đăng ký mỗi tháng một lần để được hoàn 5% tiền nạp, do quản lý VIP của bạn xét duyệt.',
        id: 'Klaim sebulan sekali untuk cashback 5% dari deposit Anda, diverifikasi oleh manajer VIP Anda.',
        ms: 'Mohon sebulan sekali untuk pulangan tunai 5% atas deposit anda, disemak oleh pengurus VIP anda.',
        ja: '月に1回の申請で入金額の5%をキャッシュバック。VIP担当者が審査します。',
        ko: '한 달에 한 번 신청하면 입금액의 5%를 캐시백해 드리며, VIP 매니저가 검토합니다.',
        'pt-BR':
          'Solicite uma vez por mês e receba 5% de cashback nos seus depósitos, analisado pelo seu gerente VIP.',
      },
      content: {
        en: '<h2>Monthly VIP Cashback</h2><p>VIP members get <strong>5%</strong> back on their monthly deposits, up to 5,000.00. Apply with your total deposit of the month; your VIP manager reviews it within 24 hours.</p>',
        'zh-CN':
          '<h2>VIP 每月返现</h2><p>VIP 会员可获得当月存款 <strong>5%</strong> 的返现，最高 5,000.00。请以当月存款总额申请，VIP 专属经理将在 24 小时内审核。</p>',
        'zh-TW':
          '<h2>VIP 每月返現</h2><p>VIP 會員可獲得當月存款 <strong>5%</strong> 的返現，最高 5,000.00。請以當月存款總額申請，VIP 專屬經理將於 24 小時內審核。</p>',
        th: '<h2>แคชแบ็ก VIP รายเดือน</h2><p>สมาชิก VIP รับคืน <strong>5%</strong> จากยอดฝากรายเดือน สูงสุด 5,000.00 สมัครด้วยยอดฝากรวมของเดือน แล้วผู้จัดการ VIP ของคุณจะตรวจสอบภายใน 24 ชั่วโมง</p>',
        vi: '<h2>Hoàn tiền VIP hằng tháng</h2><p>Thành viên VIP được hoàn <strong>5%</strong> tổng tiền nạp trong tháng, tối đa 5.000,00. Đăng ký với tổng tiền nạp của tháng; quản lý VIP sẽ xét duyệt trong vòng 24 giờ.</p>',
        id: '<h2>Cashback VIP Bulanan</h2><p>Member VIP mendapat cashback <strong>5%</strong> dari deposit bulanan, hingga 5.000,00. Klaim dengan total deposit bulan ini; manajer VIP Anda memverifikasinya dalam 24 jam.</p>',
        ms: '<h2>Pulangan Tunai VIP Bulanan</h2><p>Ahli VIP mendapat pulangan <strong>5%</strong> atas deposit bulanan mereka, sehingga 5,000.00. Mohon dengan jumlah deposit bulan ini; pengurus VIP anda akan menyemaknya dalam masa 24 jam.</p>',
        ja: '<h2>VIP月間キャッシュバック</h2><p>VIP会員は月間入金額の<strong>5%</strong>（最大5,000.00）がキャッシュバックされます。当月の入金合計額で申請すると、VIP担当者が24時間以内に審査します。</p>',
        ko: '<h2>VIP 월간 캐시백</h2><p>VIP 회원은 월 입금액의 <strong>5%</strong>, 최대 5,000.00을 돌려받습니다. 해당 월의 총 입금액으로 신청하시면 VIP 매니저가 24시간 이내에 검토합니다.</p>',
        'pt-BR':
          '<h2>Cashback VIP Mensal</h2><p>Membros VIP recebem <strong>5%</strong> de volta sobre os depósitos do mês, até 5.000,00. Solicite com o total depositado no mês; seu gerente VIP analisa em até 24 horas.</p>',
      },
      rules: [
        {
          en: 'Open to VIP 2 and above.',
          'zh-CN': '限 VIP 2 及以上会员参与。',
          'zh-TW': '限 VIP 2 以上會員參加。',
          th: 'สำหรับ VIP 2 ขึ้นไป',
          vi: 'Dành cho VIP 2 trở lên.',
          id: 'Untuk VIP 2 ke atas.',
          ms: 'Terbuka kepada VIP 2 dan ke atas.',
          ja: 'VIP 2以上の会員が対象です。',
          ko: 'VIP 2 이상 회원 대상입니다.',
          'pt-BR': 'Válido para VIP 2 ou superior.',
        },
        {
          en: 'One application per calendar month.',
          'zh-CN': '每个自然月限申请一次。',
          'zh-TW': '每個自然月限申請一次。',
          th: 'สมัครได้เดือนละหนึ่งครั้ง',
          vi: 'Mỗi tháng đăng ký một lần.',
          id: 'Satu klaim per bulan kalender.',
          ms: 'Satu permohonan bagi setiap bulan kalendar.',
          ja: '申請は1か月につき1回までです。',
          ko: '매월 1회 신청할 수 있습니다.',
          'pt-BR': 'Uma solicitação por mês.',
        },
        {
          en: 'Cashback carries a 3x rollover.',
          'zh-CN': '返现需完成 3 倍流水。',
          'zh-TW': '返現須完成 3 倍流水。',
          th: 'แคชแบ็กต้องทำเทิร์นโอเวอร์ 3 เท่า',
          vi: 'Tiền hoàn yêu cầu 3 vòng cược.',
          id: 'Cashback memiliki turnover 3x.',
          ms: 'Pulangan tunai tertakluk kepada rollover 3x.',
          ja: 'キャッシュバックには3倍の賭け条件が付きます。',
          ko: '캐시백에는 3배 롤링이 적용됩니다.',
          'pt-BR': 'O cashback tem rollover de 3x.',
        },
      ],
      start_time: now - 150 * DAY,
      tags: [TAG.VIP],
      apply_min_amount: '500.00',
      apply_max_amount: '100000.00',
      bonus_percent: '5',
      bonus_cap: '5000.00',
      rollover_multiplier: 3,
      sort: 5,
    },
    {
      ...base,
      id: PROMO.REFERRAL,
      title: {
        en: 'Refer a Friend, Earn 50.00',
        'zh-CN': '推荐好友，赚取 50.00',
        'zh-TW': '推薦好友，賺取 50.00',
        th: 'ชวนเพื่อน รับ 50.00',
        vi: 'Giới thiệu bạn bè, nhận 50,00',
        id: 'Ajak Teman, Dapatkan 50,00',
        ms: 'Rujuk Rakan, Dapat 50.00',
        ja: 'お友達紹介で50.00獲得',
        ko: '친구 추천하고 50.00 받기',
        'pt-BR': 'Indique um Amigo e Ganhe 50,00',
      },
      type: 3,
      recurrence: 1,
      summary: {
        en: 'Invite friends with your referral code and earn 50.00 for each friend who deposits 500.00.',
        'zh-CN': '用您的推荐码邀请好友，每位好友累计存款 500.00，您即可获得 50.00。',
        'zh-TW': '用您的推薦碼邀請好友，每位好友累計存款 500.00，您即可獲得 50.00。',
        th: 'ชวนเพื่อนด้วยรหัสแนะนำของคุณ รับ 50.00 ต่อเพื่อนหนึ่งคนที่ฝากครบ 500.00',
        vi: 'Mời bạn bè bằng mã giới thiệu và nhận 50,00 cho mỗi người bạn nạp đủ 500,00.',
        id: 'Undang teman dengan kode referral Anda dan dapatkan 50,00 untuk setiap teman yang deposit 500,00.',
        ms: 'Jemput rakan dengan kod rujukan anda dan dapatkan 50.00 bagi setiap rakan yang mendeposit 500.00.',
        ja: '紹介コードでお友達を招待し、累計500.00を入金したお友達1人につき50.00を獲得。',
        ko: '추천 코드로 친구를 초대하고, 500.00을 입금한 친구 1명당 50.00을 받으세요.',
        'pt-BR':
          'Convide amigos com seu código de indicação e ganhe 50,00 por cada amigo que depositar 500,00.',
      },
      content: {
        en: '<h2>Refer a Friend</h2><p>Share your referral code or QR from <strong>Personal centre &rsaquo; Referral</strong>. When your friend registers with it and deposits 500.00 in total, you earn <strong>50.00</strong>.</p>',
        'zh-CN':
          '<h2>推荐好友</h2><p>在<strong>个人中心 &rsaquo; 推荐好友</strong>分享您的推荐码或二维码。好友使用它注册并累计存款 500.00 后，您即可获得 <strong>50.00</strong>。</p>',
        'zh-TW':
          '<h2>推薦好友</h2><p>在<strong>個人中心 &rsaquo; 推薦好友</strong>分享您的推薦碼或 QR 碼。好友使用它註冊並累計存款 500.00 後，您即可獲得 <strong>50.00</strong>。</p>',
        th: '<h2>ชวนเพื่อน</h2><p>แชร์รหัสแนะนำหรือ QR ของคุณจาก <strong>ศูนย์สมาชิก &rsaquo; แนะนำเพื่อน</strong> เมื่อเพื่อนสมัครด้วยรหัสนี้และฝากรวมครบ 500.00 คุณจะได้รับ <strong>50.00</strong></p>',
        vi: '<h2>Giới thiệu bạn bè</h2><p>Chia sẻ mã giới thiệu hoặc mã QR của bạn tại <strong>Trung tâm cá nhân &rsaquo; Giới thiệu</strong>. Khi bạn bè đăng ký bằng mã đó và nạp tổng cộng 500,00, bạn nhận <strong>50,00</strong>.</p>',
        id: '<h2>Ajak Teman</h2><p>Bagikan kode referral atau QR Anda dari <strong>Pusat Pribadi &rsaquo; Referral</strong>. Saat teman Anda mendaftar dengannya dan deposit total 500,00, Anda mendapatkan <strong>50,00</strong>.</p>',
        ms: '<h2>Rujuk Rakan</h2><p>Kongsi kod rujukan atau QR anda dari <strong>Pusat Peribadi &rsaquo; Rujukan</strong>. Apabila rakan anda mendaftar dengannya dan mendeposit sejumlah 500.00, anda mendapat <strong>50.00</strong>.</p>',
        ja: '<h2>お友達紹介</h2><p><strong>マイページ &rsaquo; お友達紹介</strong>から紹介コードまたはQRコードをシェアしてください。お友達がそのコードで登録し、累計500.00を入金すると、<strong>50.00</strong>を獲得できます。</p>',
        ko: '<h2>친구 추천</h2><p><strong>마이페이지 &rsaquo; 친구 추천</strong>에서 추천 코드나 QR을 공유하세요. 친구가 그 코드로 가입해 총 500.00을 입금하면 <strong>50.00</strong>을 받습니다.</p>',
        'pt-BR':
          '<h2>Indique um Amigo</h2><p>Compartilhe seu código de indicação ou QR em <strong>Central pessoal &rsaquo; Indicação</strong>. Quando seu amigo se cadastrar com ele e depositar 500,00 no total, você ganha <strong>50,00</strong>.</p>',
      },
      rules: [
        {
          en: 'Invite a friend with your code.',
          'zh-CN': '用您的推荐码邀请好友。',
          'zh-TW': '用您的推薦碼邀請好友。',
          th: 'ชวนเพื่อนด้วยรหัสของคุณ',
          vi: 'Mời bạn bè bằng mã của bạn.',
          id: 'Undang teman dengan kode Anda.',
          ms: 'Jemput rakan dengan kod anda.',
          ja: '紹介コードでお友達を招待します。',
          ko: '내 코드로 친구를 초대하세요.',
          'pt-BR': 'Convide um amigo com seu código.',
        },
        {
          en: 'Earn 50.00 when they deposit 500.00 in total within 30 days.',
          'zh-CN': '好友在 30 天内累计存款 500.00，您即可获得 50.00。',
          'zh-TW': '好友於 30 天內累計存款 500.00，您即可獲得 50.00。',
          th: 'รับ 50.00 เมื่อเพื่อนฝากรวมครบ 500.00 ภายใน 30 วัน',
          vi: 'Nhận 50,00 khi bạn bè nạp tổng cộng 500,00 trong vòng 30 ngày.',
          id: 'Dapatkan 50,00 saat teman deposit total 500,00 dalam 30 hari.',
          ms: 'Dapat 50.00 apabila mereka mendeposit sejumlah 500.00 dalam masa 30 hari.',
          ja: 'お友達が30日以内に累計500.00を入金すると50.00を獲得できます。',
          ko: '친구가 30일 이내에 총 500.00을 입금하면 50.00을 받습니다.',
          'pt-BR': 'Ganhe 50,00 quando ele depositar 500,00 no total em até 30 dias.',
        },
        {
          en: 'Rewards are verified before they are paid; duplicate accounts are rejected.',
          'zh-CN': '奖励经核实后发放，重复账户将被拒绝。',
          'zh-TW': '獎勵經核實後發放，重複帳戶將被拒絕。',
          th: 'รางวัลจะได้รับการตรวจสอบก่อนจ่าย บัญชีซ้ำซ้อนจะถูกปฏิเสธ',
          vi: 'Phần thưởng được xác minh trước khi trả; tài khoản trùng lặp sẽ bị từ chối.',
          id: 'Hadiah diverifikasi sebelum dibayarkan; akun ganda akan ditolak.',
          ms: 'Ganjaran disahkan sebelum dibayar; akaun pendua akan ditolak.',
          ja: '報酬は確認後に支払われます。重複アカウントは無効となります。',
          ko: '보상은 확인 후 지급되며, 중복 계정은 거절됩니다.',
          'pt-BR':
            'As recompensas são verificadas antes do pagamento; contas duplicadas são recusadas.',
        },
      ],
      start_time: now - 300 * DAY,
      audience: 3,
      tags: [TAG.REFERRAL],
      sort: 6,
    },
    {
      ...base,
      id: PROMO.RED_PACKET,
      title: {
        en: 'Red Packet Rain',
        'zh-CN': '红包雨',
        'zh-TW': '紅包雨',
        th: 'ฝนอั่งเปา',
        vi: 'Mưa lì xì',
        id: 'Hujan Angpau',
        ms: 'Hujan Angpau',
        ja: 'レッドパケットレイン',
        ko: '레드 패킷 레인',
        'pt-BR': 'Chuva de Envelopes Vermelhos',
      },
      type: 4,
      recurrence: 2,
      summary: {
        en: 'Open up to 3 red packets a day and win up to 888.00.',
        'zh-CN': '每天最多拆 3 个红包，最高赢取 888.00。',
        'zh-TW': '每天最多拆 3 個紅包，最高贏取 888.00。',
        th: 'เปิดอั่งเปาได้สูงสุดวันละ 3 ซอง ลุ้นรับสูงสุด 888.00',
        vi: 'Mở tối đa 3 bao lì xì mỗi ngày và trúng tới 888,00.',
        id: 'Buka hingga 3 angpau sehari dan menangkan hingga 888,00.',
        ms: 'Buka sehingga 3 angpau sehari dan menang sehingga 888.00.',
        ja: '1日最大3つのレッドパケットを開けて、最大888.00を獲得。',
        ko: '하루 최대 3개의 레드 패킷을 열고 최대 888.00을 받으세요.',
        'pt-BR': 'Abra até 3 envelopes vermelhos por dia e ganhe até 888,00.',
      },
      content: {
        en: '<h2>Red Packet Rain</h2><p>Every day you get <strong>3 red packets</strong>. Open them to win 8.88, 18.88, 88.88 or the 888.00 jackpot packet. Prizes are credited straight away.</p>',
        'zh-CN':
          '<h2>红包雨</h2><p>每天可获得 <strong>3 个红包</strong>。拆开即有机会赢取 8.88、18.88、88.88 或 888.00 头奖红包。奖金即时到账。</p>',
        'zh-TW':
          '<h2>紅包雨</h2><p>每天可獲得 <strong>3 個紅包</strong>。拆開即有機會贏取 8.88、18.88、88.88 或 888.00 頭獎紅包。獎金即時到帳。</p>',
        th: '<h2>ฝนอั่งเปา</h2><p>ทุกวันคุณจะได้รับ <strong>อั่งเปา 3 ซอง</strong> เปิดเพื่อลุ้นรับ 8.88, 18.88, 88.88 หรือซองแจ็กพอต 888.00 รางวัลเข้าบัญชีทันที</p>',
        vi: '<h2>Mưa lì xì</h2><p>Mỗi ngày bạn nhận được <strong>3 bao lì xì</strong>. Mở ra để trúng 8,88, 18,88, 88,88 hoặc bao jackpot 888,00. Giải thưởng được cộng ngay.</p>',
        id: '<h2>Hujan Angpau</h2><p>Setiap hari Anda mendapat <strong>3 angpau</strong>. Buka untuk memenangkan 8,88, 18,88, 88,88, atau angpau jackpot 888,00. Hadiah langsung dikreditkan.</p>',
        ms: '<h2>Hujan Angpau</h2><p>Setiap hari anda mendapat <strong>3 angpau</strong>. Bukanya untuk memenangi 8.88, 18.88, 88.88 atau angpau jackpot 888.00. Hadiah dikreditkan serta-merta.</p>',
        ja: '<h2>レッドパケットレイン</h2><p>毎日<strong>3つのレッドパケット</strong>をプレゼント。開封すると8.88、18.88、88.88、またはジャックポットの888.00が当たります。賞金はすぐに付与されます。</p>',
        ko: '<h2>레드 패킷 레인</h2><p>매일 <strong>레드 패킷 3개</strong>를 드립니다. 열어서 8.88, 18.88, 88.88 또는 888.00 잭팟 패킷에 당첨되세요. 상금은 즉시 지급됩니다.</p>',
        'pt-BR':
          '<h2>Chuva de Envelopes Vermelhos</h2><p>Todos os dias você recebe <strong>3 envelopes vermelhos</strong>. Abra para ganhar 8,88, 18,88, 88,88 ou o envelope jackpot de 888,00. Os prêmios são creditados na hora.</p>',
      },
      rules: [
        {
          en: '3 draws per day (server time, GMT+8).',
          'zh-CN': '每天 3 次抽奖机会（以服务器时间 GMT+8 为准）。',
          'zh-TW': '每天 3 次抽獎機會（以伺服器時間 GMT+8 為準）。',
          th: 'ลุ้นได้วันละ 3 ครั้ง (เวลาเซิร์ฟเวอร์ GMT+8)',
          vi: '3 lượt mở mỗi ngày (giờ máy chủ, GMT+8).',
          id: '3 kali undian per hari (waktu server, GMT+8).',
          ms: '3 cabutan sehari (waktu pelayan, GMT+8).',
          ja: '抽選は1日3回までです（サーバー時間 GMT+8）。',
          ko: '하루 3회 추첨(서버 시간 GMT+8).',
          'pt-BR': '3 sorteios por dia (horário do servidor, GMT+8).',
        },
        {
          en: 'Prizes carry a 1x rollover.',
          'zh-CN': '奖金需完成 1 倍流水。',
          'zh-TW': '獎金須完成 1 倍流水。',
          th: 'รางวัลต้องทำเทิร์นโอเวอร์ 1 เท่า',
          vi: 'Giải thưởng yêu cầu 1 vòng cược.',
          id: 'Hadiah memiliki turnover 1x.',
          ms: 'Hadiah tertakluk kepada rollover 1x.',
          ja: '賞金には1倍の賭け条件が付きます。',
          ko: '상금에는 1배 롤링이 적용됩니다.',
          'pt-BR': 'Os prêmios têm rollover de 1x.',
        },
        {
          en: 'The total winning probability is 95%.',
          'zh-CN': '总中奖概率为 95%。',
          'zh-TW': '總中獎機率為 95%。',
          th: 'โอกาสชนะรวมทั้งหมด 95%',
          vi: 'Tổng xác suất trúng thưởng là 95%.',
          id: 'Total peluang menang adalah 95%.',
          ms: 'Jumlah kebarangkalian menang ialah 95%.',
          ja: '合計当選確率は95%です。',
          ko: '전체 당첨 확률은 95%입니다.',
          'pt-BR': 'A probabilidade total de ganhar é de 95%.',
        },
      ],
      start_time: now - 30 * DAY,
      end_time: now + 60 * DAY,
      tags: [TAG.DAILY, TAG.LUCKY],
      draws_per_period: 3,
      total_probability: '95',
      rollover_multiplier: 1,
      sort: 7,
    },
    {
      ...base,
      id: PROMO.ROULETTE,
      title: {
        en: 'Lucky Roulette',
        'zh-CN': '幸运转盘',
        'zh-TW': '幸運轉盤',
        th: 'วงล้อนำโชค',
        vi: 'Vòng quay may mắn',
        id: 'Roulette Keberuntungan',
        ms: 'Roda Tuah',
        ja: 'ラッキールーレット',
        ko: '행운의 룰렛',
        'pt-BR': 'Roleta da Sorte',
      },
      type: 5,
      recurrence: 3,
      summary: {
        en: 'Spin the wheel twice a week for prizes up to 888.00.',
        'zh-CN': '每周可转两次转盘，奖金最高 888.00。',
        'zh-TW': '每週可轉兩次轉盤，獎金最高 888.00。',
        th: 'หมุนวงล้อได้สัปดาห์ละสองครั้ง ลุ้นรางวัลสูงสุด 888.00',
        vi: 'Quay vòng quay hai lần mỗi tuần, giải thưởng tới 888,00.',
        id: 'Putar roda dua kali seminggu untuk hadiah hingga 888,00.',
        ms: 'Putar roda dua kali seminggu untuk hadiah sehingga 888.00.',
        ja: '週2回ルーレットを回して、最大888.00の賞金をゲット。',
        ko: '매주 두 번 룰렛을 돌려 최대 888.00의 상금을 받으세요.',
        'pt-BR': 'Gire a roleta duas vezes por semana e ganhe prêmios de até 888,00.',
      },
      content: {
        en: '<h2>Lucky Roulette</h2><p>Two free spins every week. The wheel pays from 5.00 up to <strong>888.00</strong>, and 98.5% of spins win something.</p>',
        'zh-CN':
          '<h2>幸运转盘</h2><p>每周两次免费旋转。转盘奖金从 5.00 到 <strong>888.00</strong>，98.5% 的旋转都能中奖。</p>',
        'zh-TW':
          '<h2>幸運轉盤</h2><p>每週兩次免費旋轉。轉盤獎金從 5.00 到 <strong>888.00</strong>，98.5% 的旋轉都能中獎。</p>',
        th: '<h2>วงล้อนำโชค</h2><p>หมุนฟรีสัปดาห์ละสองครั้ง วงล้อจ่ายตั้งแต่ 5.00 ถึง <strong>888.00</strong> และ 98.5% ของการหมุนได้รับรางวัล</p>',
        vi: '<h2>Vòng quay may mắn</h2><p>Hai lượt quay miễn phí mỗi tuần. Vòng quay trả thưởng từ 5,00 đến <strong>888,00</strong>, và 98,5% lượt quay đều trúng thưởng.</p>',
        id: '<h2>Roulette Keberuntungan</h2><p>Dua putaran gratis setiap minggu. Roda membayar mulai 5,00 hingga <strong>888,00</strong>, dan 98,5% putaran memenangkan hadiah.</p>',
        ms: '<h2>Roda Tuah</h2><p>Dua putaran percuma setiap minggu. Roda membayar dari 5.00 hingga <strong>888.00</strong>, dan 98.5% putaran memenangi sesuatu.</p>',
        ja: '<h2>ラッキールーレット</h2><p>毎週2回の無料スピン。賞金は5.00から最大<strong>888.00</strong>で、98.5%のスピンで何かが当たります。</p>',
        ko: '<h2>행운의 룰렛</h2><p>매주 무료 스핀 2회. 룰렛은 5.00부터 최대 <strong>888.00</strong>까지 지급하며, 스핀의 98.5%가 당첨됩니다.</p>',
        'pt-BR':
          '<h2>Roleta da Sorte</h2><p>Dois giros grátis toda semana. A roleta paga de 5,00 até <strong>888,00</strong>, e 98,5% dos giros ganham algum prêmio.</p>',
      },
      rules: [
        {
          en: '2 spins per calendar week.',
          'zh-CN': '每个自然周可旋转 2 次。',
          'zh-TW': '每個自然週可旋轉 2 次。',
          th: 'หมุนได้ 2 ครั้งต่อสัปดาห์',
          vi: '2 lượt quay mỗi tuần.',
          id: '2 putaran per minggu kalender.',
          ms: '2 putaran bagi setiap minggu kalendar.',
          ja: 'スピンは1週間につき2回までです。',
          ko: '주당 2회 스핀.',
          'pt-BR': '2 giros por semana.',
        },
        {
          en: 'Prizes carry a 1x rollover.',
          'zh-CN': '奖金需完成 1 倍流水。',
          'zh-TW': '獎金須完成 1 倍流水。',
          th: 'รางวัลต้องทำเทิร์นโอเวอร์ 1 เท่า',
          vi: 'Giải thưởng yêu cầu 1 vòng cược.',
          id: 'Hadiah memiliki turnover 1x.',
          ms: 'Hadiah tertakluk kepada rollover 1x.',
          ja: '賞金には1倍の賭け条件が付きます。',
          ko: '상금에는 1배 롤링이 적용됩니다.',
          'pt-BR': 'Os prêmios têm rollover de 1x.',
        },
        {
          en: 'The total winning probability is 98.5%.',
          'zh-CN': '总中奖概率为 98.5%。',
          'zh-TW': '總中獎機率為 98.5%。',
          th: 'โอกาสชนะรวมทั้งหมด 98.5%',
          vi: 'Tổng xác suất trúng thưởng là 98,5%.',
          id: 'Total peluang menang adalah 98,5%.',
          ms: 'Jumlah kebarangkalian menang ialah 98.5%.',
          ja: '合計当選確率は98.5%です。',
          ko: '전체 당첨 확률은 98.5%입니다.',
          'pt-BR': 'A probabilidade total de ganhar é de 98,5%.',
        },
      ],
      start_time: now - 45 * DAY,
      tags: [TAG.WEEKLY, TAG.LUCKY],
      draws_per_period: 2,
      total_probability: '98.5',
      rollover_multiplier: 1,
      sort: 8,
    },
    {
      ...base,
      id: PROMO.COUPON,
      title: {
        en: 'Monthly Coupon Codes',
        'zh-CN': '每月优惠码',
        'zh-TW': '每月優惠碼',
        th: 'โค้ดคูปองประจำเดือน',
        vi: 'Mã ưu đãi hằng tháng',
        id: 'Kode Kupon Bulanan',
        ms: 'Kod Kupon Bulanan',
        ja: '月間クーポンコード',
        ko: '월간 쿠폰 코드',
        'pt-BR': 'Cupons do Mês',
      },
      type: 7,
      recurrence: 4,
      summary: {
        en: 'Redeem the promo codes from our newsletter and social channels for instant bonuses.',
        'zh-CN': '兑换我们电子报和社交平台发布的优惠码，立即获得红利。',
        'zh-TW': '兌換我們電子報與社群平台發布的優惠碼，立即獲得紅利。',
        th: 'แลกโค้ดโปรโมชั่นจากจดหมายข่าวและช่องทางโซเชียลของเรา รับโบนัสทันที',
        vi: 'Đổi mã khuyến mãi từ bản tin và mạng xã hội của chúng tôi để nhận thưởng ngay.',
        id: 'Tukarkan kode promo dari newsletter dan media sosial kami untuk bonus instan.',
        ms: 'Tebus kod promo daripada surat berita dan saluran media sosial kami untuk bonus segera.',
        ja: 'ニュースレターやSNSで配信するプロモコードを使って、ボーナスを即時獲得。',
        ko: '뉴스레터와 SNS 채널에서 받은 프로모션 코드를 입력하고 즉시 보너스를 받으세요.',
        'pt-BR':
          'Resgate os códigos promocionais da nossa newsletter e redes sociais e ganhe bônus na hora.',
      },
      content: {
        en: '<h2>Coupon Codes</h2><p>Every month we publish promo codes on Facebook, Telegram and in our newsletter. Enter them in the <strong>Code</strong> tab of your promotion centre for an instant bonus.</p>',
        'zh-CN':
          '<h2>优惠码</h2><p>我们每月在 Facebook、Telegram 和电子报上发布优惠码。在优惠中心的<strong>优惠码</strong>页面输入，即可立即获得红利。</p>',
        'zh-TW':
          '<h2>優惠碼</h2><p>我們每月在 Facebook、Telegram 及電子報上發布優惠碼。在優惠中心的<strong>優惠碼</strong>頁面輸入，即可立即獲得紅利。</p>',
        th: '<h2>โค้ดคูปอง</h2><p>ทุกเดือนเราแจกโค้ดโปรโมชั่นทาง Facebook, Telegram และจดหมายข่าว กรอกโค้ดในแท็บ <strong>โค้ด</strong> ของศูนย์โปรโมชั่นเพื่อรับโบนัสทันที</p>',
        vi: '<h2>Mã ưu đãi</h2><p>Mỗi tháng chúng tôi đăng mã khuyến mãi trên Facebook, Telegram và trong bản tin. Nhập mã tại thẻ <strong>Mã</strong> trong trung tâm khuyến mãi để nhận thưởng ngay.</p>',
        id: '<h2>Kode Kupon</h2><p>Setiap bulan kami membagikan kode promo di Facebook, Telegram, dan newsletter kami. Masukkan di tab <strong>Kode</strong> pada pusat promosi Anda untuk bonus instan.</p>',
        ms: '<h2>Kod Kupon</h2><p>Setiap bulan kami menerbitkan kod promo di Facebook, Telegram dan dalam surat berita kami. Masukkan kod di tab <strong>Kod</strong> pusat promosi anda untuk bonus segera.</p>',
        ja: '<h2>クーポンコード</h2><p>毎月、Facebook、Telegram、ニュースレターでプロモコードを配信しています。プロモーションセンターの<strong>コード</strong>タブに入力すると、すぐにボーナスを受け取れます。</p>',
        ko: '<h2>쿠폰 코드</h2><p>매달 Facebook, Telegram, 뉴스레터를 통해 프로모션 코드를 공개합니다. 프로모션 센터의 <strong>코드</strong> 탭에 입력하면 즉시 보너스가 지급됩니다.</p>',
        'pt-BR':
          '<h2>Cupons</h2><p>Todo mês publicamos códigos promocionais no Facebook, no Telegram e na nossa newsletter. Digite-os na aba <strong>Código</strong> da sua central de promoções para ganhar um bônus na hora.</p>',
      },
      rules: [
        {
          en: 'Each code can be redeemed once per member.',
          'zh-CN': '每个优惠码每位会员限兑换一次。',
          'zh-TW': '每個優惠碼每位會員限兌換一次。',
          th: 'แต่ละโค้ดใช้ได้หนึ่งครั้งต่อสมาชิก',
          vi: 'Mỗi mã chỉ được đổi một lần cho mỗi thành viên.',
          id: 'Setiap kode dapat ditukar sekali per member.',
          ms: 'Setiap kod boleh ditebus sekali bagi setiap ahli.',
          ja: '各コードはお一人様1回まで利用できます。',
          ko: '각 코드는 회원당 1회 사용할 수 있습니다.',
          'pt-BR': 'Cada código pode ser resgatado uma vez por membro.',
        },
        {
          en: 'Codes expire on the date announced with them.',
          'zh-CN': '优惠码将于公布的日期到期。',
          'zh-TW': '優惠碼將於公布的日期到期。',
          th: 'โค้ดหมดอายุตามวันที่ประกาศพร้อมโค้ด',
          vi: 'Mã hết hạn vào ngày được công bố kèm theo.',
          id: 'Kode berakhir pada tanggal yang diumumkan bersamanya.',
          ms: 'Kod tamat tempoh pada tarikh yang diumumkan bersamanya.',
          ja: 'コードは告知された日付に有効期限が切れます。',
          ko: '코드는 공지된 날짜에 만료됩니다.',
          'pt-BR': 'Os códigos expiram na data anunciada junto com eles.',
        },
        {
          en: 'Bonuses carry a 3x rollover.',
          'zh-CN': '红利需完成 3 倍流水。',
          'zh-TW': '紅利須完成 3 倍流水。',
          th: 'โบนัสต้องทำเทิร์นโอเวอร์ 3 เท่า',
          vi: 'Tiền thưởng yêu cầu 3 vòng cược.',
          id: 'Bonus memiliki turnover 3x.',
          ms: 'Bonus tertakluk kepada rollover 3x.',
          ja: 'ボーナスには3倍の賭け条件が付きます。',
          ko: '보너스에는 3배 롤링이 적용됩니다.',
          'pt-BR': 'Os bônus têm rollover de 3x.',
        },
      ],
      start_time: now - 240 * DAY,
      audience: 3,
      tags: [TAG.CODE],
      rollover_multiplier: 3,
      sort: 9,
    },
    {
      ...base,
      id: PROMO.AGENT_BOOST,
      title: {
        en: 'Agent Weekly Commission Boost',
        'zh-CN': '代理每周佣金加成',
        'zh-TW': '代理每週佣金加成',
        th: 'เพิ่มค่าคอมมิชชั่นเอเย่นต์รายสัปดาห์',
        vi: 'Tăng hoa hồng đại lý hằng tuần',
        id: 'Boost Komisi Mingguan Agen',
        ms: 'Tambahan Komisen Mingguan Ejen',
        ja: '代理店ウィークリーコミッションブースト',
        ko: '에이전트 주간 커미션 부스트',
        'pt-BR': 'Bônus Semanal de Comissão para Agentes',
      },
      type: 1,
      recurrence: 3,
      summary: {
        en: 'Agents who bring 5 new active members in a week get 2% extra commission.',
        'zh-CN': '一周内带来 5 位新活跃会员的代理，可额外获得 2% 佣金。',
        'zh-TW': '一週內帶來 5 位新活躍會員的代理，可額外獲得 2% 佣金。',
        th: 'เอเย่นต์ที่หาสมาชิกใหม่ที่แอคทีฟได้ 5 คนในหนึ่งสัปดาห์ รับค่าคอมเพิ่ม 2%',
        vi: 'Đại lý giới thiệu được 5 thành viên mới hoạt động trong một tuần nhận thêm 2% hoa hồng.',
        id: 'Agen yang membawa 5 member aktif baru dalam seminggu mendapat ekstra komisi 2%.',
        ms: 'Ejen yang membawa 5 ahli aktif baharu dalam seminggu mendapat komisen tambahan 2%.',
        ja: '1週間で新規アクティブ会員を5人獲得した代理店は、コミッションが2%アップ。',
        ko: '한 주에 신규 활성 회원 5명을 모집한 에이전트는 커미션 2%를 추가로 받습니다.',
        'pt-BR':
          'Agentes que trazem 5 novos membros ativos em uma semana ganham 2% a mais de comissão.',
      },
      content: {
        en: '<h2>Commission Boost</h2><p>Bring <strong>5 new active members</strong> in one week and your commission rate rises by 2% for that week.</p>',
        'zh-CN':
          '<h2>佣金加成</h2><p>一周内带来 <strong>5 位新活跃会员</strong>，当周佣金比例即可提高 2%。</p>',
        'zh-TW':
          '<h2>佣金加成</h2><p>一週內帶來 <strong>5 位新活躍會員</strong>，當週佣金比例即可提高 2%。</p>',
        th: '<h2>เพิ่มค่าคอมมิชชั่น</h2><p>หา <strong>สมาชิกใหม่ที่แอคทีฟ 5 คน</strong> ภายในหนึ่งสัปดาห์ อัตราค่าคอมมิชชั่นของคุณจะเพิ่มขึ้น 2% สำหรับสัปดาห์นั้น</p>',
        vi: '<h2>Tăng hoa hồng</h2><p>Giới thiệu <strong>5 thành viên mới hoạt động</strong> trong một tuần và tỷ lệ hoa hồng của bạn tăng thêm 2% cho tuần đó.</p>',
        id: '<h2>Boost Komisi</h2><p>Bawa <strong>5 member aktif baru</strong> dalam satu minggu dan tingkat komisi Anda naik 2% untuk minggu tersebut.</p>',
        ms: '<h2>Tambahan Komisen</h2><p>Bawa <strong>5 ahli aktif baharu</strong> dalam seminggu dan kadar komisen anda naik 2% untuk minggu tersebut.</p>',
        ja: '<h2>コミッションブースト</h2><p>1週間で<strong>新規アクティブ会員を5人</strong>獲得すると、その週のコミッション率が2%アップします。</p>',
        ko: '<h2>커미션 부스트</h2><p>한 주 동안 <strong>신규 활성 회원 5명</strong>을 모집하면 해당 주의 커미션 비율이 2% 올라갑니다.</p>',
        'pt-BR':
          '<h2>Bônus de Comissão</h2><p>Traga <strong>5 novos membros ativos</strong> em uma semana e sua taxa de comissão sobe 2% naquela semana.</p>',
      },
      rules: [
        {
          en: 'Affiliates only.',
          'zh-CN': '仅限代理参与。',
          'zh-TW': '僅限代理參加。',
          th: 'เฉพาะเอเย่นต์เท่านั้น',
          vi: 'Chỉ dành cho đại lý.',
          id: 'Khusus agen.',
          ms: 'Untuk ejen sahaja.',
          ja: '代理店のみが対象です。',
          ko: '에이전트 전용입니다.',
          'pt-BR': 'Somente para agentes.',
        },
        {
          en: 'Counted Monday to Sunday.',
          'zh-CN': '统计周期为周一至周日。',
          'zh-TW': '統計週期為週一至週日。',
          th: 'นับตั้งแต่วันจันทร์ถึงวันอาทิตย์',
          vi: 'Tính từ thứ Hai đến Chủ nhật.',
          id: 'Dihitung Senin sampai Minggu.',
          ms: 'Dikira dari Isnin hingga Ahad.',
          ja: '集計期間は月曜日から日曜日です。',
          ko: '월요일부터 일요일까지 집계합니다.',
          'pt-BR': 'Contagem de segunda a domingo.',
        },
        {
          en: 'Active means at least one deposit of 100.00.',
          'zh-CN': '活跃会员指至少有一笔 100.00 存款的会员。',
          'zh-TW': '活躍會員指至少有一筆 100.00 存款的會員。',
          th: 'แอคทีฟหมายถึงมียอดฝากอย่างน้อยหนึ่งครั้ง ครั้งละ 100.00 ขึ้นไป',
          vi: 'Hoạt động nghĩa là có ít nhất một lần nạp 100,00.',
          id: 'Aktif berarti minimal satu kali deposit 100,00.',
          ms: 'Aktif bermaksud sekurang-kurangnya satu deposit sebanyak 100.00.',
          ja: 'アクティブとは100.00以上の入金が1回以上あることを指します。',
          ko: '활성 회원은 100.00 이상 입금이 1회 이상 있는 회원입니다.',
          'pt-BR': 'Ativo significa pelo menos um depósito de 100,00.',
        },
      ],
      start_time: now - 70 * DAY,
      audience: 1,
      tags: [TAG.AGENTS],
      apply_min_amount: '1000.00',
      apply_max_amount: '200000.00',
      bonus_percent: '2',
      bonus_cap: '10000.00',
      rollover_multiplier: 1,
      sort: 10,
    },
    {
      ...base,
      id: PROMO.ENDED,
      title: {
        en: 'Mid-Autumn Mooncake Bonus',
        'zh-CN': '中秋月饼红利',
        'zh-TW': '中秋月餅紅利',
        th: 'โบนัสขนมไหว้พระจันทร์',
        vi: 'Thưởng bánh trung thu',
        id: 'Bonus Kue Bulan Festival Pertengahan Musim Gugur',
        ms: 'Bonus Kuih Bulan Pertengahan Musim Luruh',
        ja: '中秋節月餅ボーナス',
        ko: '추석 월병 보너스',
        'pt-BR': 'Bônus Bolo Lunar do Festival da Lua',
      },
      type: 2,
      recurrence: 1,
      summary: {
        en: 'Transfer 888.00 during the festival and get 188.00. This event has ended.',
        'zh-CN': '节日期间转账 888.00 即送 188.00。本活动已结束。',
        'zh-TW': '節日期間轉帳 888.00 即送 188.00。本活動已結束。',
        th: 'โยกเงิน 888.00 ในช่วงเทศกาล รับ 188.00 กิจกรรมนี้สิ้นสุดแล้ว',
        vi: 'Chuyển 888,00 trong dịp lễ và nhận 188,00. Sự kiện này đã kết thúc.',
        id: 'Transfer 888,00 selama festival dan dapatkan 188,00. Event ini telah berakhir.',
        ms: 'Pindahkan 888.00 sepanjang perayaan dan dapatkan 188.00. Acara ini telah tamat.',
        ja: '期間中に888.00を送金すると188.00をプレゼント。本イベントは終了しました。',
        ko: '명절 기간에 888.00을 이체하면 188.00을 드립니다. 본 이벤트는 종료되었습니다.',
        'pt-BR': 'Transfira 888,00 durante o festival e ganhe 188,00. Este evento foi encerrado.',
      },
      content: {
        en: '<h2>Mid-Autumn Mooncake Bonus</h2><p>Thank you for celebrating with us. This event has ended.</p>',
        'zh-CN': '<h2>中秋月饼红利</h2><p>感谢您与我们共度佳节。本活动已结束。</p>',
        'zh-TW': '<h2>中秋月餅紅利</h2><p>感謝您與我們共度佳節。本活動已結束。</p>',
        th: '<h2>โบนัสขนมไหว้พระจันทร์</h2><p>ขอบคุณที่ร่วมฉลองเทศกาลกับเรา กิจกรรมนี้สิ้นสุดแล้ว</p>',
        vi: '<h2>Thưởng bánh trung thu</h2><p>Cảm ơn bạn đã cùng chúng tôi đón Tết Trung thu. Sự kiện này đã kết thúc.</p>',
        id: '<h2>Bonus Kue Bulan Festival Pertengahan Musim Gugur</h2><p>Terima kasih telah merayakannya bersama kami. Event ini telah berakhir.</p>',
        ms: '<h2>Bonus Kuih Bulan Pertengahan Musim Luruh</h2><p>Terima kasih kerana meraikannya bersama kami. Acara ini telah tamat.</p>',
        ja: '<h2>中秋節月餅ボーナス</h2><p>一緒にお祝いいただきありがとうございました。本イベントは終了しました。</p>',
        ko: '<h2>추석 월병 보너스</h2><p>함께 축하해 주셔서 감사합니다. 본 이벤트는 종료되었습니다.</p>',
        'pt-BR':
          '<h2>Bônus Bolo Lunar do Festival da Lua</h2><p>Obrigado por comemorar com a gente. Este evento foi encerrado.</p>',
      },
      rules: [
        {
          en: 'Event period has ended.',
          'zh-CN': '活动期已结束。',
          'zh-TW': '活動期間已結束。',
          th: 'หมดระยะเวลากิจกรรมแล้ว',
          vi: 'Sự kiện đã hết thời gian.',
          id: 'Periode event telah berakhir.',
          ms: 'Tempoh acara telah tamat.',
          ja: 'イベント期間は終了しました。',
          ko: '이벤트 기간이 종료되었습니다.',
          'pt-BR': 'O período do evento terminou.',
        },
      ],
      start_time: now - 80 * DAY,
      end_time: now - 50 * DAY,
      tags: [TAG.FESTIVAL],
      apply_min_amount: '888.00',
      apply_max_amount: '888.00',
      bonus_percent: '21.17',
      bonus_cap: '188.00',
      rollover_multiplier: 5,
      sort: 11,
    },
  ];
  return list.map(({ title, summary, content, rules, tags, ...promotion }) => ({
    ...promotion,
    ...withTranslations({ title, summary, content, rules, tags }),
    banner_path: `/storage/promotions/${promotion.id}.svg`,
  }));
}

const PRIZES = [
  {
    id: 1,
    promotion_id: PROMO.RED_PACKET,
    name: 'Lucky Packet',
    amount: '8.88',
    probability: '50',
    sort: 1,
  },
  {
    id: 2,
    promotion_id: PROMO.RED_PACKET,
    name: 'Fortune Packet',
    amount: '18.88',
    probability: '30',
    sort: 2,
  },
  {
    id: 3,
    promotion_id: PROMO.RED_PACKET,
    name: 'Golden Packet',
    amount: '88.88',
    probability: '14.5',
    sort: 3,
  },
  {
    id: 4,
    promotion_id: PROMO.RED_PACKET,
    name: 'Jackpot Packet',
    amount: '888.00',
    probability: '0.5',
    sort: 4,
  },
  {
    id: 11,
    promotion_id: PROMO.ROULETTE,
    name: '5.00 Cash',
    amount: '5.00',
    probability: '40',
    sort: 1,
  },
  {
    id: 12,
    promotion_id: PROMO.ROULETTE,
    name: '10.00 Cash',
    amount: '10.00',
    probability: '30',
    sort: 2,
  },
  {
    id: 13,
    promotion_id: PROMO.ROULETTE,
    name: '28.00 Cash',
    amount: '28.00',
    probability: '18',
    sort: 3,
  },
  {
    id: 14,
    promotion_id: PROMO.ROULETTE,
    name: '58.00 Cash',
    amount: '58.00',
    probability: '8',
    sort: 4,
  },
  {
    id: 15,
    promotion_id: PROMO.ROULETTE,
    name: '188.00 Bonus',
    amount: '188.00',
    probability: '2.25',
    sort: 5,
  },
  {
    id: 16,
    promotion_id: PROMO.ROULETTE,
    name: '888.00 Grand Prize',
    amount: '888.00',
    probability: '0.25',
    sort: 6,
  },
];

/** A VIP level's name in every site locale ('VIP 3' in English, as accounts show their level). */
function vipLevelName(level: number): LocalizedText {
  return {
    en: `VIP ${level}`,
    'zh-CN': `VIP ${level} 级`,
    'zh-TW': `VIP ${level} 級`,
    th: `ระดับ VIP ${level}`,
    vi: `Cấp VIP ${level}`,
    id: `Level VIP ${level}`,
    ms: `Tahap VIP ${level}`,
    ja: `VIPレベル${level}`,
    ko: `VIP ${level}등급`,
    'pt-BR': `Nível VIP ${level}`,
  };
}

const VIP_LEVELS: [string, string, string, string, string, string, string, number, string][] = [
  // deposit, bet, keep, upgrade, birthday, monthly, rebate %, withdrawals/day, limit/day
  ['0.00', '0.00', '0.00', '0.00', '0.00', '0.00', '0.30', 3, '50000.00'],
  ['1000.00', '10000.00', '0.00', '18.00', '18.00', '0.00', '0.40', 5, '100000.00'],
  ['5000.00', '50000.00', '20000.00', '58.00', '38.00', '18.00', '0.50', 8, '150000.00'],
  ['15000.00', '150000.00', '50000.00', '128.00', '88.00', '38.00', '0.60', 10, '200000.00'],
  ['30000.00', '300000.00', '100000.00', '288.00', '188.00', '88.00', '0.70', 12, '300000.00'],
  ['80000.00', '800000.00', '250000.00', '588.00', '388.00', '188.00', '0.80', 15, '500000.00'],
  ['200000.00', '2000000.00', '600000.00', '1288.00', '688.00', '388.00', '1.00', 20, '1000000.00'],
  [
    '500000.00',
    '5000000.00',
    '1500000.00',
    '2888.00',
    '1288.00',
    '888.00',
    '1.20',
    30,
    '2000000.00',
  ],
  [
    '1000000.00',
    '10000000.00',
    '3000000.00',
    '8888.00',
    '2888.00',
    '1888.00',
    '1.50',
    50,
    '5000000.00',
  ],
];

const INBOX: [string, string][] = [
  [
    'Deposit received',
    '<p>Your deposit of <strong>{amount}</strong> via GCash has been credited to your main wallet.</p>',
  ],
  [
    'Withdrawal paid',
    '<p>Your withdrawal of <strong>{amount}</strong> to BDO ****4821 has been paid. It usually arrives within an hour.</p>',
  ],
  [
    'Bonus credited: Weekend Reload 50%',
    '<p>Your Weekend Reload bonus of <strong>{amount}</strong> has been credited. Wager 8x to unlock it.</p>',
  ],
  [
    'Security notice: new sign-in',
    '<p>We noticed a sign-in to your account from a new device (Chrome on Android, Manila). If this was not you, change your password now.</p>',
  ],
  [
    'Your VIP level went up',
    '<p>Congratulations! You reached <strong>VIP 3</strong>. Your upgrade bonus of 128.00 has been credited.</p>',
  ],
  [
    'Withdrawal under review',
    '<p>Your withdrawal of <strong>{amount}</strong> is being reviewed. We will let you know as soon as it is paid.</p>',
  ],
  [
    'Red Packet prize credited',
    '<p>You opened a Fortune Packet and won <strong>18.88</strong>. Good luck with the next one!</p>',
  ],
  [
    'Scheduled maintenance: SABA Sports',
    '<p>SABA Sports is under maintenance on Sunday from 02:00 to 04:00 (GMT+8). Transfers to it are paused during that time.</p>',
  ],
  [
    'Deposit received',
    '<p>Your deposit of <strong>{amount}</strong> via Maya has been credited to your main wallet.</p>',
  ],
];

const LETTERS: [string, string, string][] = [
  [
    'Welcome to Fortuna VIP',
    'VIP Manager',
    '<p>Hi Juan, I am Grace, your personal VIP manager. Message me any time on Telegram <strong>@fortuna_grace</strong> for faster withdrawals and exclusive offers.</p>',
  ],
  [
    'About your withdrawal request',
    'Customer Service',
    '<p>Dear member, your withdrawal needed a quick check of your bank details. It has been approved and paid. Thank you for your patience.</p>',
  ],
  [
    'Your birthday bonus is waiting',
    'VIP Manager',
    '<p>Happy birthday month! Your VIP 3 birthday bonus of <strong>88.00</strong> is ready. Reply to this letter to claim it.</p>',
  ],
  [
    'Complaint ticket #48213 resolved',
    'Customer Service',
    '<p>We have reviewed the Evo Casino round you reported. The round was settled correctly; the full game history is attached to your ticket.</p>',
  ],
  [
    'Exclusive: Lucky Roulette double spins',
    'Promotions Team',
    '<p>This weekend only, VIP members get <strong>double spins</strong> on Lucky Roulette. Spin from the promotion page.</p>',
  ],
];

const GROUP_LOG_CONTENT: Record<1 | 2 | 3 | 4 | 5 | 6, string[]> = {
  1: ['Added to group Standard', 'Added to group New Members'],
  2: [
    'Moved from group Standard to group Gold',
    'Moved from group Gold to group Platinum',
    'Moved from group New Members to group Standard',
  ],
  3: ['Removed from group Promotion Abuse Watch', 'Removed from group New Members'],
  4: [
    'Rebate plan changed from Plan A (0.5%) to Plan B (0.7%)',
    'Rebate plan changed from Plan B (0.7%) to Plan C (0.9%)',
  ],
  5: [
    'Daily withdrawal limit raised from 100,000.00 to 200,000.00',
    'Daily withdrawal limit lowered from 150,000.00 to 50,000.00',
  ],
  6: ['Deposit channel GCash enabled', 'Deposit channel USDT (TRC20) enabled'],
};

/** A login name from a first name: letters first, 5 to 20 characters, not taken yet. */
function loginName(db: Db, first: string, digits: number): string {
  let letters = first.toLowerCase().replace(/[^a-z]/g, '');
  if (letters.length < 2) letters = `player${letters}`;
  let name = `${letters.slice(0, 16)}${digits}`.padEnd(5, 'x');
  while (db.accounts.findFirst((q) => q.where({ username: name })))
    name = `${name.slice(0, 18)}${digits % 10}`;
  return name;
}

function account(
  id: number,
  fields: Partial<AccountSeed> &
    Pick<AccountSeed, 'username' | 'real_name' | 'created_at' | 'parent_id'>,
): AccountSeed {
  return {
    id,
    password: 'welcome123',
    type: 2,
    status: 1,
    email: null,
    mobile_area: '+63',
    mobile: null,
    currency: 'PHP',
    money: '0.00',
    auto_transfer: 0,
    member_level: 'VIP 0',
    member_level_logo: '/storage/vip/0.svg',
    avatar: '/storage/avatar/1.svg',
    member_transfer_show: 0,
    referral_code: String(100000 + ((id * 7919) % 900000)),
    registration_type: 5,
    failed_logins: 0,
    locked_until: 0,
    need_change_password: false,
    ...fields,
  };
}

/** Seeds the engage area (runs after the core seed, in a fixed order, with the shared faker). */
export async function seedEngage(db: Db, faker: Faker, now: number): Promise<void> {
  const offset = timezoneOffsetSeconds(
    db.siteConfig.findFirst((q) => q.where({ id: 1 }))?.permissions.system.timezone,
  );
  const today = dayNumber(now, offset);
  const demo = ENGAGE_DEMO_MEMBER_ID;
  const agent = ENGAGE_DEMO_AGENT_ID;
  const channels = db.channels.findMany();

  // ---- the house wallets promotions pay from and credit-transfer fees go to ----
  await db.wallets.create({
    id: `${PROMOTION_FUND.accountId}:${PROMOTION_FUND.walletId}`,
    account_id: PROMOTION_FUND.accountId,
    channel_id: PROMOTION_FUND.walletId,
    balance: PROMOTION_FUND_START,
    confirmed_at: now,
  });
  await db.wallets.create({
    id: `${TRANSFER_FEE_WALLET.accountId}:${TRANSFER_FEE_WALLET.walletId}`,
    account_id: TRANSFER_FEE_WALLET.accountId,
    channel_id: TRANSFER_FEE_WALLET.walletId,
    balance: '0.00',
    confirmed_at: now,
  });

  // ---- accounts: friends the demo member invited, and today's new downline of the agent ----
  const addAccount = async (record: AccountSeed) => {
    await db.accounts.create(record);
    for (const channel of channels) {
      await db.wallets.create({
        id: `${record.id}:${channel.id}`,
        account_id: record.id,
        channel_id: channel.id,
        balance: '0.00',
        confirmed_at: record.created_at,
      });
    }
  };
  for (const id of DEMO_INVITEE_IDS) {
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    await addAccount(
      account(id, {
        username: loginName(db, first, faker.number.int({ min: 10, max: 99 })),
        real_name: `${first} ${last}`,
        email: faker.internet.email({ firstName: first, lastName: last }).toLowerCase(),
        mobile: `9${faker.string.numeric(9)}`,
        money: new Decimal(faker.number.float({ min: 0, max: 1500, fractionDigits: 2 })).toFixed(2),
        member_level: `VIP ${faker.number.int({ min: 0, max: 2 })}`,
        parent_id: demo,
        created_at: now - faker.number.int({ min: 5, max: 80 }) * DAY,
      }),
    );
  }
  for (const [index, id] of TODAY_DOWNLINE_IDS.entries()) {
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    await addAccount(
      account(id, {
        username: loginName(db, first, faker.number.int({ min: 100, max: 999 })),
        real_name: `${first} ${last}`,
        mobile: `9${faker.string.numeric(9)}`,
        parent_id: agent,
        registration_type: index === 0 ? 4 : 5,
        // Earlier today (server time), never in the future.
        created_at: Math.max(
          dayStart(today, offset),
          now - faker.number.int({ min: 600, max: 4 * 3600 }),
        ),
      }),
    );
  }

  // ---- promotions, prizes, promo codes ----
  for (const promotion of promotions(now)) await db.promotions.create(promotion);
  for (const prize of PRIZES) await db.promotionPrizes.create(prize);
  await db.promoCodes.create({
    code: 'WELCOME100',
    promotion_id: PROMO.COUPON,
    bonus: '100.00',
    max_uses: 1000,
    used_count: 214,
    expires_at: now + 40 * DAY,
  });
  await db.promoCodes.create({
    code: 'LUCKY88',
    promotion_id: PROMO.COUPON,
    bonus: '88.00',
    max_uses: 500,
    used_count: 500,
    expires_at: now + 10 * DAY,
  });
  await db.promoCodes.create({
    code: 'MOONCAKE2025',
    promotion_id: PROMO.COUPON,
    bonus: '58.00',
    max_uses: 1000,
    used_count: 731,
    expires_at: now - 50 * DAY,
  });

  // ---- the demo member's applications, one in every status ----
  const applications = [
    {
      promotion_id: PROMO.WELCOME,
      type: 1 as const,
      amount: '1000.00',
      bonus: '1000.00',
      status: 3 as const,
      current: '0.00',
      required: '20000.00',
      code: null,
      at: now - 170 * DAY,
    },
    {
      promotion_id: PROMO.WEEKEND_RELOAD,
      type: 2 as const,
      amount: '1000.00',
      bonus: '500.00',
      status: 4 as const,
      current: '12000.00',
      required: '12000.00',
      code: null,
      at: now - 23 * DAY,
    },
    {
      promotion_id: PROMO.COUPON,
      type: 7 as const,
      amount: '0.00',
      bonus: '88.00',
      status: 4 as const,
      current: '264.00',
      required: '264.00',
      code: 'LUCKY88',
      at: now - 12 * DAY,
    },
    {
      promotion_id: PROMO.WEEKEND_RELOAD,
      type: 2 as const,
      amount: '2000.00',
      bonus: '1000.00',
      status: 2 as const,
      current: '8450.00',
      required: '24000.00',
      code: null,
      at: now - 9 * DAY,
    },
    {
      promotion_id: PROMO.DAILY_RELOAD,
      type: 6 as const,
      amount: '500.00',
      bonus: '50.00',
      status: 5 as const,
      current: '0.00',
      required: '2750.00',
      code: null,
      at: now - 5 * DAY,
    },
    {
      promotion_id: PROMO.MONTHLY_CASHBACK,
      type: 1 as const,
      amount: '12500.00',
      bonus: '625.00',
      status: 1 as const,
      current: '0.00',
      required: '39375.00',
      code: null,
      at: now - 2 * 3600,
    },
    {
      promotion_id: PROMO.RED_PACKET,
      type: 4 as const,
      amount: '0.00',
      bonus: '18.88',
      status: 2 as const,
      current: '6.40',
      required: '18.88',
      code: null,
      at: Math.max(dayStart(today, offset), now - 3 * 3600),
    },
  ];
  let applicationId = 3001;
  for (const entry of applications) {
    await db.promotionApplications.create({
      id: applicationId++,
      account_id: demo,
      promotion_id: entry.promotion_id,
      type: entry.type,
      amount: entry.amount,
      bonus: entry.bonus,
      status: entry.status,
      rollover_current: entry.current,
      rollover_required: entry.required,
      promo_code: entry.code,
      created_at: entry.at,
    });
  }
  // Other members' applications, so lists are per member.
  for (const accountId of [10003, 10005, 10006]) {
    await db.promotionApplications.create({
      id: applicationId++,
      account_id: accountId,
      promotion_id: PROMO.WELCOME,
      type: 1,
      amount: '500.00',
      bonus: '500.00',
      status: 2,
      rollover_current: new Decimal(faker.number.int({ min: 0, max: 9000 })).toFixed(2),
      rollover_required: '10000.00',
      promo_code: null,
      created_at: now - faker.number.int({ min: 3, max: 80 }) * DAY,
    });
  }

  // ---- red packet and roulette draws of the demo member ----
  const earlierToday = Math.max(dayStart(today, offset), now - 3 * 3600);
  const draws = [
    { promotion: PROMO.RED_PACKET, recurrence: 2 as const, prize: 2, at: earlierToday },
    { promotion: PROMO.ROULETTE, recurrence: 3 as const, prize: null, at: now - 15 * DAY },
    { promotion: PROMO.ROULETTE, recurrence: 3 as const, prize: 12, at: now - 15 * DAY + 40 },
  ];
  for (const [index, draw] of draws.entries()) {
    await db.promotionDraws.create({
      id: index + 1,
      account_id: demo,
      promotion_id: draw.promotion,
      period: periodKey(draw.recurrence, draw.at, offset),
      prize_id: draw.prize,
      created_at: draw.at,
    });
  }

  // ---- check-in: a broken streak two weeks ago, then yesterday and the day before ----
  const checkinDays: [number, number][] = [
    [today - 14, 1],
    [today - 13, 2],
    [today - 12, 3],
    [today - 2, 1],
    [today - 1, 2],
  ];
  for (const [index, [day, cycleDay]] of checkinDays.entries()) {
    await db.promotionCheckins.create({
      id: index + 1,
      account_id: demo,
      day,
      cycle_day: cycleDay,
      reward: CHECKIN_REWARDS[cycleDay - 1] ?? '5.00',
      created_at: dayStart(day, offset) + faker.number.int({ min: 8 * 3600, max: 22 * 3600 }),
    });
  }

  // ---- daily missions with progress ----
  const missions = [
    {
      title: 'Deposit 500.00 today',
      target: '500.00',
      progress: '500.00',
      reward: '8.00',
      status: 2 as const,
      recurrence: 2 as const,
    },
    {
      title: 'Bet 3,000.00 on slots today',
      target: '3000.00',
      progress: '1250.50',
      reward: '15.00',
      status: 1 as const,
      recurrence: 2 as const,
    },
    {
      title: 'Play 20 rounds of Live Baccarat',
      target: '20',
      progress: '20',
      reward: '5.00',
      status: 3 as const,
      recurrence: 2 as const,
    },
    {
      title: 'Win 5 sports bets this week',
      target: '5',
      progress: '2',
      reward: '28.00',
      status: 1 as const,
      recurrence: 3 as const,
    },
    {
      title: 'Sign in 7 days in a row',
      target: '7',
      progress: '7',
      reward: '18.00',
      status: 2 as const,
      recurrence: 3 as const,
    },
  ];
  let missionId = 1;
  for (const [sort, mission] of missions.entries())
    await db.promotionMissions.create({ id: missionId++, account_id: demo, sort, ...mission });
  await db.promotionMissions.create({
    id: missionId++,
    account_id: 10003,
    sort: 0,
    title: 'Deposit 500.00 today',
    target: '500.00',
    progress: '500.00',
    reward: '8.00',
    status: 2,
    recurrence: 2,
  });

  // ---- messages: inbox and letters, read and unread ----
  let messageId = 5001;
  for (const [index, [title, body]] of INBOX.entries()) {
    const amount = new Decimal(faker.number.int({ min: 2, max: 200 }) * 50).toFixed(2);
    await db.memberMessages.create({
      id: messageId++,
      account_id: demo,
      box: 1,
      title,
      content: body.replace('{amount}', amount),
      read_status: index < 3 ? 2 : 1,
      created_at:
        now -
        index * faker.number.int({ min: 1, max: 6 }) * DAY -
        faker.number.int({ min: 60, max: 20 * 3600 }),
      sender: 'System',
    });
  }
  for (const [index, [title, sender, body]] of LETTERS.entries()) {
    await db.memberMessages.create({
      id: messageId++,
      account_id: demo,
      box: 2,
      title,
      content: body,
      read_status: index === 0 || index === 4 ? 2 : 1,
      created_at: now - (index * 9 + faker.number.int({ min: 1, max: 8 })) * DAY,
      sender,
    });
  }
  for (const accountId of [10003, 10004]) {
    await db.memberMessages.create({
      id: messageId++,
      account_id: accountId,
      box: 1,
      title: 'Deposit received',
      content: '<p>Your deposit of <strong>1,000.00</strong> via GCash has been credited.</p>',
      read_status: 2,
      created_at: now - DAY,
      sender: 'System',
    });
    await db.memberMessages.create({
      id: messageId++,
      account_id: accountId,
      box: 2,
      title: 'Welcome to Fortuna',
      content: '<p>Thanks for joining. Your first deposit gets a 100% welcome bonus.</p>',
      read_status: 2,
      created_at: now - 2 * DAY,
      sender: 'Customer Service',
    });
  }

  // ---- site notices: popups and the announcement bar on several pages ----
  const notices = [
    {
      title: {
        en: 'Welcome to Fortuna',
        'zh-CN': '欢迎来到 Fortuna',
        'zh-TW': '歡迎來到 Fortuna',
        th: 'ยินดีต้อนรับสู่ Fortuna',
        vi: 'Chào mừng đến với Fortuna',
        id: 'Selamat Datang di Fortuna',
        ms: 'Selamat Datang ke Fortuna',
        ja: 'Fortunaへようこそ',
        ko: 'Fortuna에 오신 것을 환영합니다',
        'pt-BR': 'Bem-vindo à Fortuna',
      },
      content: {
        en: '<p>New here? Register today and double your first deposit with our <strong>100% Welcome Bonus</strong>.</p>',
        'zh-CN':
          '<p>新朋友？今天注册，首存即可享受<strong>100% 首存欢迎红利</strong>，存款翻倍。</p>',
        'zh-TW':
          '<p>新朋友？今天註冊，首存即可享受<strong>100% 首存迎新紅利</strong>，存款翻倍。</p>',
        th: '<p>เพิ่งมาใหม่? สมัครวันนี้ รับยอดฝากแรกเป็นสองเท่ากับ<strong>โบนัสต้อนรับ 100%</strong></p>',
        vi: '<p>Bạn mới đến? Đăng ký ngay hôm nay và nhân đôi lần nạp đầu với <strong>Thưởng chào mừng 100%</strong>.</p>',
        id: '<p>Baru di sini? Daftar hari ini dan gandakan deposit pertama Anda dengan <strong>Bonus Sambutan 100%</strong>.</p>',
        ms: '<p>Baru di sini? Daftar hari ini dan gandakan deposit pertama anda dengan <strong>Bonus Alu-aluan 100%</strong> kami.</p>',
        ja: '<p>初めての方へ：今すぐ登録して、<strong>100%ウェルカムボーナス</strong>で初回入金を2倍にしましょう。</p>',
        ko: '<p>처음이신가요? 지금 가입하고 <strong>100% 웰컴 보너스</strong>로 첫 입금을 두 배로 받으세요.</p>',
        'pt-BR':
          '<p>Novo por aqui? Cadastre-se hoje e dobre seu primeiro depósito com o nosso <strong>Bônus de Boas-Vindas de 100%</strong>.</p>',
      },
      display_method: 1 as const,
      display_pages: [1 as const],
      audience: 3 as const,
      start_time: now - 40 * DAY,
      end_time: null,
    },
    {
      title: {
        en: 'SABA Sports maintenance',
        'zh-CN': 'SABA Sports 维护通知',
        'zh-TW': 'SABA Sports 維護通知',
        th: 'ปิดปรับปรุง SABA Sports',
        vi: 'Bảo trì SABA Sports',
        id: 'Pemeliharaan SABA Sports',
        ms: 'Penyelenggaraan SABA Sports',
        ja: 'SABA Sportsメンテナンスのお知らせ',
        ko: 'SABA Sports 점검 안내',
        'pt-BR': 'Manutenção do SABA Sports',
      },
      content: {
        en: '<p>SABA Sports is unavailable on Sunday from 02:00 to 04:00 (GMT+8). Other sportsbooks are open as usual.</p>',
        'zh-CN':
          '<p>SABA Sports 将于周日 02:00 至 04:00（GMT+8）暂停服务，其他体育平台照常开放。</p>',
        'zh-TW':
          '<p>SABA Sports 將於週日 02:00 至 04:00（GMT+8）暫停服務，其他體育平台照常開放。</p>',
        th: '<p>SABA Sports ปิดให้บริการวันอาทิตย์ เวลา 02:00 ถึง 04:00 (GMT+8) ค่ายกีฬาอื่นเปิดให้บริการตามปกติ</p>',
        vi: '<p>SABA Sports tạm ngưng vào Chủ nhật từ 02:00 đến 04:00 (GMT+8). Các sảnh thể thao khác vẫn hoạt động bình thường.</p>',
        id: '<p>SABA Sports tidak tersedia pada hari Minggu pukul 02:00 hingga 04:00 (GMT+8). Sportsbook lain tetap buka seperti biasa.</p>',
        ms: '<p>SABA Sports tidak tersedia pada hari Ahad dari 02:00 hingga 04:00 (GMT+8). Sportsbook lain dibuka seperti biasa.</p>',
        ja: '<p>SABA Sportsは日曜日02:00〜04:00（GMT+8）にご利用いただけません。その他のスポーツブックは通常どおりご利用いただけます。</p>',
        ko: '<p>SABA Sports는 일요일 02:00~04:00(GMT+8)에 이용할 수 없습니다. 다른 스포츠북은 평소대로 이용하실 수 있습니다.</p>',
        'pt-BR':
          '<p>O SABA Sports fica indisponível no domingo das 02:00 às 04:00 (GMT+8). As demais casas esportivas funcionam normalmente.</p>',
      },
      display_method: 2 as const,
      display_pages: [1 as const, 2 as const],
      audience: 3 as const,
      start_time: now - 2 * DAY,
      end_time: now + 5 * DAY,
    },
    {
      title: {
        en: 'GCash deposits are instant again',
        'zh-CN': 'GCash 存款已恢复即时到账',
        'zh-TW': 'GCash 存款已恢復即時到帳',
        th: 'ฝากผ่าน GCash เข้าทันทีแล้ว',
        vi: 'Nạp tiền GCash đã nhanh trở lại',
        id: 'Deposit GCash kembali instan',
        ms: 'Deposit GCash kembali segera',
        ja: 'GCash入金が即時反映に戻りました',
        ko: 'GCash 입금이 다시 즉시 처리됩니다',
        'pt-BR': 'Depósitos via GCash voltaram a ser instantâneos',
      },
      content: {
        en: '<p>GCash deposits are credited within a minute again. Thank you for your patience.</p>',
        'zh-CN': '<p>GCash 存款已恢复一分钟内到账。感谢您的耐心等待。</p>',
        'zh-TW': '<p>GCash 存款已恢復一分鐘內到帳。感謝您的耐心等候。</p>',
        th: '<p>ยอดฝากผ่าน GCash กลับมาเข้าบัญชีภายในหนึ่งนาทีแล้ว ขอบคุณที่อดทนรอ</p>',
        vi: '<p>Tiền nạp qua GCash đã được cộng trong vòng một phút trở lại. Cảm ơn bạn đã kiên nhẫn chờ đợi.</p>',
        id: '<p>Deposit GCash kembali masuk dalam satu menit. Terima kasih atas kesabaran Anda.</p>',
        ms: '<p>Deposit GCash kembali dikreditkan dalam masa seminit. Terima kasih atas kesabaran anda.</p>',
        ja: '<p>GCashでの入金は再び1分以内に反映されるようになりました。ご不便をおかけしました。</p>',
        ko: '<p>GCash 입금이 다시 1분 이내에 반영됩니다. 기다려 주셔서 감사합니다.</p>',
        'pt-BR':
          '<p>Os depósitos via GCash voltaram a ser creditados em até um minuto. Obrigado pela paciência.</p>',
      },
      display_method: 1 as const,
      display_pages: [3 as const],
      audience: 2 as const,
      start_time: now - DAY,
      end_time: now + 14 * DAY,
    },
    {
      title: {
        en: 'Withdrawals on public holidays',
        'zh-CN': '公众假期提款安排',
        'zh-TW': '國定假日提款安排',
        th: 'การถอนเงินในวันหยุดนักขัตฤกษ์',
        vi: 'Rút tiền vào ngày lễ',
        id: 'Penarikan pada hari libur nasional',
        ms: 'Pengeluaran pada cuti umum',
        ja: '祝日の出金について',
        ko: '공휴일 출금 안내',
        'pt-BR': 'Saques em feriados',
      },
      content: {
        en: '<p>Bank withdrawals requested on public holidays are paid on the next business day. E-wallet payouts are not affected.</p>',
        'zh-CN': '<p>公众假期申请的银行提款将于下一个工作日支付，电子钱包提款不受影响。</p>',
        'zh-TW': '<p>國定假日申請的銀行提款將於下一個工作日支付，電子錢包提款不受影響。</p>',
        th: '<p>การถอนเงินผ่านธนาคารที่ทำรายการในวันหยุดนักขัตฤกษ์จะได้รับในวันทำการถัดไป การถอนผ่านอีวอลเล็ทไม่ได้รับผลกระทบ</p>',
        vi: '<p>Yêu cầu rút tiền qua ngân hàng vào ngày lễ sẽ được thanh toán vào ngày làm việc tiếp theo. Rút tiền qua ví điện tử không bị ảnh hưởng.</p>',
        id: '<p>Penarikan bank yang diajukan pada hari libur nasional dibayarkan pada hari kerja berikutnya. Pembayaran e-wallet tidak terpengaruh.</p>',
        ms: '<p>Pengeluaran bank yang dimohon pada cuti umum dibayar pada hari bekerja berikutnya. Pembayaran e-dompet tidak terjejas.</p>',
        ja: '<p>祝日に申請された銀行出金は翌営業日のお支払いとなります。電子ウォレットへの出金には影響ありません。</p>',
        ko: '<p>공휴일에 신청한 은행 출금은 다음 영업일에 지급됩니다. 전자지갑 출금은 영향을 받지 않습니다.</p>',
        'pt-BR':
          '<p>Saques bancários solicitados em feriados são pagos no próximo dia útil. Os pagamentos em carteira digital não são afetados.</p>',
      },
      display_method: 2 as const,
      display_pages: [4 as const],
      audience: 2 as const,
      start_time: now - 10 * DAY,
      end_time: null,
    },
    {
      title: {
        en: 'Red Packet Rain is on',
        'zh-CN': '红包雨进行中',
        'zh-TW': '紅包雨進行中',
        th: 'ฝนอั่งเปามาแล้ว',
        vi: 'Mưa lì xì đang diễn ra',
        id: 'Hujan Angpau sedang berlangsung',
        ms: 'Hujan Angpau sedang berlangsung',
        ja: 'レッドパケットレイン開催中',
        ko: '레드 패킷 레인 진행 중',
        'pt-BR': 'A Chuva de Envelopes Vermelhos começou',
      },
      content: {
        en: '<p>Open up to 3 red packets a day until the end of the month. Good luck!</p>',
        'zh-CN': '<p>即日起至月底，每天最多可拆 3 个红包。祝您好运！</p>',
        'zh-TW': '<p>即日起至月底，每天最多可拆 3 個紅包。祝您好運！</p>',
        th: '<p>เปิดอั่งเปาได้สูงสุดวันละ 3 ซองจนถึงสิ้นเดือน ขอให้โชคดี!</p>',
        vi: '<p>Mở tối đa 3 bao lì xì mỗi ngày đến hết tháng. Chúc bạn may mắn!</p>',
        id: '<p>Buka hingga 3 angpau sehari sampai akhir bulan. Semoga beruntung!</p>',
        ms: '<p>Buka sehingga 3 angpau sehari sehingga hujung bulan. Semoga bertuah!</p>',
        ja: '<p>月末まで、1日最大3つのレッドパケットを開けられます。幸運を祈ります！</p>',
        ko: '<p>이달 말까지 하루 최대 3개의 레드 패킷을 열 수 있습니다. 행운을 빕니다!</p>',
        'pt-BR': '<p>Abra até 3 envelopes vermelhos por dia até o fim do mês. Boa sorte!</p>',
      },
      display_method: 2 as const,
      display_pages: [2 as const, 3 as const],
      audience: 2 as const,
      start_time: now - 3 * DAY,
      end_time: now + 25 * DAY,
    },
    {
      title: {
        en: 'New commission plans for agents',
        'zh-CN': '代理全新佣金方案',
        'zh-TW': '代理全新佣金方案',
        th: 'แผนค่าคอมมิชชั่นใหม่สำหรับเอเย่นต์',
        vi: 'Chính sách hoa hồng mới cho đại lý',
        id: 'Skema komisi baru untuk agen',
        ms: 'Pelan komisen baharu untuk ejen',
        ja: '代理店向け新コミッションプラン',
        ko: '에이전트 신규 커미션 플랜',
        'pt-BR': 'Novos planos de comissão para agentes',
      },
      content: {
        en: '<p>From next month, agents with 50 or more active members move to the 45% commission tier automatically.</p>',
        'zh-CN': '<p>自下月起，拥有 50 名或以上活跃会员的代理将自动升级至 45% 佣金档位。</p>',
        'zh-TW': '<p>自下個月起，擁有 50 名以上活躍會員的代理將自動升級至 45% 佣金級距。</p>',
        th: '<p>ตั้งแต่เดือนหน้า เอเย่นต์ที่มีสมาชิกแอคทีฟตั้งแต่ 50 คนขึ้นไปจะได้รับค่าคอมมิชชั่นระดับ 45% โดยอัตโนมัติ</p>',
        vi: '<p>Từ tháng sau, đại lý có từ 50 thành viên hoạt động trở lên sẽ tự động được nâng lên mức hoa hồng 45%.</p>',
        id: '<p>Mulai bulan depan, agen dengan 50 member aktif atau lebih otomatis naik ke tingkat komisi 45%.</p>',
        ms: '<p>Mulai bulan hadapan, ejen dengan 50 ahli aktif atau lebih akan dinaikkan ke peringkat komisen 45% secara automatik.</p>',
        ja: '<p>来月から、アクティブ会員が50人以上の代理店は自動的に45%のコミッション段階へ移行します。</p>',
        ko: '<p>다음 달부터 활성 회원이 50명 이상인 에이전트는 자동으로 45% 커미션 등급으로 전환됩니다.</p>',
        'pt-BR':
          '<p>A partir do próximo mês, agentes com 50 ou mais membros ativos passam automaticamente para a faixa de 45% de comissão.</p>',
      },
      display_method: 1 as const,
      display_pages: [6 as const],
      audience: 1 as const,
      start_time: now - 4 * DAY,
      end_time: now + 30 * DAY,
    },
    {
      title: {
        en: 'Agent portal sign-in',
        'zh-CN': '代理后台登录',
        'zh-TW': '代理後台登入',
        th: 'เข้าสู่ระบบพอร์ทัลเอเย่นต์',
        vi: 'Đăng nhập cổng đại lý',
        id: 'Masuk ke portal agen',
        ms: 'Log masuk portal ejen',
        ja: '代理店ポータルへのログイン',
        ko: '에이전트 포털 로그인',
        'pt-BR': 'Acesso ao portal de agentes',
      },
      content: {
        en: '<p>Agents: sign in with your agent account to see your downline, invitation codes and credit transfers.</p>',
        'zh-CN': '<p>代理请使用代理账户登录，查看您的下线、邀请码和额度转账。</p>',
        'zh-TW': '<p>代理請使用代理帳戶登入，查看您的下線、邀請碼及額度轉帳。</p>',
        th: '<p>เอเย่นต์: เข้าสู่ระบบด้วยบัญชีเอเย่นต์เพื่อดูดาวน์ไลน์ รหัสเชิญ และการโอนเครดิตของคุณ</p>',
        vi: '<p>Đại lý: đăng nhập bằng tài khoản đại lý để xem tuyến dưới, mã mời và lịch sử chuyển tín dụng.</p>',
        id: '<p>Agen: masuk dengan akun agen Anda untuk melihat downline, kode undangan, dan transfer kredit.</p>',
        ms: '<p>Ejen: log masuk dengan akaun ejen anda untuk melihat downline, kod jemputan dan pemindahan kredit anda.</p>',
        ja: '<p>代理店の方は、代理店アカウントでログインすると、ダウンライン、招待コード、クレジット送金を確認できます。</p>',
        ko: '<p>에이전트님, 에이전트 계정으로 로그인하면 하위 회원, 초대 코드, 크레딧 이체 내역을 확인할 수 있습니다.</p>',
        'pt-BR':
          '<p>Agentes: entrem com sua conta de agente para ver sua rede, códigos de convite e transferências de crédito.</p>',
      },
      display_method: 2 as const,
      display_pages: [5 as const],
      audience: 1 as const,
      start_time: now - 60 * DAY,
      end_time: null,
    },
    {
      title: {
        en: 'Mid-Autumn event has ended',
        'zh-CN': '中秋活动已结束',
        'zh-TW': '中秋活動已結束',
        th: 'กิจกรรมไหว้พระจันทร์สิ้นสุดแล้ว',
        vi: 'Sự kiện Trung thu đã kết thúc',
        id: 'Event Festival Pertengahan Musim Gugur telah berakhir',
        ms: 'Acara Pertengahan Musim Luruh telah tamat',
        ja: '中秋節イベントは終了しました',
        ko: '추석 이벤트가 종료되었습니다',
        'pt-BR': 'O evento do Festival da Lua terminou',
      },
      content: {
        en: '<p>Thank you for joining the Mid-Autumn Mooncake event.</p>',
        'zh-CN': '<p>感谢您参与中秋月饼活动。</p>',
        'zh-TW': '<p>感謝您參加中秋月餅活動。</p>',
        th: '<p>ขอบคุณที่ร่วมกิจกรรมขนมไหว้พระจันทร์กับเรา</p>',
        vi: '<p>Cảm ơn bạn đã tham gia sự kiện Bánh trung thu.</p>',
        id: '<p>Terima kasih telah mengikuti event Kue Bulan Festival Pertengahan Musim Gugur.</p>',
        ms: '<p>Terima kasih kerana menyertai acara Kuih Bulan Pertengahan Musim Luruh.</p>',
        ja: '<p>中秋節月餅イベントにご参加いただきありがとうございました。</p>',
        ko: '<p>추석 월병 이벤트에 참여해 주셔서 감사합니다.</p>',
        'pt-BR': '<p>Obrigado por participar do evento Bolo Lunar do Festival da Lua.</p>',
      },
      display_method: 2 as const,
      display_pages: [1 as const, 2 as const],
      audience: 3 as const,
      start_time: now - 80 * DAY,
      end_time: now - 50 * DAY,
    },
    {
      title: {
        en: 'Christmas Mega Draw',
        'zh-CN': '圣诞超级大抽奖',
        'zh-TW': '聖誕超級大抽獎',
        th: 'ลุ้นรางวัลใหญ่คริสต์มาส',
        vi: 'Bốc thăm lớn mùa Giáng sinh',
        id: 'Undian Akbar Natal',
        ms: 'Cabutan Mega Krismas',
        ja: 'クリスマス・メガ抽選会',
        ko: '크리스마스 메가 추첨',
        'pt-BR': 'Mega Sorteio de Natal',
      },
      content: {
        en: '<p>Our Christmas Mega Draw starts soon. Stay tuned!</p>',
        'zh-CN': '<p>圣诞超级大抽奖即将开始，敬请期待！</p>',
        'zh-TW': '<p>聖誕超級大抽獎即將開始，敬請期待！</p>',
        th: '<p>กิจกรรมลุ้นรางวัลใหญ่คริสต์มาสกำลังจะเริ่มเร็ว ๆ นี้ โปรดติดตาม!</p>',
        vi: '<p>Chương trình Bốc thăm lớn mùa Giáng sinh sắp bắt đầu. Hãy đón chờ!</p>',
        id: '<p>Undian Akbar Natal kami segera dimulai. Nantikan!</p>',
        ms: '<p>Cabutan Mega Krismas kami akan bermula tidak lama lagi. Nantikan!</p>',
        ja: '<p>クリスマス・メガ抽選会がまもなく始まります。お楽しみに！</p>',
        ko: '<p>크리스마스 메가 추첨이 곧 시작됩니다. 기대해 주세요!</p>',
        'pt-BR': '<p>Nosso Mega Sorteio de Natal começa em breve. Fique ligado!</p>',
      },
      display_method: 1 as const,
      display_pages: [2 as const],
      audience: 3 as const,
      start_time: now + 7 * DAY,
      end_time: now + 37 * DAY,
    },
  ];
  for (const [index, { title, content, ...notice }] of notices.entries())
    await db.messageNotices.create({
      id: 81 + index,
      ...notice,
      ...withTranslations({ title, content }),
    });

  // ---- referral rewards of the demo member, in every status ----
  const rewards = [
    { invitee: DEMO_INVITEE_IDS[0], amount: '50.00', status: 3 as const, remark: '', days: 70 },
    { invitee: DEMO_INVITEE_IDS[1], amount: '50.00', status: 3 as const, remark: '', days: 52 },
    {
      invitee: DEMO_INVITEE_IDS[1],
      amount: '20.00',
      status: 2 as const,
      remark: 'Bonus for 10,000.00 turnover',
      days: 30,
    },
    { invitee: DEMO_INVITEE_IDS[2], amount: '50.00', status: 2 as const, remark: '', days: 21 },
    {
      invitee: DEMO_INVITEE_IDS[3],
      amount: '50.00',
      status: 1 as const,
      remark: 'Waiting for the deposit to clear',
      days: 2,
    },
    {
      invitee: DEMO_INVITEE_IDS[4],
      amount: '50.00',
      status: 4 as const,
      remark: 'The invited account was closed',
      days: 40,
    },
    {
      invitee: DEMO_INVITEE_IDS[5],
      amount: '50.00',
      status: 5 as const,
      remark: 'Duplicate account (same device as the referrer)',
      days: 11,
    },
  ];
  for (const [index, reward] of rewards.entries()) {
    await db.referralRewards.create({
      id: 701 + index,
      referrer_id: demo,
      invitee_id: reward.invitee,
      reward_amount: reward.amount,
      status: reward.status,
      created_at: now - reward.days * DAY - faker.number.int({ min: 0, max: 20 * 3600 }),
      remark: reward.remark,
    });
  }

  // ---- the affiliate side ----
  await db.affiliateProfiles.create({
    account_id: agent,
    affiliate_status: 1,
    point: '320.00',
    month_commission: '4210.75',
    last_login_at: now - DAY - 5400,
    can_invite_affiliate: true,
    transfer_min: '100.00',
    transfer_max: '50000.00',
    fee_percent: '1.5',
    default_fee_bearer: 1,
  });
  const downline = db.accounts.findMany((q) => q.where({ parent_id: agent }), {
    orderBy: { id: 'asc' },
  });
  const statuses = [5, 1, 6, 4] as const;
  for (const [index, sub] of downline.filter((a) => a.type === 1).entries()) {
    await db.affiliateProfiles.create({
      account_id: sub.id,
      affiliate_status: statuses[index % statuses.length] ?? 1,
      point: new Decimal(faker.number.int({ min: 0, max: 400 })).toFixed(2),
      month_commission: new Decimal(
        faker.number.float({ min: 0, max: 3000, fractionDigits: 2 }),
      ).toFixed(2),
      last_login_at: now - faker.number.int({ min: 1, max: 30 }) * DAY,
      can_invite_affiliate: false,
      transfer_min: '100.00',
      transfer_max: '20000.00',
      fee_percent: '1.5',
      default_fee_bearer: 2,
    });
  }
  await db.loginActivity.create({
    account_id: agent,
    last_login_at: now - DAY - 5400,
    last_seen_at: now - DAY,
  });
  for (const [index, member] of downline.entries()) {
    const neverSignedIn = index % 8 === 5;
    const online = index % 5 === 1 && member.status === 1;
    // Never before the account existed.
    const lastLogin = Math.max(
      member.created_at,
      now - faker.number.int({ min: 3600, max: 20 * DAY }),
    );
    await db.loginActivity.create({
      account_id: member.id,
      last_login_at: neverSignedIn ? null : lastLogin,
      last_seen_at: neverSignedIn
        ? null
        : online
          ? now - faker.number.int({ min: 30, max: 600 })
          : Math.min(now - 2 * 3600, lastLogin + faker.number.int({ min: 60, max: 3 * 3600 })),
    });
  }

  const inviteCodes = [
    { code: '583920', type: 2 as const, registered: 37, days: 200 },
    { code: '716254', type: 2 as const, registered: 12, days: 90 },
    { code: '940183', type: 1 as const, registered: 3, days: 60 },
    { code: '305871', type: 2 as const, registered: 1, days: 14 },
  ];
  for (const [index, entry] of inviteCodes.entries()) {
    await db.affiliateInviteCodes.create({
      id: 41 + index,
      agent_id: agent,
      code: entry.code,
      type: entry.type,
      registered_count: entry.registered,
      created_at: now - entry.days * DAY,
    });
  }

  const qrCodes = [
    { code: 'QR7F3K9M2P', type: 2 as const, status: 1 as const, created: 3, valid: 30 },
    { code: 'QRA82JD0QX', type: 2 as const, status: 1 as const, created: 20, valid: null },
    { code: 'QRM4T7Z1LB', type: 2 as const, status: 2 as const, created: 12, valid: 30 },
    { code: 'QRC9W3N6HV', type: 1 as const, status: 3 as const, created: 25, valid: 60 },
    { code: 'QRE5R8Y2KD', type: 2 as const, status: 4 as const, created: 75, valid: 30 },
    // Stored as unused, but its expiry has passed: it shows as Expired.
    { code: 'QRG1U6P4SF', type: 2 as const, status: 1 as const, created: 40, valid: 7 },
  ];
  for (const [index, entry] of qrCodes.entries()) {
    const created = now - entry.created * DAY;
    await db.affiliateQrCodes.create({
      id: 9 + index,
      agent_id: agent,
      code: entry.code,
      type: entry.type,
      status: entry.status,
      created_at: created,
      expires_at: entry.valid === null ? null : created + entry.valid * DAY,
    });
  }

  const recipients = downline.filter((a) => a.status === 1);
  const transfers = Array.from(
    { length: 14 },
    () => now - faker.number.int({ min: 3600, max: 88 * DAY }),
  ).sort((a, b) => a - b);
  const remarks = [
    'Weekly top-up',
    'Tournament prize',
    'Commission advance',
    '',
    'Deposit on behalf',
    '',
  ];
  for (const [index, at] of transfers.entries()) {
    const existing = recipients.filter((a) => a.created_at < at);
    const to = faker.helpers.arrayElement(existing.length > 0 ? existing : recipients);
    const amount = new Decimal(faker.number.int({ min: 2, max: 100 }) * 50).toFixed(2);
    const bearer = faker.helpers.arrayElement([1, 2] as const);
    const split = creditTransferSplit(amount, '1.5', bearer);
    await db.affiliateCreditTransfers.create({
      id: 7771 + index,
      agent_id: agent,
      to_user_id: to.id,
      amount,
      fee: split.fee.toFixed(2),
      fee_bearer: bearer,
      received_amount: split.received.toFixed(2),
      created_at: at,
      remark: faker.helpers.arrayElement(remarks),
    });
  }

  const operators = ['agent001', 'agent001', 'System'];
  let logId = 1201;
  for (const type of [1, 2, 3, 4, 5, 6] as const) {
    for (const content of GROUP_LOG_CONTENT[type]) {
      const member = faker.helpers.arrayElement(downline);
      const at = Math.max(
        member.created_at + 600,
        now - faker.number.int({ min: 3600, max: 85 * DAY }),
      );
      await db.affiliateGroupLogs.create({
        id: logId++,
        agent_id: agent,
        type,
        user_id: member.id,
        content,
        operator: faker.helpers.arrayElement(operators),
        created_at: Math.min(at, now - 60),
      });
    }
  }

  await db.affiliateIntro.create({
    id: 1,
    title: 'Become a Fortuna partner',
    content:
      '<h2>Earn up to 45% commission every month</h2><p>Invite players and agents with your own codes and QR codes, follow their activity live, and get paid on the 5th of every month.</p><table><thead><tr><th>Active members</th><th>Commission</th></tr></thead><tbody><tr><td>5 to 19</td><td>25%</td></tr><tr><td>20 to 49</td><td>35%</td></tr><tr><td>50 and more</td><td>45%</td></tr></tbody></table><h3>Why Fortuna</h3><ul><li>No negative carry-over.</li><li>Credit transfers to your members in seconds.</li><li>A dedicated affiliate manager.</li></ul>',
    contact: [
      {
        channel: 'email',
        value: 'partners@fortuna.example',
        url: 'mailto:partners@fortuna.example',
      },
      { channel: 'telegram', value: '@fortuna_affiliates', url: 'https://t.me/fortuna_affiliates' },
      { channel: 'whatsapp', value: '+63 917 555 0142', url: 'https://wa.me/639175550142' },
      { channel: 'skype', value: 'fortuna.partners' },
    ],
    join_path: '/agent/register',
  });

  // ---- VIP levels 0 to 8 and the demo member's progress ----
  for (const [
    level,
    [deposit, bet, keep, upgrade, birthday, monthly, rebate, times, limit],
  ] of VIP_LEVELS.entries()) {
    await db.vipLevels.create({
      id: level + 1,
      level,
      ...withTranslations({ name: vipLevelName(level) }),
      logo: `/storage/vip/${level}.svg`,
      requirements: { deposit_amount: deposit, bet_amount: bet, keep_bet_amount: keep },
      benefits: {
        upgrade_bonus: upgrade,
        birthday_bonus: birthday,
        monthly_bonus: monthly,
        rebate_percent: rebate,
        daily_withdraw_times: times,
        daily_withdraw_limit: limit,
      },
    });
  }
  await db.vipStats.create({ account_id: demo, deposit: '18650.00', bet: '164320.50' });

  // ---- KYC: the demo member has not submitted; a few others in each state ----
  const nameOf = (id: number) =>
    db.accounts.findFirst((q) => q.where({ id }))?.real_name ?? 'Maria Reyes';
  await db.kycChecks.create({
    account_id: 10003,
    status: 2,
    real_name: nameOf(10003),
    document_type: 2,
    id_number: 'P4821937A',
    submitted_at: now - 60 * DAY,
    reviewed_at: now - 59 * DAY,
    reason: null,
  });
  await db.kycChecks.create({
    account_id: 10004,
    status: 1,
    real_name: nameOf(10004),
    document_type: 1,
    id_number: 'A1234-5674321',
    submitted_at: now - 3600,
    reviewed_at: null,
    reason: null,
  });
  await db.kycChecks.create({
    account_id: 10005,
    status: 3,
    real_name: nameOf(10005),
    document_type: 3,
    id_number: 'N02-18-004512',
    submitted_at: now - 9 * DAY,
    reviewed_at: now - 8 * DAY,
    reason: 'The document image is blurred',
  });
}
