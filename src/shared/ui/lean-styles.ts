import { alpha, type CSSObject, type Theme } from '@mui/material/styles';

/**
 * The class names of the lean record parts: a fact (a label over a value), a record list's
 * cards and a record card's parts. They are plain elements styled by the site's one stylesheet
 * of them (leanStyles, root.tsx), not MUI's Stack, Box, Typography and Button: a record list
 * of thirty cards was some 600 styled elements, each with styles to serialise as it renders
 * (issue 30: a 500 ms task on the bench's phone as the trade records arrived).
 */
export const leanClasses = {
  fact: 'Fact',
  factWide: 'Fact-wide',
  factLabel: 'Fact-label',
  factValue: 'Fact-value',
  cards: 'RecordCards',
  card: 'RecordCards-card',
  head: 'RecordCard-head',
  title: 'RecordCard-title',
  aside: 'RecordCard-aside',
  facts: 'RecordCard-facts',
  facts3: 'RecordCard-facts3',
  foot: 'RecordCard-foot',
  when: 'RecordCard-when',
  button: 'LeanButton',
  outlined: 'LeanButton-outlined',
} as const;

const c = leanClasses;

/**
 * A name on one line, as MUI's Typography drew it with `noWrap` and weight 600: cut with an
 * ellipsis where the line is too short (a record's type, a wallet's provider).
 */
export const boldLine = (theme: Theme): CSSObject => ({
  ...theme.typography.body1,
  margin: 0,
  fontWeight: 600,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** The lean parts' styles, drawn as the MUI compositions they replace drew them. */
export const leanStyles = (theme: Theme): Record<string, CSSObject> => ({
  // Fact: a Stack (spacing 0.25) of a body2 label in the secondary colour over a bold value.
  [`.${c.fact}`]: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  [`.${c.factWide}`]: {
    gridColumn: '1 / -1',
    [theme.breakpoints.up('md')]: { gridColumn: 'auto' },
  },
  [`.${c.factLabel}`]: {
    ...theme.typography.body2,
    margin: 0,
    color: theme.palette.text.secondary,
  },
  [`.${c.factValue}`]: {
    ...theme.typography.body1,
    margin: 0,
    marginTop: theme.spacing(0.25),
    fontWeight: 600,
  },
  // A record list at phone width: bordered cards a little apart; the one just made marked.
  [`.${c.cards}`]: {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(1.5),
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
  [`.${c.card}`]: {
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    padding: theme.spacing(1.5),
    fontFamily: theme.typography.fontFamily,
    '&[aria-current="true"]': {
      borderColor: theme.palette.primary.main,
      backgroundColor: theme.palette.action.selected,
      boxShadow: `inset 4px 0 0 ${theme.palette.primary.main}`,
    },
  },
  // A record card: what and its amount on one line, its facts on a grid, when and the order
  // number in small grey type with the record's action.
  [`.${c.head}`]: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.spacing(1),
    marginBottom: theme.spacing(1),
  },
  [`.${c.title}`]: { ...boldLine(theme), minWidth: 0 },
  [`.${c.aside}`]: { ...theme.typography.body1, flexShrink: 0, fontWeight: 700 },
  [`.${c.facts}`]: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: theme.spacing(1),
    margin: 0,
  },
  [`.${c.facts3}`]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  [`.${c.foot}`]: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.spacing(1),
    marginTop: theme.spacing(0.5),
  },
  [`.${c.when}`]: { ...theme.typography.caption, margin: 0, color: theme.palette.text.secondary },
  // As MUI's small Button in the primary colour, text or outlined (the site's focus ring is
  // global); disabled as MUI's.
  [`.${c.button}`]: {
    ...theme.typography.button,
    fontSize: theme.typography.pxToRem(13),
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    flexShrink: 0,
    minWidth: 64,
    minHeight: 40,
    margin: 0,
    padding: '4px 5px',
    border: 0,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: 'transparent',
    color: theme.palette.primary.main,
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: theme.transitions.create(['background-color', 'border-color'], {
      duration: theme.transitions.duration.short,
    }),
    '&:hover': {
      backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity),
    },
    '@media (hover: none)': { '&:hover': { backgroundColor: 'transparent' } },
    '&:active:not(:disabled)': { filter: 'brightness(0.88)' },
    '&:disabled': {
      color: theme.palette.action.disabled,
      cursor: 'default',
      pointerEvents: 'none',
    },
  },
  [`.${c.outlined}`]: {
    padding: '3px 9px',
    border: `1px solid ${alpha(theme.palette.primary.main, 0.5)}`,
    '&:hover': { borderColor: theme.palette.primary.main },
    '&:disabled': { borderColor: theme.palette.action.disabledBackground },
  },
});
