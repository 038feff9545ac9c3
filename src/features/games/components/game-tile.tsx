import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { GameItem } from '@/api/generated/model';
import { mediaUrl } from '@/api/media';
import { ArtImage } from '@/shared/ui/art-image';

interface GameTileProps {
  game: GameItem;
  onOpen?: (game: GameItem) => void;
  /** Shown to members: toggles the game in their favourites. */
  onToggleFavourite?: (game: GameItem) => void;
  /** A tile of the list's first row: its art is the page's largest element, fetched first. */
  priority?: boolean;
}

/** One game: its art, name and provider; a tile opens the game. */
export function GameTile({ game, onOpen, onToggleFavourite, priority }: GameTileProps) {
  const { t } = useTranslation();
  const unavailable = game.status !== 1 && game.status !== 3;
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', opacity: unavailable ? 0.6 : 1, position: 'relative' }}
    >
      <CardActionArea
        onClick={() => onOpen?.(game)}
        disabled={unavailable}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        {/* Game art is square. The box holds its size before the art arrives and whatever
            the art's own shape: a late image never moves the page (CLS). */}
        <Box
          sx={{
            position: 'relative',
            aspectRatio: '1 / 1',
            overflow: 'hidden',
            bgcolor: 'action.hover',
          }}
        >
          <ArtImage
            src={mediaUrl(game.image)}
            width={300}
            height={300}
            priority={priority}
            cover
            sx={{ position: 'absolute', inset: 0 }}
          />
          <Box sx={{ position: 'absolute', top: 6, left: 6, display: 'flex', gap: 0.5 }}>
            {game.is_hot ? <Chip size="small" color="secondary" label={t('games.hot')} /> : null}
            {game.is_new ? <Chip size="small" color="primary" label={t('games.new')} /> : null}
          </Box>
        </Box>
        <Box sx={{ p: 1.25 }}>
          <Typography
            component="h3"
            variant="subtitle2"
            sx={{ fontWeight: 700, lineHeight: 1.3 }}
            noWrap
          >
            {game.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="p">
            {unavailable ? t('games.unavailable') : game.channel_name}
          </Typography>
        </Box>
      </CardActionArea>
      {onToggleFavourite ? (
        <IconButton
          size="small"
          aria-pressed={game.is_favourite}
          aria-label={t(game.is_favourite ? 'games.unfavourite' : 'games.favourite', {
            name: game.name,
          })}
          onClick={() => onToggleFavourite(game)}
          sx={{
            position: 'absolute',
            top: 4,
            right: 4,
            bgcolor: 'rgba(0,0,0,0.45)',
            color: game.is_favourite ? '#ff6b81' : '#fff',
            '&:hover': { bgcolor: 'rgba(0,0,0,0.65)' },
          }}
        >
          {game.is_favourite ? (
            <FavoriteIcon fontSize="small" />
          ) : (
            <FavoriteBorderIcon fontSize="small" />
          )}
        </IconButton>
      ) : null}
    </Card>
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
