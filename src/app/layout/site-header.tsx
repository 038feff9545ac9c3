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
import { visuallyHidden } from '@/shared/ui/visually-hidden';

interface SiteHeaderProps {
  permissions: FeaturePermissionInfo | undefined;
  gameTypes: readonly GameTypeItem[] | undefined;
  actions?: React.ReactNode;
  /**
   * A phone's second, slim row under the actions (the signed-in member's session clock and
   * language): the first row keeps the brand, the balance, Deposit and the account menu.
   */
  phoneBar?: React.ReactNode;
  /** Whether phones show the game families' row (not in the member centre: its own tabs do). */
  phoneGameNav?: boolean;
}

/** The site header: brand, game family navigation, Promotions, and the account actions. */
export function SiteHeader({
  permissions,
  gameTypes,
  actions,
  phoneBar,
  phoneGameNav = true,
}: SiteHeaderProps) {
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
            gap: { xs: 1, md: 1.5 },
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
            {/* Beside a member's balance, Deposit and menu a phone has room for the mark only;
                the name stays the link's name for assistive technology. */}
            <Box
              component="span"
              sx={(theme) => (phoneBar ? { [theme.breakpoints.down('sm')]: visuallyHidden } : {})}
            >
              {t('common.brand')}
            </Box>
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
        {phoneBar ? (
          <Box
            sx={{
              display: { xs: 'flex', sm: 'none' },
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1,
              minHeight: 36,
              pb: 0.5,
            }}
          >
            {phoneBar}
          </Box>
        ) : null}
        {phoneGameNav ? (
          <Box
            component="nav"
            aria-label={t('nav.main')}
            sx={{ display: { xs: 'block', md: 'none' }, pb: 1 }}
          >
            <GameNav types={gameTypes} sort={permissions?.game.game_type_sort} />
          </Box>
        ) : null}
      </Container>
    </AppBar>
  );
}
