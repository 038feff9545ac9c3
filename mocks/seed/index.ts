import { Faker, en } from '@faker-js/faker';
import Decimal from 'decimal.js';
import type { Db } from '../db.ts';
import { nowMs } from '../lib/clock.ts';
import { type LocalizedText, withTranslations } from '../lib/i18n.ts';
import { CHANNELS, GAME_TYPES } from './games.ts';
import { seedAccount } from './account.ts';
import { seedEngage } from './engage.ts';
import { seedMoney } from './money.ts';
import { seedPayments } from './payments.ts';
import { siteConfig } from './site.ts';

/** The fixed seed: every start of the fake builds the same world. */
export const SEED = 20261121;

/** Demo accounts a person can sign in with (README). */
export const DEMO_MEMBER = { username: 'demo001', password: 'demo1234' } as const;
export const DEMO_AFFILIATE = { username: 'agent001', password: 'agent1234' } as const;
/** A member with a known name to send credit to (member transfer goes to members only). */
export const DEMO_FRIEND = { username: 'friend888', password: 'friend888' } as const;

/** The about-us entries; titles and articles in every site locale (English the fallback). */
const ABOUT: {
  id: number;
  parent_id: number | null;
  sort: number;
  title: LocalizedText;
  content: LocalizedText;
}[] = [
  {
    id: 1,
    parent_id: null,
    sort: 1,
    title: {
      en: 'About Fortuna',
      'zh-CN': '关于 Fortuna',
      'zh-TW': '關於 Fortuna',
      th: 'เกี่ยวกับ Fortuna',
      vi: 'Giới thiệu Fortuna',
      id: 'Tentang Fortuna',
      ms: 'Tentang Fortuna',
      ja: 'Fortunaについて',
      ko: 'Fortuna 소개',
      'pt-BR': 'Sobre a Fortuna',
    },
    content: {
      en: '<h2>About Fortuna</h2><p>Fortuna has offered live casino, sports betting, slots and lottery to players across Asia since 2019, licensed and audited for fair play.</p>',
      'zh-CN':
        '<h2>关于 Fortuna</h2><p>Fortuna 自 2019 年起为亚洲各地玩家提供真人娱乐场、体育投注、老虎机和彩票游戏，持有正规牌照，并接受独立审计，确保游戏公平。</p>',
      'zh-TW':
        '<h2>關於 Fortuna</h2><p>Fortuna 自 2019 年起為亞洲各地玩家提供真人娛樂場、體育投注、老虎機與彩票遊戲，持有合法牌照，並通過獨立稽核，確保遊戲公平。</p>',
      th: '<h2>เกี่ยวกับ Fortuna</h2><p>Fortuna ให้บริการคาสิโนสด เดิมพันกีฬา สล็อต และหวย แก่ผู้เล่นทั่วเอเชียมาตั้งแต่ปี 2019 โดยได้รับใบอนุญาตถูกต้องและผ่านการตรวจสอบความยุติธรรมของเกม</p>',
      vi: '<h2>Giới thiệu Fortuna</h2><p>Từ năm 2019, Fortuna mang đến casino trực tiếp, cá cược thể thao, slot và xổ số cho người chơi khắp châu Á, được cấp phép và kiểm định để đảm bảo công bằng.</p>',
      id: '<h2>Tentang Fortuna</h2><p>Sejak 2019, Fortuna menghadirkan live casino, taruhan olahraga, slot, dan lotere bagi pemain di seluruh Asia, berlisensi resmi dan diaudit untuk permainan yang adil.</p>',
      ms: '<h2>Tentang Fortuna</h2><p>Sejak 2019, Fortuna menawarkan kasino langsung, pertaruhan sukan, slot dan loteri kepada pemain di seluruh Asia, berlesen dan diaudit untuk permainan yang adil.</p>',
      ja: '<h2>Fortunaについて</h2><p>Fortunaは2019年からアジア各地のプレイヤーにライブカジノ、スポーツベッティング、スロット、宝くじを提供しています。正式なライセンスを取得し、公正なプレイのための監査を受けています。</p>',
      ko: '<h2>Fortuna 소개</h2><p>Fortuna는 2019년부터 아시아 전역의 플레이어에게 라이브 카지노, 스포츠 베팅, 슬롯, 로또를 제공해 왔으며, 정식 라이선스를 보유하고 공정성 감사를 받고 있습니다.</p>',
      'pt-BR':
        '<h2>Sobre a Fortuna</h2><p>Desde 2019, a Fortuna oferece cassino ao vivo, apostas esportivas, slots e loteria para jogadores de toda a Ásia, com licença e auditoria que garantem um jogo justo.</p>',
    },
  },
  {
    id: 2,
    parent_id: 1,
    sort: 1,
    title: {
      en: 'Responsible Gaming',
      'zh-CN': '负责任博彩',
      'zh-TW': '負責任博彩',
      th: 'การเล่นอย่างรับผิดชอบ',
      vi: 'Chơi có trách nhiệm',
      id: 'Bermain Secara Bertanggung Jawab',
      ms: 'Permainan Bertanggungjawab',
      ja: '責任あるゲーミング',
      ko: '책임감 있는 게임',
      'pt-BR': 'Jogo Responsável',
    },
    content: {
      en: '<h2>Responsible Gaming</h2><p>Set deposit limits, take a break or self-exclude at any time from your account settings. Play for fun, never to recover losses.</p>',
      'zh-CN':
        '<h2>负责任博彩</h2><p>您可以随时在账户设置中设定存款限额、暂停游戏或申请自我禁入。请以娱乐为目的，切勿为挽回损失而投注。</p>',
      'zh-TW':
        '<h2>負責任博彩</h2><p>您可以隨時在帳戶設定中設定存款限額、暫停遊戲或申請自我禁入。請以娛樂為目的，切勿為了挽回損失而投注。</p>',
      th: '<h2>การเล่นอย่างรับผิดชอบ</h2><p>คุณสามารถตั้งวงเงินฝาก พักการเล่น หรือขอระงับบัญชีตัวเองได้ทุกเมื่อจากการตั้งค่าบัญชี เล่นเพื่อความสนุก อย่าเล่นเพื่อไล่ทุนคืน</p>',
      vi: '<h2>Chơi có trách nhiệm</h2><p>Bạn có thể đặt hạn mức nạp tiền, tạm nghỉ hoặc tự loại trừ bất cứ lúc nào trong phần cài đặt tài khoản. Hãy chơi để giải trí, đừng bao giờ chơi để gỡ lại tiền thua.</p>',
      id: '<h2>Bermain Secara Bertanggung Jawab</h2><p>Atur batas deposit, ambil jeda, atau ajukan pengecualian diri kapan saja dari pengaturan akun Anda. Bermainlah untuk hiburan, jangan pernah untuk mengejar kekalahan.</p>',
      ms: '<h2>Permainan Bertanggungjawab</h2><p>Tetapkan had deposit, berehat atau kecualikan diri pada bila-bila masa melalui tetapan akaun anda. Bermainlah untuk keseronokan, jangan sesekali untuk menebus kekalahan.</p>',
      ja: '<h2>責任あるゲーミング</h2><p>入金上限の設定、一時休止、自己排除はアカウント設定からいつでも行えます。損失を取り戻すためではなく、楽しむためにプレイしましょう。</p>',
      ko: '<h2>책임감 있는 게임</h2><p>계정 설정에서 언제든지 입금 한도를 설정하거나, 잠시 쉬거나, 자가 이용 제한을 신청할 수 있습니다. 손실을 만회하려 하지 말고 즐거움을 위해 플레이하세요.</p>',
      'pt-BR':
        '<h2>Jogo Responsável</h2><p>Defina limites de depósito, faça uma pausa ou solicite a autoexclusão a qualquer momento nas configurações da sua conta. Jogue por diversão, nunca para recuperar perdas.</p>',
    },
  },
  {
    id: 3,
    parent_id: 1,
    sort: 2,
    title: {
      en: 'Privacy Policy',
      'zh-CN': '隐私政策',
      'zh-TW': '隱私權政策',
      th: 'นโยบายความเป็นส่วนตัว',
      vi: 'Chính sách bảo mật',
      id: 'Kebijakan Privasi',
      ms: 'Dasar Privasi',
      ja: 'プライバシーポリシー',
      ko: '개인정보 처리방침',
      'pt-BR': 'Política de Privacidade',
    },
    content: {
      en: '<h2>Privacy Policy</h2><p>We keep your personal data encrypted and never sell it. Read how we collect, use and protect it.</p>',
      'zh-CN':
        '<h2>隐私政策</h2><p>您的个人资料均经过加密保存，我们绝不会出售。请阅读我们如何收集、使用和保护您的资料。</p>',
      'zh-TW':
        '<h2>隱私權政策</h2><p>您的個人資料皆經加密保存，我們絕不出售。請閱讀我們如何蒐集、使用及保護您的資料。</p>',
      th: '<h2>นโยบายความเป็นส่วนตัว</h2><p>เราเข้ารหัสข้อมูลส่วนบุคคลของคุณและไม่ขายข้อมูลให้ผู้ใด อ่านวิธีที่เราเก็บรวบรวม ใช้ และปกป้องข้อมูลของคุณ</p>',
      vi: '<h2>Chính sách bảo mật</h2><p>Dữ liệu cá nhân của bạn luôn được mã hóa và không bao giờ bị bán cho bên thứ ba. Tìm hiểu cách chúng tôi thu thập, sử dụng và bảo vệ dữ liệu.</p>',
      id: '<h2>Kebijakan Privasi</h2><p>Data pribadi Anda kami simpan dalam bentuk terenkripsi dan tidak pernah kami jual. Baca cara kami mengumpulkan, menggunakan, dan melindunginya.</p>',
      ms: '<h2>Dasar Privasi</h2><p>Kami menyimpan data peribadi anda secara tersulit dan tidak pernah menjualnya. Baca cara kami mengumpul, menggunakan dan melindunginya.</p>',
      ja: '<h2>プライバシーポリシー</h2><p>お客様の個人情報は暗号化して保管し、販売することは一切ありません。収集・利用・保護の方法をご確認ください。</p>',
      ko: '<h2>개인정보 처리방침</h2><p>고객님의 개인정보는 암호화하여 보관하며 절대 판매하지 않습니다. 개인정보의 수집, 이용 및 보호 방법을 확인하세요.</p>',
      'pt-BR':
        '<h2>Política de Privacidade</h2><p>Mantemos seus dados pessoais criptografados e nunca os vendemos. Saiba como os coletamos, usamos e protegemos.</p>',
    },
  },
  {
    id: 4,
    parent_id: null,
    sort: 2,
    title: {
      en: 'Terms and Conditions',
      'zh-CN': '条款与细则',
      'zh-TW': '條款與細則',
      th: 'ข้อกำหนดและเงื่อนไข',
      vi: 'Điều khoản và điều kiện',
      id: 'Syarat dan Ketentuan',
      ms: 'Terma dan Syarat',
      ja: '利用規約',
      ko: '이용약관',
      'pt-BR': 'Termos e Condições',
    },
    content: {
      en: '<h2>Terms and Conditions</h2><p>By opening an account you confirm you are of legal age and agree to these terms.</p>',
      'zh-CN': '<h2>条款与细则</h2><p>开设账户即表示您确认已达到法定年龄，并同意本条款。</p>',
      'zh-TW': '<h2>條款與細則</h2><p>開設帳戶即表示您確認已達法定年齡，並同意本條款。</p>',
      th: '<h2>ข้อกำหนดและเงื่อนไข</h2><p>เมื่อเปิดบัญชี คุณยืนยันว่ามีอายุครบตามที่กฎหมายกำหนดและยอมรับข้อกำหนดเหล่านี้</p>',
      vi: '<h2>Điều khoản và điều kiện</h2><p>Khi mở tài khoản, bạn xác nhận mình đã đủ tuổi theo quy định pháp luật và đồng ý với các điều khoản này.</p>',
      id: '<h2>Syarat dan Ketentuan</h2><p>Dengan membuka akun, Anda menyatakan telah cukup umur menurut hukum dan menyetujui syarat-syarat ini.</p>',
      ms: '<h2>Terma dan Syarat</h2><p>Dengan membuka akaun, anda mengesahkan bahawa anda telah cukup umur di sisi undang-undang dan bersetuju dengan terma ini.</p>',
      ja: '<h2>利用規約</h2><p>アカウントを開設することで、法定年齢に達していること、および本規約に同意したことを確認したものとみなされます。</p>',
      ko: '<h2>이용약관</h2><p>계정을 개설하면 법적 연령에 해당하며 본 약관에 동의함을 확인하는 것으로 간주됩니다.</p>',
      'pt-BR':
        '<h2>Termos e Condições</h2><p>Ao abrir uma conta, você confirma ser maior de idade e concorda com estes termos.</p>',
    },
  },
  {
    id: 5,
    parent_id: null,
    sort: 3,
    title: {
      en: 'Deposit and Withdrawal Guide',
      'zh-CN': '存取款指南',
      'zh-TW': '存提款指南',
      th: 'คู่มือฝาก-ถอนเงิน',
      vi: 'Hướng dẫn nạp và rút tiền',
      id: 'Panduan Deposit dan Penarikan',
      ms: 'Panduan Deposit dan Pengeluaran',
      ja: '入出金ガイド',
      ko: '입출금 안내',
      'pt-BR': 'Guia de Depósitos e Saques',
    },
    content: {
      en: '<h2>Deposit and Withdrawal Guide</h2><p>Deposits arrive within minutes. Withdrawals are reviewed and paid to your bank card, usually within an hour.</p>',
      'zh-CN':
        '<h2>存取款指南</h2><p>存款几分钟内即可到账。提款经审核后汇入您的银行卡，通常在一小时内完成。</p>',
      'zh-TW':
        '<h2>存提款指南</h2><p>存款數分鐘內即可到帳。提款經審核後匯入您的銀行卡，通常於一小時內完成。</p>',
      th: '<h2>คู่มือฝาก-ถอนเงิน</h2><p>ยอดฝากเข้าบัญชีภายในไม่กี่นาที ส่วนการถอนเงินจะได้รับการตรวจสอบและโอนเข้าบัตรธนาคารของคุณ โดยปกติภายในหนึ่งชั่วโมง</p>',
      vi: '<h2>Hướng dẫn nạp và rút tiền</h2><p>Tiền nạp được cộng vào tài khoản chỉ sau vài phút. Yêu cầu rút tiền được xét duyệt và chuyển về thẻ ngân hàng của bạn, thường trong vòng một giờ.</p>',
      id: '<h2>Panduan Deposit dan Penarikan</h2><p>Deposit masuk dalam hitungan menit. Penarikan diverifikasi lalu dibayarkan ke kartu bank Anda, biasanya dalam satu jam.</p>',
      ms: '<h2>Panduan Deposit dan Pengeluaran</h2><p>Deposit dikreditkan dalam beberapa minit. Pengeluaran disemak dan dibayar ke kad bank anda, biasanya dalam masa sejam.</p>',
      ja: '<h2>入出金ガイド</h2><p>入金は数分で反映されます。出金は審査のうえ、登録済みの銀行カードへ通常1時間以内にお支払いします。</p>',
      ko: '<h2>입출금 안내</h2><p>입금은 몇 분 안에 반영됩니다. 출금은 검토 후 등록된 은행 카드로 지급되며, 보통 1시간 이내에 완료됩니다.</p>',
      'pt-BR':
        '<h2>Guia de Depósitos e Saques</h2><p>Os depósitos caem em poucos minutos. Os saques são analisados e pagos no seu cartão bancário, geralmente em até uma hora.</p>',
    },
  },
  {
    id: 6,
    parent_id: 5,
    sort: 1,
    title: {
      en: 'Supported Banks',
      'zh-CN': '支持的银行',
      'zh-TW': '支援的銀行',
      th: 'ธนาคารที่รองรับ',
      vi: 'Ngân hàng được hỗ trợ',
      id: 'Bank yang Didukung',
      ms: 'Bank yang Disokong',
      ja: '対応銀行',
      ko: '지원 은행',
      'pt-BR': 'Bancos Aceitos',
    },
    content: {
      en: '<h2>Supported Banks</h2><p>BDO, BPI, Metrobank, GCash, Maya and USDT (TRC20).</p>',
      'zh-CN': '<h2>支持的银行</h2><p>BDO、BPI、Metrobank、GCash、Maya 以及 USDT（TRC20）。</p>',
      'zh-TW': '<h2>支援的銀行</h2><p>BDO、BPI、Metrobank、GCash、Maya 以及 USDT（TRC20）。</p>',
      th: '<h2>ธนาคารที่รองรับ</h2><p>BDO, BPI, Metrobank, GCash, Maya และ USDT (TRC20)</p>',
      vi: '<h2>Ngân hàng được hỗ trợ</h2><p>BDO, BPI, Metrobank, GCash, Maya và USDT (TRC20).</p>',
      id: '<h2>Bank yang Didukung</h2><p>BDO, BPI, Metrobank, GCash, Maya, dan USDT (TRC20).</p>',
      ms: '<h2>Bank yang Disokong</h2><p>BDO, BPI, Metrobank, GCash, Maya dan USDT (TRC20).</p>',
      ja: '<h2>対応銀行</h2><p>BDO、BPI、Metrobank、GCash、Maya、USDT（TRC20）に対応しています。</p>',
      ko: '<h2>지원 은행</h2><p>BDO, BPI, Metrobank, GCash, Maya, USDT(TRC20)를 지원합니다.</p>',
      'pt-BR': '<h2>Bancos Aceitos</h2><p>BDO, BPI, Metrobank, GCash, Maya e USDT (TRC20).</p>',
    },
  },
];

