import { lazy, Suspense, useState } from 'react';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useSearchParams } from '@/shared/lib/use-search-params';
import type { GameItem } from '@/api/generated/model';
import { mediaUrl } from '@/api/media';
import { authPaths, useAccountRole, useSignedIn } from '@/features/auth';
import { protectionWidgets } from '@/features/protection';
import { recordPaths } from '@/features/records';
import { walletPaths } from '@/features/wallet';
import { formatAmount } from '@/shared/lib/money';
import { sitePaths } from '@/shared/lib/paths';
import { ArtImage } from '@/shared/ui/art-image';
import { Fact } from '@/shared/ui/fact';
import { ErrorState } from '@/shared/ui/states';
import { type DemoRound, gameWalletQuery, useDemoRound } from '../api/demo-round';
import { gameQuery } from '../api/game-query';
import {
  defaultStake,
  launchContext,
  lobbyFamily,
  refusalKey,
  roundOutcome,
  stakeChoices,
} from '../model/demo-round';
import { NAV_CATEGORIES } from '../model/nav';
import { gamePaths } from '../paths';

// The session clock with its reality check, and the session's figures: player protection's
// part, loaded with this page for a signed-in member only.
const SessionWidget = lazy(async () => ({
  default: (await protectionWidgets.session()).SessionWidget,
}));
const SessionBar = lazy(async () => ({
  default: (await protectionWidgets.session()).SessionBar,
}));

/**
 * The demo provider's game page, at the fake's launch address (/play/{id}, mock builds only;
 * decision 0026): the game's art and name, the member's wallet of its provider, a demo round
 * that the provider settles and records as a bet, the session's figures, and the way back: to
 * the lobby, or on a desktop, where the game has a window of its own, closing it.
 */
export function DemoGameRoute() {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const id = Number(params.id);
  const validId = Number.isInteger(id) && id > 0;
  const launch = launchContext(search);
  const signedIn = useSignedIn();
  const role = useAccountRole();
  const member = signedIn && role === 'member';
  const game = useQuery({ ...gameQuery(id), enabled: validId });
  const data = game.data?.data;
  const family = data ? lobbyFamily(data.game_type, NAV_CATEGORIES) : null;
  const lobby = family ? gamePaths.family(family) : sitePaths.home();

  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default', color: 'text.primary' }}>
      <Paper
        component="header"
        square
        elevation={0}
        sx={{
          display: 'flex',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 1,
          px: { xs: 1, sm: 2 },
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Button component={RouterLink} to={lobby} startIcon={<ArrowBack />} color="inherit">
          {t('games.play.lobby')}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        {member ? (
          <Suspense fallback={null}>
            <SessionWidget />
          </Suspense>
        ) : null}
        {launch.mobile ? null : (
          <Button onClick={() => window.close()} startIcon={<Close />} color="inherit">
            {t('games.play.close')}
          </Button>
        )}
      </Paper>
      <Container component="main" id="main" maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
        {!validId || game.error?.status === 404 ? (
          <Stack spacing={2} sx={{ py: 4, alignItems: 'flex-start' }}>
            <Typography component="h1" variant="h5">
              {t('games.play.not_found')}
            </Typography>
            <Button component={RouterLink} to={sitePaths.home()} variant="contained">
              {t('games.play.lobby')}
            </Button>
          </Stack>
        ) : game.isError ? (
          <ErrorState onRetry={() => void game.refetch()} />
        ) : !data ? (
          <GameSkeleton />
        ) : (
          <Box
            sx={{
              display: 'grid',
              gap: { xs: 2, md: 4 },
              gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
              alignItems: 'start',
            }}
          >
            <GameArt game={data} />
            <Stack spacing={2}>
              {!member ? (
                signedIn ? (
                  <Alert severity="info">{t('games.members_only')}</Alert>
                ) : (
                  <GuestNotice name={data.name} />
                )
              ) : !launch.token ? (
                <Alert severity="warning">{t('games.play.refused_signed_out')}</Alert>
              ) : (
                <RoundPanel game={data} token={launch.token} mobile={launch.mobile} />
              )}
              {member ? (
                <Suspense fallback={null}>
                  <SessionBar />
                </Suspense>
              ) : null}
            </Stack>
          </Box>
        )}
      </Container>
    </Box>
  );
}

function GameArt({ game }: { game: GameItem }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5}>
      <Box
        sx={{
          aspectRatio: '1 / 1',
          maxWidth: { xs: 240, md: '100%' },
          width: '100%',
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: 'action.hover',
        }}
      >
        <ArtImage src={mediaUrl(game.image)} width={600} height={600} eager cover />
      </Box>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {game.name}
      </Typography>
      <Typography color="textSecondary">
        {t('games.play.provider', { provider: game.channel_name })}
      </Typography>
    </Stack>
  );
}

function GameSkeleton() {
  return (
    <Box
      aria-busy="true"
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 4 },
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
      }}
    >
      <Stack spacing={1.5}>
        <Skeleton
          variant="rounded"
          sx={{
            aspectRatio: '1 / 1',
            width: '100%',
            maxWidth: { xs: 240, md: '100%' },
            height: 'auto',
          }}
        />
        <Skeleton width="60%" height={48} />
      </Stack>
      <Skeleton variant="rounded" height={280} />
    </Box>
  );
}

