import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A centre's title bar: who is signed in (avatar, or the name's initial), what this part is
 * called, and what follows on the right (a level, a status, a credit), which wraps under the
 * name on phones. Its height is fixed, so the page below does not move as it loads.
 */
export function TitleCard({
  caption,
  name,
  avatar,
  children,
}: {
  caption: string;
  /** Undefined while loading: a placeholder keeps its room. */
  name: string | undefined;
  avatar?: string;
  children?: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1.5,
        px: 2,
        py: { xs: 0.5, sm: 1 },
        mb: { xs: 1, sm: 2 },
        minHeight: { xs: 48, sm: 56 },
      }}
    >
      <Avatar
        src={avatar}
        alt=""
        sx={{
          width: { xs: 28, sm: 36 },
          height: { xs: 28, sm: 36 },
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        {name?.charAt(0).toUpperCase()}
      </Avatar>
      <Box sx={{ minWidth: 120, flex: 1 }}>
        <Typography component="p" variant="caption" color="textSecondary">
          {caption}
        </Typography>
        {name ? (
          <Typography component="p" sx={{ fontWeight: 700 }} noWrap>
            {name}
          </Typography>
        ) : (
          <Skeleton width={120} aria-hidden />
        )}
      </Box>
      {children}
    </Paper>
  );
}
