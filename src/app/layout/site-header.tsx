import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
import { NavLink, Link as RouterLink } from 'react-router';
import type { FeaturePermissionInfo, GameTypeItem } from '@/api/generated/model';
import { GameNav } from '@/features/games';
import { promotionPaths } from '@/features/promotions';
import { sitePaths } from '@/shared/lib/paths';

interface SiteHeaderProps {
  permissions: FeaturePermissionInfo | undefined;
  gameTypes: readonly GameTypeItem[] | undefined;
  actions?: React.ReactNode;
}

/** The site header: brand, game family navigation, Promotions, and the account actions. */
export function SiteHeader({ permissions, gameTypes, actions }: SiteHeaderProps) {
  const { t } = useTranslation();
  return (
    <AppBar
      position="sticky"
      elevation={0}
      sx={{ bgcolor: 'header.main', color: 'header.contrastText' }}
    >
      <Container maxWidth="xl">
        {/* At 360 px the actions may not fit beside the brand (signed in, long languages): they
            wrap to a second row rather than push the page wider than the screen. */}
        <Toolbar
          disableGutters
          sx={{
            gap: { xs: 1, md: 2 },
            flexWrap: { xs: 'wrap', md: 'nowrap' },
            py: { xs: 0.5, md: 0 },
            minHeight: { xs: 56, md: 64 },
          }}
        >
          <Link
            component={RouterLink}
            to={sitePaths.home()}
            underline="none"
            color="inherit"
            sx={{
              fontWeight: 800,
              fontSize: { xs: 18, sm: 22 },
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
          {/* Phones find it in the site's menu (or the account menu) with the other pages. */}
          <Button
            component={NavLink}
            to={promotionPaths.list()}
            color="inherit"
            sx={{
              display: { xs: 'none', md: 'inline-flex' },
              flexShrink: 0,
              whiteSpace: 'nowrap',
              borderRadius: 0,
              '&.active': { boxShadow: 'inset 0 -3px 0 currentColor', fontWeight: 800 },
            }}
          >
            {t('nav.promotion')}
          </Button>
          <Box
            sx={(theme) => ({
              ml: 'auto',
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'flex-end',
              gap: { xs: 0.5, sm: 1 },
              alignItems: 'center',
              minWidth: 0,
              [theme.breakpoints.down('sm')]: { '& .MuiButton-root': { px: 1 } },
            })}
          >
            {actions}
          </Box>
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
