import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

const coverSx = { display: 'block', width: '100%', height: '100%', objectFit: 'cover' } as const;

/**
 * A decorative picture (game art, an icon, a banner beside its title): empty alt text, its
 * intrinsic size given so that it holds its room before it arrives, loaded when near unless
 * `eager`. A `cover` picture fills its box (unless `sx` sizes it), cropped to it.
 */
export function ArtImage({
  src,
  width,
  height,
  eager = false,
  cover = false,
  sx,
}: {
  src: string | undefined;
  width: number;
  height: number;
  eager?: boolean;
  cover?: boolean;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box
      component="img"
      src={src}
      alt=""
      loading={eager ? undefined : 'lazy'}
      width={width}
      height={height}
      sx={[cover && coverSx, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
