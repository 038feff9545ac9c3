import CasinoOutlined from '@mui/icons-material/CasinoOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import type { MenuPermission, UserInfo } from '@/api/generated/model';
import { lazyScreen, type ScreenDef } from '@/shared/lib/screens';
import { recordPaths } from './paths';

/** The records' member screens (spec §2 tradeRecords and betRecord), as data. */
export const recordScreens: readonly ScreenDef<UserInfo, MenuPermission>[] = [
  {
    id: 'records.trade',
    path: recordPaths.trade(),
    labelKey: 'member.menu.trade_records',
    icon: ReceiptLongOutlined,
    group: 'management',
    permission: 'transaction_record',
    lazy: lazyScreen(() => import('./routes/trade-records'), 'TradeRecordsRoute'),
  },
  {
    id: 'records.bet',
    path: recordPaths.bet(),
    labelKey: 'member.menu.bet_records',
    icon: CasinoOutlined,
    group: 'personal',
    permission: 'betting_record',
    lazy: lazyScreen(() => import('./routes/bet-records'), 'BetRecordsRoute'),
  },
];
