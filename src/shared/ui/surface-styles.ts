import type { CSSObject, Theme } from '@mui/material/styles';

/**
 * The styles of a lean card: one styled element with plain ones inside, drawn as MUI draws its
 * outlined Card and CardActionArea. Lists of many cards (game tiles, game families, promotions)
 * use them instead of those components, each some dozen React elements with styles to compute
 * as the page hydrates (issue 30: the main thread's diet).
 */

/** As MUI's outlined Card: a bordered surface of the paper colour, its content clipped. */
export const outlinedSurface = (theme: Theme): CSSObject => ({
  overflow: 'hidden',
  boxSizing: 'border-box',
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
});

/**
 * As MUI's CardActionArea, for the card's one link or button (positioned): a shade of the text
 * colour over it on hover and keyboard focus (the site's focus ring is global), darker while
 * pressed as every button of the site (create-theme.ts).
 */
export const actionShade = (theme: Theme): CSSObject => ({
  position: 'relative',
  borderRadius: 'inherit',
  color: 'inherit',
  textDecoration: 'none',
  WebkitTapHighlightColor: 'transparent',
  '&::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    borderRadius: 'inherit',
    backgroundColor: 'currentColor',
    opacity: 0,
    pointerEvents: 'none',
    transition: theme.transitions.create('opacity', {
      duration: theme.transitions.duration.short,
    }),
  },
  '&:hover::after': { opacity: theme.palette.action.hoverOpacity },
  // A touch screen's tap leaves no hover behind.
  '@media (hover: none)': { '&:hover::after': { opacity: 0 } },
  '&:focus-visible::after': { opacity: theme.palette.action.focusOpacity },
  '&:active:not(:disabled)': { filter: 'brightness(0.88)' },
});
