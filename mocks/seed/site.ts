import type * as z from 'zod';
import type { siteConfigSchema } from '../db.ts';

/** Site-wide configuration of the demo brand. */
export function siteConfig(now: number): z.input<typeof siteConfigSchema> {
  return {
    id: 1,
    area_forbidden: false,
    permissions: {
      agent_introduce: { status: 1, content: '<h2>Become a Fortuna agent</h2><p>Earn commission on every member you bring.</p>' },
      member: { member_email: 1, member_phone: 1, register_bank_info: 0 },
      system: { timezone: '+8' },
      website: {
        logo: '/storage/website/logo.svg',
        favicon: '/favicon.svg',
        bookmark_icon: '/favicon.svg',
        seo: [
          { url: '/promotion', title: 'Promotions | Fortuna', description: 'Welcome bonuses, daily check-in rewards and weekly reloads at Fortuna.', keywords: 'promotion,bonus,check-in' },
          { url: '/vip', title: 'VIP Club | Fortuna', description: 'Climb the Fortuna VIP levels for faster withdrawals and bigger rebates.', keywords: 'vip,rebate,rewards' },
          { url: '/games/Casino', title: 'Live Casino | Fortuna', description: 'Baccarat, roulette and blackjack with live dealers.', keywords: 'casino,baccarat,roulette' },
        ],
        seo_default: { title: 'Fortuna | Casino, Sports and Slots', description: 'Play live casino, sports, slots and lottery at Fortuna.', keywords: 'casino,sport,slots,lottery' },
      },
      member_module: { vip: 1, referral: 1, kyc: 1, promotion: 1 },
      vip_config: { status: 1, show_progress: 1 },
      theme: { name: 'THEME1', theme: 1 },
      game: { game_type_sort: [3, 2, 1, 7, 4, 6, 5, 8], show_hot_game: 1 },
      upload: { topup_code_show: 1 },
      mission: { profit_status: 1, checkin_status: 1 },
      menu: ['game_money_management', 'betting_record', 'transaction_record', 'deposits', 'withdrawals', 'member_transfer', 'the_message_center', 'personalData', 'refersral', 'account_settings'],
    },
    contact: {
      email: 'support@fortuna.example',
      phone: '+63 2 8123 4567',
      whatsapp: 'https://wa.me/639123456789',
      wechat: 'fortuna_cs',
      telegram: 'https://t.me/fortuna_cs',
      skype: '',
      line: '',
      live_chat_url: 'https://chat.fortuna.example/',
      live_chat_script: '',
      facebook: 'https://facebook.com/fortuna',
      instagram: 'https://instagram.com/fortuna',
      twitter: '',
      youtube: 'https://youtube.com/@fortuna',
    },
    custom: { festival_animation: { status: 1, kind: 'spring_festival' }, back_to_top_threshold: 300, floating_tools: 1, fast_transfer: 1, agent_prompt: 1 },
    theme: {
      name: 'THEME1',
      platform: 1,
      theme: 1,
      home: 'default',
      colors: {},
      download_app: { status: 1, showEntrance: 1 },
      image_config: { imagesMap: { logo: 'theme1/logo.svg' }, imgPath: '/storage/theme/', date: Math.floor(now / 1000) },
    },
    maintenance: { type: 0, start: 0, end: 0 },
    languages: {
      all_lang: [
        { key: 'en', name: 'English' }, { key: 'zh-CN', name: '简体中文' }, { key: 'zh-TW', name: '繁體中文' }, { key: 'th', name: 'ไทย' },
        { key: 'vi', name: 'Tiếng Việt' }, { key: 'id', name: 'Bahasa Indonesia' }, { key: 'ms', name: 'Bahasa Melayu' },
        { key: 'ja', name: '日本語' }, { key: 'ko', name: '한국어' }, { key: 'pt-BR', name: 'Português (Brasil)' },
      ],
      game_languages: [{ key: 'en', name: 'English' }, { key: 'zh-CN', name: '简体中文' }, { key: 'th', name: 'ไทย' }],
      langList: [
        { key: 'en', name: 'English' }, { key: 'zh-CN', name: '简体中文' }, { key: 'zh-TW', name: '繁體中文' }, { key: 'th', name: 'ไทย' },
        { key: 'vi', name: 'Tiếng Việt' }, { key: 'id', name: 'Bahasa Indonesia' }, { key: 'ms', name: 'Bahasa Melayu' },
        { key: 'ja', name: '日本語' }, { key: 'ko', name: '한국어' }, { key: 'pt-BR', name: 'Português (Brasil)' },
      ],
      defaultLang: 'en',
    },
    sidebar: [
      {
        title: 'Financial Centre', icon: 'wallet',
        entries: [
          { title: 'Game Balance', icon: 'coins', path: '/member/management/gameBalance', permission: 'game_money_management' },
          { title: 'Deposits', icon: 'deposit', path: '/member/management/deposits', permission: 'deposits' },
          { title: 'Withdraw', icon: 'withdraw', path: '/member/management/withdraw', permission: 'withdrawals' },
          { title: 'Member Transfer', icon: 'transfer', path: '/member/management/memberTransfer', permission: 'member_transfer' },
          { title: 'Trade Records', icon: 'records', path: '/member/management/tradeRecords', permission: 'transaction_record' },
          { title: 'Betting Records', icon: 'bets', path: '/member/personal/betRecord', permission: 'betting_record' },
          { title: 'Promotions', icon: 'gift', path: '/member/management/promotion' },
        ],
      },
      {
        title: 'Personal Centre', icon: 'person',
        entries: [
          { title: 'Messages', icon: 'mail', path: '/member/personal/message', permission: 'the_message_center' },
          { title: 'Personal Info', icon: 'badge', path: '/member/personal/infoSetting', permission: 'personalData' },
          { title: 'Referral', icon: 'share', path: '/member/personal/referral', permission: 'refersral' },
          { title: 'Login Password', icon: 'lock', path: '/member/safety/pass', permission: 'account_settings' },
        ],
      },
    ],
  };
}
