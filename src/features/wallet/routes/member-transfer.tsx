import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { useUserInfo } from '@/features/auth';
import { RouteTabs } from '@/shared/ui/route-tabs';
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
  const user = useUserInfo();
  const show = user.data?.data.member_transfer_show;
  if (user.data && show !== 1) return <Navigate to={walletPaths.gameBalance()} replace />;
  return (
    <Stack spacing={2.5}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('member_transfer.title')}
      </Typography>
      <RouteTabs
        label={t('member_transfer.tabs_label')}
        tabs={[
          { path: TRANSFER_PATH, label: t('member_transfer.tab_transfer') },
          { path: LIST_PATH, label: t('member_transfer.tab_list') },
        ]}
      />
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
