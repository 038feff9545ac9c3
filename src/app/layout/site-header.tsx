import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { FeaturePermissionInfo, GameTypeItem } from '@/api/generated/model';
import { GameNav } from '@/features/games';

interface SiteHeaderProps {
  permissions: FeaturePermissionInfo | undefined;
  gameTypes: readonly GameTypeItem[] | undefined;
  actions?: React.ReactNode;
}

/** The site header: brand, game family navigation, and the account actions. */
export function SiteHeader({ permissions, gameTypes, actions }: SiteHeaderProps) {
  const { t } = useTranslation();
  return (
    <AppBar
      position="sticky"
      elevation={0}
      sx={{ bgcolor: 'header.main', color: 'header.contrastText' }}
    >
      <Container maxWidth="xl">
        <Toolbar disableGutters sx={{ gap: 2, minHeight: { xs: 56, md: 64 } }}>
          <Link
            component={RouterLink}
            to="/"
            underline="none"
            color="inherit"
            sx={{
              fontWeight: 800,
              fontSize: 22,
              letterSpacing: 0.5,
              display: 'flex',
              alignItems: 'center',
              gap: 1,
            }}
          >
            <Box component="img" src="/favicon.svg" alt="" width={28} height={28} />
            {t('common.brand')}
          </Link>
          <Box
            component="nav"
            aria-label={t('nav.main')}
            sx={{ flex: 1, minWidth: 0, display: { xs: 'none', md: 'block' } }}
          >
            <GameNav types={gameTypes} sort={permissions?.game.game_type_sort} />
          </Box>
          <Box sx={{ ml: 'auto', display: 'flex', gap: 1, alignItems: 'center' }}>{actions}</Box>
        </Toolbar>
        <Box
          component="nav"
          aria-label={t('nav.main')}
          sx={{ display: { xs: 'block', md: 'none' }, pb: 1 }}
        >
          <GameNav types={gameTypes} sort={permissions?.game.game_type_sort} />
        </Box>
      </Container>
    </AppBar>
  );
}