function GuestNotice({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <Paper component="section" aria-labelledby="guest-title" sx={{ p: 2 }}>
      <Typography id="guest-title" component="h2" variant="h6">
        {t('games.play.guest_title', { name })}
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 1, mb: 2 }}>
        {t('games.play.guest_body')}
      </Typography>
      <Button component={RouterLink} to={authPaths.loginDialog()} variant="contained">
        {t('games.play.sign_in')}
      </Button>
    </Paper>
  );
}

/** The game wallet, the stake picker, the round and its outcome. */
function RoundPanel({ game, token, mobile }: { game: GameItem; token: string; mobile: boolean }) {
  const { t, i18n } = useTranslation();
  const wallet = useQuery(gameWalletQuery(game.channel_id, true));
  const balance = wallet.data?.data.balance ?? null;
  const choices = stakeChoices(game.min_bet, balance);
  const [picked, setPicked] = useState<string | null>(null);
  const stake = picked ?? defaultStake(choices);
  const round = useDemoRound();
  const answer = round.data;
  const [sessionEnded, setSessionEnded] = useState(false);
  const money = (value: string) => formatAmount(value, { locale: i18n.language });
  const provider = game.channel_name;
  const empty = balance !== null && Number(balance) <= 0;
  const canPlay =
    stake !== null && choices.some((choice) => choice.stake === stake && choice.affordable);

  const play = () => {
    if (!stake) return;
    round.mutate(
      { token, game_id: game.id, stake, mobile, locale: i18n.language },
      {
        onSuccess: (result) => {
          if (!result.ok && result.code === 'SIGNED_OUT') setSessionEnded(true);
          if (!result.ok && result.code === 'INSUFFICIENT_BALANCE') void wallet.refetch();
        },
      },
    );
  };

  if (sessionEnded)
    return (
      <Alert severity="warning" role="alert">
        {t('games.play.refused_signed_out')}
      </Alert>
    );

  return (
    <Paper component="section" aria-labelledby="round-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="round-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('games.play.round_heading')}
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('games.play.round_intro')}
      </Typography>
      <Box component="dl" sx={{ m: 0, mb: 2 }}>
        <Fact label={t('games.play.wallet', { provider })}>
          {wallet.isPending ? (
            <Skeleton width={96} />
          ) : wallet.isError ? (
            '—'
          ) : (
            <Box component="span" sx={{ fontSize: 20, fontWeight: 700 }}>
              {money(balance ?? '0')}
            </Box>
          )}
        </Fact>
      </Box>
      {wallet.isError ? (
        <ErrorState
          message={t('games.play.wallet_failed', { provider })}
          onRetry={() => void wallet.refetch()}
        />
      ) : null}
      {empty ? (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button
              component={RouterLink}
              to={walletPaths.gameBalance()}
              color="inherit"
              size="small"
            >
              {t('games.play.wallet_move')}
            </Button>
          }
        >
          {t('games.play.wallet_empty', { provider })}
        </Alert>
      ) : null}
      <FormControl component="fieldset" disabled={wallet.isPending || wallet.isError}>
        <FormLabel component="legend">{t('games.play.stake')}</FormLabel>
        <RadioGroup row value={stake ?? ''} onChange={(event) => setPicked(event.target.value)}>
          {choices.map((choice) => (
            <FormControlLabel
              key={choice.stake}
              value={choice.stake}
              control={<Radio />}
              label={money(choice.stake)}
              disabled={!choice.affordable}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <Box sx={{ mt: 2 }}>
        <Button
          variant="contained"
          size="large"
          onClick={play}
          loading={round.isPending}
          disabled={!canPlay}
          fullWidth
          sx={{ maxWidth: { sm: 320 } }}
        >
          {t('games.play.play')}
        </Button>
      </Box>
      <Box role="status" aria-live="polite" sx={{ mt: 2, minHeight: 24 }}>
        {answer?.ok ? <Outcome round={answer.round} money={money} /> : null}
      </Box>
      {answer && !answer.ok ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {refusalKey(answer.code) === null
            ? answer.message
            : t(refusalKey(answer.code) ?? '', { provider })}
        </Alert>
      ) : null}
      {round.isError ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {t('games.play.refused_provider')}
        </Alert>
      ) : null}
    </Paper>
  );
}

function Outcome({ round, money }: { round: DemoRound; money: (value: string) => string }) {
  const { t } = useTranslation();
  const outcome = roundOutcome(round.stake, round.payout);
  const values = { stake: money(round.stake), payout: money(round.payout) };
  return (
    <Stack spacing={0.5}>
      <Typography sx={{ fontWeight: 700 }}>{t(`games.play.outcome_${outcome}`, values)}</Typography>
      <Typography variant="body2" color="textSecondary">
        {t('games.play.recorded', { bet_no: round.bet_no })}{' '}
        <Link component={RouterLink} to={recordPaths.bet()}>
          {t('games.play.records')}
        </Link>
      </Typography>
    </Stack>
  );
}
