import { lazy } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useSearchParams } from '@/shared/lib/use-search-params';
import {
  collectGame,
  desertGame,
  useListGames,
  useSearchGamesByName,
} from '@/api/generated/endpoints/games/games';
import type { GameChannel, GameItem, GameListFilter, GameTypeItem } from '@/api/generated/model';
import { mediaUrl } from '@/api/media';
import { sitePaths } from '@/shared/lib/paths';
import { useHydrated } from '@/shared/lib/use-hydrated';
import { useAccountRole, useSignedIn } from '@/features/auth';
import { helpPaths } from '@/features/help';
import { protectionWidgets } from '@/features/protection';
import { ClientOnly } from '@/shared/ui/client-only';
import { EmptyState, ErrorState } from '@/shared/ui/states';
import { GameSearchField, OtherFamilyResults } from '../components/game-search';
import { TileGrid } from '@/shared/ui/tile-grid';
import { GameTile, GameTileSkeleton } from '../components/game-tile';
import { navigationFamilies } from '../model/nav';
import { otherFamilyMatches } from '../model/search';
import {
  findFamily,
  GAME_PAGE_SIZE,
  gameChannelsQuery,
  gameListFilters,
  gameListPage,
  gameTypesQuery,
  isPersonalFilter,
  LOBBY_FILTERS,
  lobbyFamily,
  lobbyFilter,
  moreGamesQuery,
} from '../api/list-query';
import { gamePaths } from '../paths';
import { useLaunchGame } from '../api/use-launch-game';

/** The label of a channel's state (spec §3: 0 closed, 1 open, 2 maintain, 3 partially closed). */
/** The signed-in member's session (time, wagered, won, net) beside the games they launch. */
const SessionBar = lazy(async () => ({
  default: (await protectionWidgets.session()).SessionBar,
}));

const STATE_KEY: Record<number, string | undefined> = {
  0: 'games.state_closed',
  2: 'games.state_maintain',
  3: 'games.state_partial',
};

/** A provider's chip: its name, its state when not open, and (in the lobby) its game count. */
function providerLabel(channel: GameChannel, state: string | undefined, withCount: boolean) {
  const named = state ? `${channel.name} · ${state}` : channel.name;
  return withCount && channel.game_count !== undefined ? `${named} (${channel.game_count})` : named;
}

/** A row of chips: one scrolling row on phones, wrapped on wider screens. */
const CHIP_ROW = {
  display: 'flex',
  flexWrap: { xs: 'nowrap', md: 'wrap' },
  overflowX: { xs: 'auto', md: 'visible' },
  scrollbarWidth: 'none',
  gap: 1,
  '& > *': { flexShrink: 0 },
} as const;

/** The lobby's families (links, one per tab) and its filters (issue 31). */
function LobbyBar({
  families,
  current,
  filter,
  member,
  onFilter,
}: {
  families: readonly GameTypeItem[];
  current: string | undefined;
  filter: GameListFilter | undefined;
  member: boolean;
  onFilter: (filter: GameListFilter | undefined) => void;
}) {
  const { t } = useTranslation();
  const shown = LOBBY_FILTERS.filter((entry) => member || !isPersonalFilter(entry));
  const row = { ...CHIP_ROW, mb: 2 } as const;
  return (
    <>
      <Box component="nav" aria-label={t('games.lobby.families')} sx={row}>
        {families.map((entry) => (
          <Chip
            key={entry.id}
            component={RouterLink}
            to={gamePaths.lobby(entry.name)}
            label={t(`nav.categories.${entry.name}`)}
            clickable
            color={entry.name === current ? 'primary' : 'default'}
            variant={entry.name === current ? 'filled' : 'outlined'}
            aria-current={entry.name === current ? 'page' : undefined}
          />
        ))}
      </Box>
      <Box role="group" aria-label={t('games.lobby.show')} sx={row}>
        <Chip
          label={t('games.lobby.all')}
          color={filter ? 'default' : 'secondary'}
          aria-pressed={!filter}
          onClick={() => onFilter(undefined)}
        />
        {shown.map((entry) => (
          <Chip
            key={entry}
            label={t(`games.lobby.filter.${entry}`)}
            color={entry === filter ? 'secondary' : 'default'}
            aria-pressed={entry === filter}
            onClick={() => onFilter(entry)}
          />
        ))}
      </Box>
    </>
  );
}

