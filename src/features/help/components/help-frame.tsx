import Breadcrumbs from '@mui/material/Breadcrumbs';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { helpPaths } from '../paths';

/** The help centre's four parts, as its menu lists them. */
export type HelpSection = 'guide' | 'questions' | 'rules' | 'policy';

/** A page of the current part, listed under it in the menu. */
export interface HelpMenuEntry {
  key: string;
  label: string;
  to: string;
  current: boolean;
}

function HelpMenu({
  section,
  entries,
}: {
  section: HelpSection;
  entries: readonly HelpMenuEntry[];
}) {
  const { t } = useTranslation();
  const parts: { key: HelpSection; label: string; to: string }[] = [
    { key: 'guide', label: t('help.title'), to: helpPaths.guide() },
    { key: 'questions', label: t('help.questions'), to: helpPaths.questions() },
    { key: 'rules', label: t('help.rules'), to: helpPaths.rulesList() },
    { key: 'policy', label: t('help.policies'), to: helpPaths.policyList() },
  ];
  return (
    <Paper variant="outlined" component="nav" aria-label={t('help.menu')}>
      <List component="ul" sx={{ p: 0 }}>
        {parts.map((part) => (
          <li key={part.key}>
            <ListItemButton
              component={RouterLink}
              to={part.to}
              selected={part.key === section && !entries.some((entry) => entry.current)}
              aria-current={
                part.key === section && !entries.some((entry) => entry.current) ? 'page' : undefined
              }
            >
              <ListItemText
                primary={part.label}
                slotProps={{ primary: { sx: { fontWeight: part.key === section ? 700 : 400 } } }}
              />
            </ListItemButton>
            {part.key === section && entries.length > 0 ? (
              <List component="ul" disablePadding>
                {entries.map((entry) => (
                  <li key={entry.key}>
                    <ListItemButton
                      component={RouterLink}
                      to={entry.to}
                      selected={entry.current}
                      aria-current={entry.current ? 'page' : undefined}
                      sx={{ pl: 4 }}
                    >
                      <ListItemText primary={entry.label} />
                    </ListItemButton>
                  </li>
                ))}
              </List>
            ) : null}
          </li>
        ))}
      </List>
    </Paper>
  );
}

/**
 * A page of the help centre: the way back to its home, the menu of its parts (the current
 * part's pages under it), and the page. On a phone the menu follows the page.
 */
export function HelpFrame({
  section,
  entries = [],
  trail,
  children,
}: {
  section: HelpSection;
  entries?: readonly HelpMenuEntry[];
  /** The page's own name after the help centre's, in the breadcrumbs (none on the home). */
  trail?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      {trail !== undefined ? (
        <Breadcrumbs aria-label={t('help.breadcrumbs')} sx={{ mb: 2 }}>
          <Link component={RouterLink} to={helpPaths.guide()} underline="hover" color="inherit">
            {t('help.title')}
          </Link>
          <Typography color="textPrimary" aria-current="page">
            {trail}
          </Typography>
        </Breadcrumbs>
      ) : null}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8, lg: 9 }} component="section" sx={{ minWidth: 0 }}>
          {children}
        </Grid>
        <Grid size={{ xs: 12, md: 4, lg: 3 }} sx={{ order: { md: -1 } }}>
          <HelpMenu section={section} entries={entries} />
        </Grid>
      </Grid>
    </Container>
  );
}
