import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { GameItem } from '@/api/generated/model';
import { mediaUrl } from '@/api/media';

/** One game: its art, name and provider; a tile opens the game. */
export function GameTile({ game, onOpen }: { game: GameItem; onOpen?: (game: GameItem) => void }) {
  const { t } = useTranslation();
  const unavailable = game.status !== 1 && game.status !== 3;
  return (
    <Card variant="outlined" sx={{ height: '100%', opacity: unavailable ? 0.6 : 1 }}>
      <CardActionArea
        onClick={() => onOpen?.(game)}
        disabled={unavailable}
        aria-label={t('games.open', { name: game.name, provider: game.channel_name })}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box sx={{ position: 'relative', aspectRatio: '4 / 3', bgcolor: 'action.hover' }}>
          <Box
            component="img"
            src={mediaUrl(game.image)}
            alt=""
            loading="lazy"
            width={320}
            height={240}
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
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
    </Card>
  );
}
