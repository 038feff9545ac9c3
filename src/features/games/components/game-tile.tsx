import Box from '@mui/material/Box';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Skeleton from '@mui/material/Skeleton';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { GameItem } from '@/api/generated/model';
import { mediaUrl } from '@/api/media';
import { artLoading } from '@/shared/ui/art-image';
import { actionShade, outlinedSurface } from '@/shared/ui/surface-styles';

interface GameTileProps {
  game: GameItem;
  onOpen?: (game: GameItem) => void;
  /** Shown to members: toggles the game in their favourites. */
  onToggleFavourite?: (game: GameItem) => void;
  /** A tile of the list's first row: its art is the page's largest element, fetched first. */
  priority?: boolean;
}

/**
 * The class names of a tile's parts, for a layout that shapes them (theme 8's featured tile).
 * A tile is one styled element and plain ones inside it: home and the game lists render dozens,
 * and MUI's Card, CardActionArea, Chip and Typography made each tile some fifty React elements
 * with a dozen styles to compute as the page hydrates (issue 30: the main thread's diet).
 */
export const gameTileClasses = {
  open: 'GameTile-open',
  art: 'GameTile-art',
  name: 'GameTile-name',
} as const;

const TileRoot = styled('div')(({ theme }) => ({
  ...outlinedSurface(theme),
  position: 'relative',
  height: '100%',
  fontFamily: theme.typography.fontFamily,
  '&[data-unavailable]': { opacity: 0.6 },
  // The tile's one button: the whole tile.
  [`& .${gameTileClasses.open}`]: {
    ...actionShade(theme),
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    width: '100%',
    height: '100%',
    margin: 0,
    padding: 0,
    border: 0,
    background: 'none',
    font: 'inherit',
    textAlign: 'inherit',
    cursor: 'pointer',
    '&:disabled': { cursor: 'default', pointerEvents: 'none' },
  },
  // Game art is square. The box holds its size before the art arrives and whatever the art's
  // own shape: a late image never moves the page (CLS).
  [`& .${gameTileClasses.art}`]: {
    position: 'relative',
    display: 'block',
    aspectRatio: '1 / 1',
    overflow: 'hidden',
    backgroundColor: theme.palette.action.hover,
    '& > img': {
      position: 'absolute',
      inset: 0,
      display: 'block',
      width: '100%',
      height: '100%',
      objectFit: 'cover',
    },
  },
  '& .GameTile-badges': {
    position: 'absolute',
    top: 6,
    left: 6,
    display: 'flex',
    gap: theme.spacing(0.5),
  },
  // As MUI's small Chip.
  '& .GameTile-badge': {
    display: 'inline-flex',
    alignItems: 'center',
    height: 24,
    padding: '0 8px',
    borderRadius: 12,
    fontSize: theme.typography.pxToRem(13),
    whiteSpace: 'nowrap',
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
  },
  '& .GameTile-badge[data-hot]': {
    backgroundColor: theme.palette.secondary.main,
    color: theme.palette.secondary.contrastText,
  },
  '& .GameTile-text': { display: 'block', padding: theme.spacing(1.25) },
  '& .GameTile-text > *': {
    margin: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  [`& .${gameTileClasses.name}`]: {
    ...theme.typography.subtitle2,
    fontWeight: 700,
    lineHeight: 1.3,
  },
  '& .GameTile-provider': { ...theme.typography.caption, color: theme.palette.text.secondary },
  // As MUI's small IconButton, on a dark disc over the art.
  '& .GameTile-favourite': {
    position: 'absolute',
    top: 4,
    right: 4,
    display: 'inline-flex',
    padding: 5,
    border: 0,
    borderRadius: '50%',
    cursor: 'pointer',
    color: '#fff',
    backgroundColor: 'rgba(0,0,0,0.45)',
    '&[aria-pressed="true"]': { color: '#ff6b81' },
    '&:hover': { backgroundColor: 'rgba(0,0,0,0.65)' },
    '&:active': { filter: 'brightness(0.88)' },
  },
}));

/** One game: its art, name and provider; a tile opens the game. */
export function GameTile({ game, onOpen, onToggleFavourite, priority }: GameTileProps) {
  const { t } = useTranslation();
  const unavailable = game.status !== 1 && game.status !== 3;
  return (
    <TileRoot data-unavailable={unavailable ? '' : undefined}>
      <button
        type="button"
        className={gameTileClasses.open}
        onClick={() => onOpen?.(game)}
        disabled={unavailable}
      >
        <span className={gameTileClasses.art}>
          <img
            src={mediaUrl(game.image)}
            alt=""
            width={300}
            height={300}
            {...artLoading({ priority })}
          />
          <span className="GameTile-badges">
            {game.is_hot ? (
              <span className="GameTile-badge" data-hot="">
                {t('games.hot')}
              </span>
            ) : null}
            {game.is_new ? <span className="GameTile-badge">{t('games.new')}</span> : null}
          </span>
        </span>
        <span className="GameTile-text">
          <h3 className={gameTileClasses.name}>{game.name}</h3>
          <p className="GameTile-provider">
            {unavailable ? t('games.unavailable') : game.channel_name}
          </p>
        </span>
      </button>
      {onToggleFavourite ? (
        <button
          type="button"
          className="GameTile-favourite"
          aria-pressed={game.is_favourite}
          aria-label={t(game.is_favourite ? 'games.unfavourite' : 'games.favourite', {
            name: game.name,
          })}
          onClick={() => onToggleFavourite(game)}
        >
          {game.is_favourite ? (
            <FavoriteIcon fontSize="small" />
          ) : (
            <FavoriteBorderIcon fontSize="small" />
          )}
        </button>
      ) : null}
    </TileRoot>
  );
}

/** A tile's place while the games load, of the loaded tile's size: square art and two lines. */
export function GameTileSkeleton() {
  return (
    <Box aria-hidden>
      <Skeleton variant="rounded" sx={{ aspectRatio: '1 / 1', height: 'auto' }} />
      <Box sx={{ p: 1.25 }}>
        <Skeleton variant="text" sx={{ fontSize: '0.875rem', lineHeight: 1.3 }} />
        <Skeleton variant="text" width="60%" sx={{ fontSize: '0.75rem' }} />
      </Box>
    </Box>
  );
}