interface GameListProps {
  /** Force a family (the fishing page); otherwise from the path. */
  family?: string;
  /**
   * The games lobby (/games, issue 31): every family as a tab (?type=), the lobby's filters
   * (?filter=: hot, new, and the member's favourites and recently played), and each provider
   * with its logo and its number of games.
   */
  lobby?: boolean;
  /** `more`: the asynchronous list that loads more on demand; `paged`: the common list. */
  mode?: 'paged' | 'more';
}

/**
 * A game family's games: providers (with their state) to filter by, a name search, and the
 * games, paged (/games/{gameType}) or loaded on demand (/games/list/{gameType}).
 */
export function GameListRoute({ family, mode = 'paged', lobby = false }: GameListProps) {
  const { t } = useTranslation();
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const signedIn = useSignedIn();
  const role = useAccountRole();
  const member = signedIn && role === 'member';
  // The member's own lists are asked for once the page is live: the server's HTML, which it
  // renders as a guest, lists every game, and hydration starts from that.
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  const { launch } = useLaunchGame();
  const types = useQuery(gameTypesQuery());
  const type = types.data
    ? lobby
      ? lobbyFamily(types.data.data.list, search)
      : findFamily(types.data.data.list, family ?? params.gameType ?? '')
    : undefined;
  const name = type?.name ?? family ?? params.gameType ?? '';
  const filter = lobby ? lobbyFilter(search, member && hydrated) : undefined;
  const channels = useQuery({ ...gameChannelsQuery(type?.id ?? 1), enabled: Boolean(type) });
  const channelId = Number(search.get('channel')) || undefined;
  const keyword = search.get('q') ?? '';
  const page = gameListPage(search);
  // The same filters and page as the router's prefetch (api/list-query.ts).
  const filters = gameListFilters(type?.id, search, { member: lobby && member && hydrated });
  const paged = useListGames(
    { ...filters, page },
    { query: { enabled: Boolean(type) && mode === 'paged', placeholderData: keepPreviousData } },
  );
  // The asynchronous list: pages are fetched one after another and shown together.
  const more = useInfiniteQuery({
    ...moreGamesQuery(filters),
    enabled: Boolean(type) && mode === 'more',
  });
  const games = mode === 'paged' ? paged : more;

  const update = (changes: Record<string, string | undefined>, replace = false) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace },
    );

  const toggleFavourite = async (game: GameItem) => {
    await (game.is_favourite ? desertGame(game.id) : collectGame(game.id));
    await queryClient.invalidateQueries({ queryKey: ['/member/game/game-list'] });
  };

  const selected = channels.data?.data.list.find((channel) => channel.id === channelId);
  const list =
    mode === 'paged' ? paged.data?.data.list : more.data?.pages.flatMap((p) => p.data.list);
  const total =
    (mode === 'paged' ? paged.data?.data.meta.total : more.data?.pages[0]?.data.meta.total) ?? 0;
  // Nothing of this family matches: the same name searched in every family, to say where it is.
  const nothingHere = Boolean(keyword) && list?.length === 0;
  const elsewhere = useSearchGamesByName(
    { name: keyword },
    // A lookup beside the list: when it fails, the list's own empty state is all there is.
    { query: { enabled: nothingHere, staleTime: 60_000 }, request: { handlesErrors: true } },
  );
  const matchesElsewhere =
    nothingHere && elsewhere.data && types.data
      ? otherFamilyMatches(
          elsewhere.data.data.list,
          navigationFamilies(types.data.data.list),
          type?.id,
        )
      : [];

  if (types.isSuccess && !type)
    return <EmptyState title={t('errors.not_found_title')} body={t('errors.not_found_body')} />;
  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <Stack
        direction="row"
        sx={{
          mb: 2,
          alignItems: 'baseline',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
        }}
      >
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
          {lobby ? (
            t('games.lobby.title')
          ) : type ? (
            t(`nav.categories.${type.name}`)
          ) : (
            <Skeleton width={180} />
          )}
        </Typography>
        {type ? (
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {type.name === 'SlotMachine' ? (
              <Link component={RouterLink} to={sitePaths.tournaments()}>
                {t('tournaments.on_slots')}
              </Link>
            ) : null}
            <Link component={RouterLink} to={helpPaths.rules(type.name)}>
              {t('help.rules_link')}
            </Link>
          </Stack>
        ) : null}
      </Stack>
      {lobby ? (
        <LobbyBar
          families={types.data ? navigationFamilies(types.data.data.list) : []}
          current={type?.name}
          filter={filter}
          member={member}
          onFilter={(next) => update({ filter: next, page: undefined })}
        />
      ) : null}
      {member ? (
        // The session's figures are the browser's (its token): never in the server's HTML.
        <ClientOnly>
          <Box sx={{ mb: 2 }}>
            <SessionBar />
          </Box>
        </ClientOnly>
      ) : null}
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mb: 2, alignItems: { md: 'center' } }}
      >
        <Box
          role="group"
          aria-label={t('games.providers')}
          // One scrolling row on phones, so the providers arriving never push the games down.
          sx={{ ...CHIP_ROW, flex: 1, minWidth: 0, minHeight: 32 }}
        >
          <Chip
            label={t('games.all_providers')}
            color={channelId ? 'default' : 'primary'}
            onClick={() => update({ channel: undefined, page: undefined })}
            aria-pressed={!channelId}
          />
          {channels.isPending
            ? [96, 72, 88].map((width) => (
                <Skeleton
                  key={width}
                  variant="rounded"
                  width={width}
                  height={32}
                  sx={{ borderRadius: 4 }}
                />
              ))
            : null}
          {(channels.data?.data.list ?? []).map((channel: GameChannel) => {
            const state = STATE_KEY[channel.status];
            return (
              <Chip
                key={channel.id}
                avatar={lobby ? <Avatar alt="" src={mediaUrl(channel.logo)} /> : undefined}
                label={providerLabel(channel, state ? t(state) : undefined, lobby)}
                color={channel.id === channelId ? 'primary' : 'default'}
                variant={channel.status === 0 ? 'outlined' : 'filled'}
                disabled={channel.status === 0}
                aria-pressed={channel.id === channelId}
                onClick={() => update({ channel: String(channel.id), page: undefined })}
              />
            );
          })}
        </Box>
        <GameSearchField
          // Another family's page starts from its own URL, not from the last family's box.
          key={name}
          keyword={keyword}
          // Replaced, not pushed: Back leaves the list, not the member's last few keys.
          onSearch={(value) => update({ q: value || undefined, page: undefined }, true)}
        />
      </Stack>
      {selected && selected.status === 2 ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('games.maintain_notice', { name: selected.name })}
        </Alert>
      ) : null}
      {games.isError ? (
        <ErrorState onRetry={() => void games.refetch()} />
      ) : list && list.length === 0 ? (
        <>
          <EmptyState
            title={
              filter === 'favourite'
                ? t('games.lobby.no_favourites')
                : filter === 'recent'
                  ? t('games.lobby.no_recent')
                  : t('games.empty')
            }
            body={keyword ? t('games.empty_search', { keyword }) : undefined}
          />
          <OtherFamilyResults keyword={keyword} matches={matchesElsewhere} />
        </>
      ) : (
        <TileGrid columns={{ xs: 2, sm: 3, md: 4, lg: 6 }}>
          {(list ?? Array.from({ length: 12 }, () => undefined)).map((game, index) =>
            game ? (
              <GameTile
                key={game.id}
                game={game}
                // A phone's first row (two tiles): the page's largest element.
                priority={index < 2}
                onOpen={launch}
                onToggleFavourite={signedIn ? (g) => void toggleFavourite(g) : undefined}
              />
            ) : (
              <GameTileSkeleton key={`placeholder-${index}`} />
            ),
          )}
        </TileGrid>
      )}
      {mode === 'paged' && total > GAME_PAGE_SIZE ? (
        <Pagination
          sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
          count={Math.ceil(total / GAME_PAGE_SIZE)}
          page={page}
          onChange={(_, value) => update({ page: value > 1 ? String(value) : undefined })}
          getItemAriaLabel={(kind, value) => t(`games.page_${kind}`, { page: value })}
        />
      ) : null}
      {mode === 'more' && more.hasNextPage ? (
        <Box sx={{ textAlign: 'center', mt: 3 }}>
          <Button
            variant="outlined"
            onClick={() => void more.fetchNextPage()}
            loading={more.isFetchingNextPage}
          >
            {t('games.load_more')}
          </Button>
        </Box>
      ) : null}
    </Container>
  );
}
