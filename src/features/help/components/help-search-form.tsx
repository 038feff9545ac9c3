import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HELP_SEARCH_MIN } from '../api/queries';
import { helpPaths } from '../paths';

/**
 * The help centre's search: a form that works before the page's script has run (a GET to
 * /guide?q=…), then in place, refusing a search shorter than the API takes.
 */
export function HelpSearchForm({ initial }: { initial: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState(initial);
  const [tooShort, setTooShort] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = query.trim();
    if (text.length < HELP_SEARCH_MIN) {
      setTooShort(true);
      return;
    }
    setTooShort(false);
    void navigate(helpPaths.search(text));
  };
  return (
    <Stack
      component="form"
      role="search"
      aria-label={t('help.search_label')}
      action={helpPaths.guide()}
      method="get"
      noValidate
      onSubmit={onSubmit}
      direction="row"
      spacing={1}
      sx={{ alignItems: 'flex-start' }}
    >
      <TextField
        name="q"
        type="search"
        label={t('help.search_label')}
        placeholder={t('help.search_hint')}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          if (tooShort) setTooShort(false);
        }}
        error={tooShort}
        helperText={tooShort ? t('help.search_too_short') : ' '}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <Button type="submit" variant="contained" sx={{ flexShrink: 0, minHeight: 40 }}>
        {t('help.search_button')}
      </Button>
    </Stack>
  );
}
