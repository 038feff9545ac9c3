import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

const coverSx = { display: 'block', width: '100%', height: '100%', objectFit: 'cover' } as const;

/** How a decorative picture loads: lazily when near, unless eager; a priority one first. */
export function artLoading({
  eager = false,
  priority = false,
}: {
  eager?: boolean;
  priority?: boolean;
}) {
  return {
    loading: eager || priority ? undefined : ('lazy' as const),
    fetchPriority: priority ? ('high' as const) : undefined,
  };
}

/**
 * A decorative picture (game art, an icon, a banner beside its title): empty alt text, its
 * intrinsic size given so that it holds its room before it arrives, loaded when near unless
 * `eager`; a `priority` picture (a page's largest, above the fold) is fetched first. A `cover`
 * picture fills its box (unless `sx` sizes it), cropped to it.
 */
export function ArtImage({
  src,
  width,
  height,
  eager = false,
  priority = false,
  cover = false,
  sx,
}: {
  src: string | undefined;
  width: number;
  height: number;
  eager?: boolean;
  priority?: boolean;
  cover?: boolean;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box
      component="img"
      src={src}
      alt=""
      {...artLoading({ eager, priority })}
      width={width}
      height={height}
      sx={[cover && coverSx, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
