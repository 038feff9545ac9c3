import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, NavigationType, useNavigationType } from 'react-router';
import type { FamilyMatches } from '../model/search';
import { SEARCH_DEBOUNCE_MS } from '../model/search';
import { gamePaths } from '../paths';

/**
 * The game list's name search. The list follows what the member types, a moment after the last
 * key (Enter at once); the box keeps what they typed, and follows the URL's keyword only on Back
 * and Forward (an earlier search's navigation landing after the next keys never resets them).
 */
export function GameSearchField({
  keyword,
  onSearch,
}: {
  /** The keyword the list is filtered by (the URL's). */
  keyword: string;
  onSearch: (keyword: string) => void;
}) {
  const { t } = useTranslation();
  const navigationType = useNavigationType();
  const [text, setText] = useState(keyword);
  const [shownKeyword, setShownKeyword] = useState(keyword);
  if (keyword !== shownKeyword) {
    setShownKeyword(keyword);
    if (navigationType === NavigationType.Pop) setText(keyword);
  }
  const wanted = text.trim();
  const search = useEffectEvent((value: string) => onSearch(value));
  useEffect(() => {
    if (wanted === keyword) return;
    const timer = window.setTimeout(() => search(wanted), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [wanted, keyword]);

  return (
    <Box
      component="form"
      role="search"
      sx={{ width: { xs: '100%', md: 'auto' } }}
      onSubmit={(event) => {
        event.preventDefault();
        if (wanted !== keyword) onSearch(wanted);
      }}
    >
      <TextField
        size="small"
        fullWidth
        type="search"
        label={t('games.search')}
        name="q"
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}

/**
 * A search that found nothing in the family shown but games in others: says where, each family
 * a link to its list searched for the same keyword.
 */
export function OtherFamilyResults({
  keyword,
  matches,
}: {
  keyword: string;
  matches: readonly FamilyMatches[];
}) {
  const { t } = useTranslation();
  if (matches.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="other-families" sx={{ textAlign: 'center', pb: 4 }}>
      <Typography id="other-families" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('games.search_elsewhere', { keyword })}
      </Typography>
      <Stack
        component="ul"
        direction="row"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          mt: 1,
          gap: 2,
          justifyContent: 'center',
          flexWrap: 'wrap',
        }}
      >
        {matches.map(({ family, count }) => (
          <li key={family.id}>
            <Link
              component={RouterLink}
              to={gamePaths.familySearch(family.name, keyword)}
              sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, fontWeight: 600 }}
            >
              {t('games.search_family_link', {
                family: t(`nav.categories.${family.name}`),
                count,
              })}
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}
