import Skeleton from '@mui/material/Skeleton';
import { alpha, styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { GameTypeItem } from '@/api/generated/model';
import { navigationFamilies } from '../model/nav';
import { gamePaths } from '../paths';

interface GameNavProps {
  types: readonly GameTypeItem[] | undefined;
  sort?: readonly number[];
}

/** The row's height once loaded (a family button in its list item, measured: 40 px). */
const NAV_ROW_HEIGHT = 40;

const NavList = styled('ul')(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(0.5),
  listStyle: 'none',
  margin: 0,
  padding: 0,
  overflowX: 'auto',
  minHeight: NAV_ROW_HEIGHT,
  // A family's link, drawn as MUI's text Button in the header's colour: one styled list and
  // plain links, not a Button (a dozen React elements and a style to compute) per family, on
  // every page of the site (issue 30: the main thread's diet).
  '& .GameNav-link': {
    ...theme.typography.button,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    minHeight: NAV_ROW_HEIGHT,
    padding: theme.spacing(0.75, 1.25),
    whiteSpace: 'nowrap',
    color: 'inherit',
    textDecoration: 'none',
    transition: theme.transitions.create('background-color', {
      duration: theme.transitions.duration.short,
    }),
    '&:hover': {
      backgroundColor: alpha(theme.palette.text.primary, theme.palette.action.hoverOpacity),
      '@media (hover: none)': { backgroundColor: 'transparent' },
    },
    '&:active': { filter: 'brightness(0.88)' },
    '&.active': { boxShadow: 'inset 0 -3px 0 currentColor', fontWeight: 800 },
  },
}));

/** The game family navigation of the header (spec §1 categories). */
export function GameNav({ types, sort }: GameNavProps) {
  const { t } = useTranslation();
  return (
    <NavList>
      {types
        ? navigationFamilies(types, sort).map((type) => (
            <li key={type.id}>
              <NavLink className="GameNav-link" to={gamePaths.family(type.name)}>
                {t(`nav.categories.${type.name}`)}
              </NavLink>
            </li>
          ))
        : Array.from({ length: 8 }, (_, i) => (
            <li key={`placeholder-${i}`} aria-hidden>
              <Skeleton variant="rounded" width={72} height={NAV_ROW_HEIGHT} />
            </li>
          ))}
    </NavList>
  );
}
