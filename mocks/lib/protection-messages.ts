import type { Locale, LocalizedText } from './i18n.ts';
import { localized } from './i18n.ts';
import { SITE_OFFSET_SECONDS } from './site-time.ts';

/**
 * The refusals of player protection (issue 16) in every locale the site has: the contract's
 * error message is "shown to the user, translated to the request locale", and these name an
 * amount and a time the member must read. `{amount}` is the money left, `{date}` a time on
 * the site's clock (DD/MM/YYYY HH:mm).
 */
export const PROTECTION_MESSAGES = {
  depositMore: {
    en: 'You can deposit {amount} more until {date}',
    'zh-CN': '在 {date} 之前您还可以存款 {amount}',
    'zh-TW': '在 {date} 之前您還可以存款 {amount}',
    th: 'คุณฝากได้อีก {amount} จนถึง {date}',
    vi: 'Bạn có thể nạp thêm {amount} cho đến {date}',
    id: 'Anda dapat menyetor {amount} lagi hingga {date}',
    ms: 'Anda boleh mendeposit {amount} lagi sehingga {date}',
    ja: '{date} までにあと {amount} 入金できます',
    ko: '{date}까지 {amount} 더 입금할 수 있습니다',
    'pt-BR': 'Você pode depositar mais {amount} até {date}',
  },
  depositMoreNoDate: {
    en: 'You can deposit {amount} more',
    'zh-CN': '您还可以存款 {amount}',
    'zh-TW': '您還可以存款 {amount}',
    th: 'คุณฝากได้อีก {amount}',
    vi: 'Bạn có thể nạp thêm {amount}',
    id: 'Anda dapat menyetor {amount} lagi',
    ms: 'Anda boleh mendeposit {amount} lagi',
    ja: 'あと {amount} 入金できます',
    ko: '{amount} 더 입금할 수 있습니다',
    'pt-BR': 'Você pode depositar mais {amount}',
  },
  lossReached: {
    en: 'You have reached your loss limit until {date}',
    'zh-CN': '您已达到亏损限额，直到 {date}',
    'zh-TW': '您已達到虧損限額，直到 {date}',
    th: 'คุณถึงขีดจำกัดการเสียแล้ว จนถึง {date}',
    vi: 'Bạn đã đạt giới hạn thua lỗ cho đến {date}',
    id: 'Anda telah mencapai batas kekalahan hingga {date}',
    ms: 'Anda telah mencapai had kerugian sehingga {date}',
    ja: '{date} まで損失限度額に達しています',
    ko: '{date}까지 손실 한도에 도달했습니다',
    'pt-BR': 'Você atingiu seu limite de perdas até {date}',
  },
  sessionLimit: {
    en: 'Your session time limit has been reached. You have been signed out.',
    'zh-CN': '您已达到会话时间限制，已被登出。',
    'zh-TW': '您已達到工作階段時間限制，已被登出。',
    th: 'คุณใช้เวลาครบขีดจำกัดของเซสชันแล้ว ระบบได้ออกจากระบบให้คุณแล้ว',
    vi: 'Bạn đã đạt giới hạn thời gian phiên. Bạn đã bị đăng xuất.',
    id: 'Batas waktu sesi Anda telah tercapai. Anda telah keluar.',
    ms: 'Had masa sesi anda telah dicapai. Anda telah dilog keluar.',
    ja: 'セッション時間の上限に達したため、ログアウトしました。',
    ko: '세션 시간 한도에 도달하여 로그아웃되었습니다.',
    'pt-BR': 'Seu limite de tempo de sessão foi atingido. Você foi desconectado.',
  },
  timedOut: {
    en: 'Your account is in a time-out until {date}',
    'zh-CN': '您的账户处于暂停期，直到 {date}',
    'zh-TW': '您的帳戶處於暫停期，直到 {date}',
    th: 'บัญชีของคุณอยู่ในช่วงพักจนถึง {date}',
    vi: 'Tài khoản của bạn đang tạm nghỉ cho đến {date}',
    id: 'Akun Anda sedang dalam masa jeda hingga {date}',
    ms: 'Akaun anda dalam tempoh rehat sehingga {date}',
    ja: 'アカウントは {date} までタイムアウト中です',
    ko: '계정이 {date}까지 타임아웃 상태입니다',
    'pt-BR': 'Sua conta está em pausa até {date}',
  },
  selfExcluded: {
    en: 'Your account is self-excluded until {date}',
    'zh-CN': '您的账户已自我禁止，直到 {date}',
    'zh-TW': '您的帳戶已自我禁止，直到 {date}',
    th: 'บัญชีของคุณถูกระงับตนเองจนถึง {date}',
    vi: 'Tài khoản của bạn đã tự loại trừ cho đến {date}',
    id: 'Akun Anda dalam pengecualian diri hingga {date}',
    ms: 'Akaun anda dalam pengecualian diri sehingga {date}',
    ja: 'アカウントは {date} まで自己排除中です',
    ko: '계정이 {date}까지 자기 제한 상태입니다',
    'pt-BR': 'Sua conta está autoexcluída até {date}',
  },
  withdrawOnly: {
    en: 'Until {date} you can only withdraw your balance',
    'zh-CN': '在 {date} 之前您只能提取余额',
    'zh-TW': '在 {date} 之前您只能提取餘額',
    th: 'จนถึง {date} คุณทำได้เพียงถอนยอดเงินคงเหลือ',
    vi: 'Cho đến {date} bạn chỉ có thể rút số dư',
    id: 'Hingga {date} Anda hanya dapat menarik saldo Anda',
    ms: 'Sehingga {date} anda hanya boleh mengeluarkan baki anda',
    ja: '{date} までは残高の出金のみ可能です',
    ko: '{date}까지는 잔액 출금만 가능합니다',
    'pt-BR': 'Até {date} você só pode sacar seu saldo',
  },
  exclusionNotShorter: {
    en: 'An exclusion in force cannot be shortened or ended early',
    'zh-CN': '生效中的禁止期不能缩短或提前结束',
    'zh-TW': '生效中的禁止期不能縮短或提前結束',
    th: 'ไม่สามารถลดหรือยุติการระงับที่มีผลอยู่ก่อนกำหนดได้',
    vi: 'Không thể rút ngắn hoặc kết thúc sớm thời gian loại trừ đang có hiệu lực',
    id: 'Pengecualian yang berlaku tidak dapat dipersingkat atau diakhiri lebih awal',
    ms: 'Pengecualian yang berkuat kuasa tidak boleh dipendekkan atau ditamatkan awal',
    ja: '有効な除外期間は短縮も早期終了もできません',
    ko: '적용 중인 제한은 단축하거나 조기에 종료할 수 없습니다',
    'pt-BR': 'Uma exclusão em vigor não pode ser encurtada nem encerrada antes',
  },
  withdrawalCancelNotAllowed: {
    en: 'A withdrawal cannot be cancelled once it has been requested',
    'zh-CN': '提款申请提交后不能取消',
    'zh-TW': '提款申請提交後不能取消',
    th: 'ไม่สามารถยกเลิกการถอนเงินหลังจากส่งคำขอแล้ว',
    vi: 'Không thể hủy yêu cầu rút tiền sau khi đã gửi',
    id: 'Penarikan tidak dapat dibatalkan setelah diajukan',
    ms: 'Pengeluaran tidak boleh dibatalkan selepas dimohon',
    ja: '出金は申請後に取り消すことはできません',
    ko: '출금은 신청한 후에는 취소할 수 없습니다',
    'pt-BR': 'Um saque não pode ser cancelado depois de solicitado',
  },
} as const satisfies Record<string, LocalizedText>;

export type ProtectionMessage = keyof typeof PROTECTION_MESSAGES;

/** A time on the site's clock as the refusals write it: DD/MM/YYYY HH:mm. */
export function siteDateTime(at: number): string {
  const date = new Date((at + SITE_OFFSET_SECONDS) * 1000);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(date.getUTCDate())}/${two(date.getUTCMonth() + 1)}/${date.getUTCFullYear()} ${two(date.getUTCHours())}:${two(date.getUTCMinutes())}`;
}

/** A protection refusal in a locale, with its amount and time filled in. */
export function protectionMessage(
  key: ProtectionMessage,
  locale: Locale,
  values: { amount?: string; at?: number | null } = {},
): string {
  return localized(PROTECTION_MESSAGES[key], locale)
    .replace('{amount}', values.amount ?? '')
    .replace('{date}', values.at == null ? '' : siteDateTime(values.at));
}
