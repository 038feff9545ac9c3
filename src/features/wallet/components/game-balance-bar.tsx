import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useWalletBook, useWallets } from '../api/use-wallet';
import { mainWallet } from '../model/wallet-book';
import { ChangingAmount } from './wallet-balance';
import { walletPaths } from '../paths';

/** The game-balance bar of the member centre (spec §2): total, main wallet, refresh. */
export function GameBalanceBar() {
  const { t } = useTranslation();
  const context = useWalletBook();
  const snapshot = useWallets();
  const main = mainWallet(snapshot);
  const loading = snapshot.wallets.some((wallet) => wallet.phase === 'loading');
  return (
    <Paper
      component="section"
      aria-label={t('wallet.bar_label')}
      // One slim row on phones (the header shows the main wallet there): the page's own content
      // starts in the first screen.
      sx={{
        p: { xs: 1, sm: 1.5 },
        mb: { xs: 1, sm: 2 },
        display: 'flex',
        gap: { xs: 1, sm: 2 },
        alignItems: 'center',
        flexWrap: 'wrap',
      }}
    >
      <Stack
        direction="row"
        useFlexGap
        sx={{ flex: 1, minWidth: 0, flexWrap: 'wrap', gap: 3, rowGap: 1 }}
      >
        <Box>
          <Typography variant="caption" color="textSecondary" component="p">
            {t('wallet.total_balance')}
          </Typography>
          <Typography sx={{ fontWeight: 700 }}>
            {snapshot.known ? <ChangingAmount value={snapshot.total} /> : <Skeleton width={80} />}
          </Typography>
        </Box>
        <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
          <Typography variant="caption" color="textSecondary" component="p">
            {t('wallet.main_wallet')}
          </Typography>
          <Typography sx={{ fontWeight: 700 }}>
            {main?.balance ? <ChangingAmount value={main.balance} /> : <Skeleton width={80} />}
          </Typography>
        </Box>
      </Stack>
      <IconButton
        aria-label={t('wallet.refresh_all')}
        onClick={() => void context?.book.refresh()}
        disabled={loading || !snapshot.known}
      >
        <RefreshIcon />
      </IconButton>
      <Button component={RouterLink} to={walletPaths.fastTransfer()} size="small">
        {t('wallet.fast.title')}
      </Button>
    </Paper>
  );
}
