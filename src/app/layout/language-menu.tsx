import LanguageIcon from '@mui/icons-material/Language';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocale } from '@/i18n/locales';
import { languageListQuery } from '../startup';

/** The language switcher: the server's language list; switching needs no reload. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // In the server's HTML already (startup.ts): the button names the page's language at once.
  const languages = useQuery(languageListQuery()).data?.data.langList.filter((entry) =>
    isLocale(entry.key),
  );
  const current = languages?.find((entry) => entry.key === i18n.language);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<LanguageIcon />}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        // The name starts with the code the button shows (WCAG 2.5.3, label in name).
        aria-label={t('common.language', {
          code: i18n.language.split('-')[0]?.toUpperCase(),
          language: current?.name ?? i18n.language,
        })}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 0 }}
      >
        <span aria-hidden>{i18n.language.split('-')[0]?.toUpperCase()}</span>
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {(languages ?? []).map((entry) => (
          <MenuItem
            key={entry.key}
            lang={entry.key}
            selected={entry.key === i18n.language}
            onClick={() => {
              setAnchor(null);
              void i18n.changeLanguage(entry.key);
            }}
          >
            {entry.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
