import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
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

/** The game family navigation of the header (spec §1 categories). */
export function GameNav({ types, sort }: GameNavProps) {
  const { t } = useTranslation();
  return (
    <Stack
      component="ul"
      direction="row"
      spacing={0.5}
      // The row keeps its height while the families load: the page below does not move (CLS).
      sx={{ listStyle: 'none', m: 0, p: 0, overflowX: 'auto', minHeight: NAV_ROW_HEIGHT }}
    >
      {types
        ? navigationFamilies(types, sort).map((type) => (
            <li key={type.id}>
              <Button
                component={NavLink}
                to={gamePaths.family(type.name)}
                color="inherit"
                // As wide as its name: the header's row holds every family at 1440 px.
                sx={{
                  whiteSpace: 'nowrap',
                  minWidth: 0,
                  px: 1.25,
                  borderRadius: 0,
                  '&.active': { boxShadow: 'inset 0 -3px 0 currentColor', fontWeight: 800 },
                }}
              >
                {t(`nav.categories.${type.name}`)}
              </Button>
            </li>
          ))
        : Array.from({ length: 8 }, (_, i) => (
            // Keys of their own: a placeholder is never reused as a family's item, which would
            // count as that item moving across the row.
            <li key={`placeholder-${i}`} aria-hidden>
              <Skeleton variant="rounded" width={72} height={NAV_ROW_HEIGHT} />
            </li>
          ))}
    </Stack>
  );
}
