import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import QrCode2Outlined from '@mui/icons-material/QrCode2Outlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import type { AffiliateAgentInfo } from '@/api/generated/model';
import { lazyScreen, type ScreenDef } from '@/shared/lib/screens';
import { affiliatePaths } from './paths';

/** The agent menu's groups, in their order: figures, the downline, recruiting. */
export const AGENT_MENU_GROUPS = ['overview', 'network', 'recruit'] as const;
export type AgentMenuGroup = (typeof AGENT_MENU_GROUPS)[number];

/** An agent screen: no server-menu permission (the agent side has none), grouped as above. */
export type AgentScreen = ScreenDef<AffiliateAgentInfo, never, AgentMenuGroup>;

const downline = lazyScreen(() => import('./routes/downline'), 'DownlineRoute');
/** A screen whose sub-views are its children (a list and a record of it). */
const section = lazyScreen(() => import('./routes/section-outlet'), 'SectionOutlet');

/**
 * The agent portal's screens, as data (DESIGN.md "Inside a feature"): the router's agent routes
 * and the agent menu are made from this list, as the member centre's are from its screens.
 */
export const agentScreens: readonly AgentScreen[] = [
  {
    id: 'affiliate.dashboard',
    path: affiliatePaths.dashboard(),
    labelKey: 'affiliate.menu.dashboard',
    icon: DashboardOutlined,
    group: 'overview',
    lazy: lazyScreen(() => import('./routes/dashboard'), 'AgentDashboardRoute'),
  },
  {
    id: 'affiliate.commission',
    path: affiliatePaths.commission(),
    labelKey: 'affiliate.menu.commission',
    icon: ReceiptLongOutlined,
    group: 'overview',
    lazy: section,
    children: [
      { lazy: lazyScreen(() => import('./routes/commission'), 'StatementListRoute') },
      {
        path: ':period',
        lazy: lazyScreen(() => import('./routes/commission-detail'), 'StatementDetailRoute'),
      },
    ],
  },
  {
    id: 'affiliate.downline',
    path: affiliatePaths.downline(),
    labelKey: 'affiliate.menu.downline',
    icon: AccountTreeOutlined,
    group: 'network',
    lazy: section,
    children: [{ lazy: downline }, { path: ':parentId', lazy: downline }],
  },
  {
    id: 'affiliate.groupLogs',
    path: affiliatePaths.groupLogs(),
    labelKey: 'affiliate.menu.group_logs',
    icon: HistoryOutlined,
    group: 'network',
    lazy: lazyScreen(() => import('./routes/group-logs'), 'GroupLogsRoute'),
  },
  {
    id: 'affiliate.creditTransfer',
    path: affiliatePaths.creditTransfer(),
    labelKey: 'affiliate.menu.credit_transfer',
    icon: SendOutlined,
    group: 'network',
    lazy: lazyScreen(() => import('./routes/credit-transfer'), 'CreditTransferRoute'),
    children: [
      { redirectTo: 'transfer' },
      {
        path: 'transfer',
        lazy: lazyScreen(() => import('./routes/credit-transfer-form'), 'CreditTransferFormRoute'),
      },
      {
        path: 'list',
        lazy: lazyScreen(() => import('./routes/credit-transfer-list'), 'CreditTransferListRoute'),
      },
    ],
  },
  {
    id: 'affiliate.inviteCodes',
    path: affiliatePaths.inviteCodes(),
    labelKey: 'affiliate.menu.invite_codes',
    icon: LinkOutlined,
    group: 'recruit',
    lazy: lazyScreen(() => import('./routes/invite-codes'), 'InviteCodesRoute'),
  },
  {
    id: 'affiliate.qrCodes',
    path: affiliatePaths.qrCodes(),
    labelKey: 'affiliate.menu.qr_codes',
    icon: QrCode2Outlined,
    group: 'recruit',
    lazy: lazyScreen(() => import('./routes/qr-codes'), 'QrCodesRoute'),
  },
];
