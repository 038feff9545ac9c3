import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, Link as RouterLink, useLocation } from 'react-router';
import { useUserInfo } from '@/features/auth';
import { ErrorState } from '@/shared/ui/states';
import { walletPaths } from '../paths';

const TRANSFER_PATH = walletPaths.memberTransferForm();
const LIST_PATH = walletPaths.memberTransferList();

/**
 * The member-transfer page (spec §2 memberTransfer): its heading, the Transfer and Transfer
 * list tabs, and the sub-view. Shown only when the user's member_transfer_show is 1 (spec §6).
 */
export function MemberTransferRoute() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const user = useUserInfo();
  const show = user.data?.data.member_transfer_show;
  if (user.data && show !== 1) return <Navigate to={walletPaths.gameBalance()} replace />;
  const tab = pathname.startsWith(LIST_PATH) ? LIST_PATH : TRANSFER_PATH;
  return (
    <Stack spacing={2.5}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('member_transfer.title')}
      </Typography>
      <Tabs value={tab} aria-label={t('member_transfer.tabs_label')} variant="fullWidth">
        <Tab
          value={TRANSFER_PATH}
          label={t('member_transfer.tab_transfer')}
          component={RouterLink}
          to={TRANSFER_PATH}
        />
        <Tab
          value={LIST_PATH}
          label={t('member_transfer.tab_list')}
          component={RouterLink}
          to={LIST_PATH}
        />
      </Tabs>
      {user.data ? (
        <Outlet />
      ) : user.isError ? (
        <ErrorState onRetry={() => void user.refetch()} />
      ) : (
        <Skeleton variant="rounded" height={320} aria-busy="true" />
      )}
    </Stack>
  );
}

/** The transfer sub-view: the rules, then the form (loading and error states first). */