/** Fills an empty database with the demo world. */
export async function seed(db: Db): Promise<void> {
  const faker = new Faker({ locale: [en] });
  faker.seed(SEED);
  const now = nowMs();
  const nowS = Math.floor(now / 1000);

  await db.siteConfig.create(siteConfig(now));
  for (const { title, content, ...entry } of ABOUT) {
    const texts = withTranslations({ title, content });
    await db.about.create({
      ...entry,
      title: texts.title,
      content: texts.content,
      level_checked: 1,
    });
    await db.aboutTranslations.create({ about_id: entry.id, i18n: texts.i18n });
  }
  for (const type of GAME_TYPES) await db.gameTypes.create(type);
  for (const channel of CHANNELS) await db.channels.create(channel);

  const base = {
    status: 1 as const,
    currency: 'PHP',
    avatar: '/storage/avatar/1.svg',
    member_transfer_show: 1 as const,
    failed_logins: 0,
    locked_until: 0,
    need_change_password: false,
  };
  const affiliate = await db.accounts.create({
    ...base,
    id: 20001,
    username: DEMO_AFFILIATE.username,
    password: DEMO_AFFILIATE.password,
    type: 1,
    real_name: 'Maria Santos',
    email: 'maria.santos@example.com',
    mobile_area: '+63',
    mobile: '9171234567',
    money: '25000.00',
    auto_transfer: 0,
    member_level: 'Agent',
    member_level_logo: '/storage/vip/agent.svg',
    referral_code: '204417',
    parent_id: null,
    registration_type: 3,
    created_at: nowS - 400 * 86400,
  });
  const demo = await db.accounts.create({
    ...base,
    id: 10001,
    username: DEMO_MEMBER.username,
    password: DEMO_MEMBER.password,
    type: 2,
    real_name: 'Juan Dela Cruz',
    email: 'juan.delacruz@example.com',
    mobile_area: '+63',
    mobile: '9123456789',
    money: '12850.75',
    auto_transfer: 0,
    member_level: 'VIP 3',
    member_level_logo: '/storage/vip/3.svg',
    referral_code: '318205',
    parent_id: affiliate.id,
    registration_type: 5,
    created_at: nowS - 180 * 86400,
  });
  // Money in several game wallets (whole and fractional amounts).
  const demoWallets: Record<number, string> = {
    10011: '1500.00',
    10021: '320.50',
    10022: '0.75',
    10031: '880.00',
    10041: '45.00',
    10023: '260.00',
  };
  for (const channel of CHANNELS) {
    await db.wallets.create({
      id: `${demo.id}:${channel.id}`,
      account_id: demo.id,
      channel_id: channel.id,
      balance: demoWallets[channel.id] ?? '0.00',
      confirmed_at: nowS - 60,
    });
  }

  // A downline of plausible members under the affiliate.
  for (let i = 0; i < 24; i++) {
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    const username =
      `${first.toLowerCase().replace(/[^a-z]/g, '')}${faker.number.int({ min: 10, max: 999 })}`
        .slice(0, 20)
        .padEnd(5, 'x');
    await db.accounts.create({
      ...base,
      id: 10002 + i,
      username,
      password: faker.internet.password({ length: 10 }),
      type: i % 6 === 0 ? 1 : 2,
      status: i % 9 === 0 ? 3 : i % 7 === 0 ? 2 : 1,
      real_name: `${first} ${last}`,
      email: faker.internet.email({ firstName: first, lastName: last }).toLowerCase(),
      mobile_area: '+63',
      mobile: `9${faker.string.numeric(9)}`,
      money: new Decimal(faker.number.float({ min: 0, max: 5000, fractionDigits: 2 })).toFixed(2),
      auto_transfer: faker.datatype.boolean() ? 1 : 0,
      member_level: `VIP ${faker.number.int({ min: 0, max: 5 })}`,
      member_level_logo: '/storage/vip/1.svg',
      referral_code: faker.string.numeric(6),
      parent_id: affiliate.id,
      registration_type: faker.helpers.arrayElement([1, 2, 4, 5]),
      created_at: nowS - faker.number.int({ min: 1, max: 300 }) * 86400,
    });
  }

  // Each area seeds its own records, in a fixed order, from the same faker sequence.
  await seedMoney(db, faker, nowS);
  await seedPayments(db, faker, nowS);
  await seedEngage(db, faker, nowS);
  await seedAccount(db, faker, nowS);

  // Last, and without the faker, so that everything seeded before stays as it was.
  const friend = await db.accounts.create({
    ...base,
    id: 10500,
    username: DEMO_FRIEND.username,
    password: DEMO_FRIEND.password,
    type: 2,
    real_name: 'Ana Reyes',
    email: null,
    mobile_area: '+63',
    mobile: null,
    money: '0.00',
    auto_transfer: 0,
    member_level: 'VIP 0',
    member_level_logo: '/storage/vip/0.svg',
    referral_code: '500888',
    parent_id: null,
    registration_type: 1,
    created_at: nowS - 30 * 86400,
  });
  for (const channel of CHANNELS) {
    await db.wallets.create({
      id: `${friend.id}:${channel.id}`,
      account_id: friend.id,
      channel_id: channel.id,
      balance: '0.00',
      confirmed_at: nowS - 60,
    });
  }
}
