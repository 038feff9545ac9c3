import Container from '@mui/material/Container';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { AboutEntry, ContactSettings } from '@/api/generated/model';
import { contentPaths } from '@/features/content';
import { helpPaths } from '@/features/help';
import { protectionPaths } from '@/features/protection';

interface SiteFooterProps {
  about: readonly AboutEntry[] | undefined;
  contact: ContactSettings | undefined;
  sx?: SxProps<Theme>;
}

/**
 * The footer's look, as MUI's Grid, Typography and Link drew it: one styled element and plain
 * ones inside, since every page of the site hydrates it (issue 30: the main thread's diet).
 */
const FooterRoot = styled('footer')(({ theme }) => ({
  marginTop: theme.spacing(6),
  padding: theme.spacing(4, 0),
  backgroundColor: theme.palette.header.main,
  color: theme.palette.header.contrastText,
  '& .SiteFooter-columns': {
    display: 'grid',
    gap: theme.spacing(3),
    gridTemplateColumns: 'minmax(0, 1fr)',
    [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
  },
  '& h2': { ...theme.typography.subtitle1, fontWeight: 700, margin: '0 0 0.35em' },
  '& p': { ...theme.typography.body2, margin: 0 },
  '& ul': { listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: theme.spacing(0.5) },
  // As MUI's Link in the text's colour: underlined.
  '& a': { color: 'inherit', textDecoration: 'underline' },
  '& .SiteFooter-rights': { marginTop: theme.spacing(3), opacity: 0.85 },
}));

/**
 * The footer: about, licence, cooperation and supervision sections (spec §2), and the help
 * centre with the site's policies (issue 31).
 */
export function SiteFooter({ about, contact, sx }: SiteFooterProps) {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <FooterRoot sx={sx}>
      <Container maxWidth="xl">
        <div className="SiteFooter-columns">
          <FooterColumn title={t('footer.about')}>
            <ul>
              {(about ?? [])
                .filter((entry) => entry.level_checked === 1)
                .map((entry) => (
                  <li key={entry.id}>
                    <RouterLink to={contentPaths.aboutArticle(entry.id)}>{entry.title}</RouterLink>
                  </li>
                ))}
            </ul>
          </FooterColumn>
          <FooterColumn title={t('help.title')}>
            <ul>
              <li>
                <RouterLink to={helpPaths.guide()}>{t('help.title')}</RouterLink>
              </li>
              <li>
                <RouterLink to={helpPaths.questions()}>{t('help.questions_short')}</RouterLink>
              </li>
              <li>
                <RouterLink to={helpPaths.rulesList()}>{t('help.rules')}</RouterLink>
              </li>
              <li>
                <RouterLink to={helpPaths.policyList()}>{t('help.policies')}</RouterLink>
              </li>
            </ul>
          </FooterColumn>
          <FooterColumn title={t('footer.license')}>
            <p>{t('footer.license_body')}</p>
          </FooterColumn>
          <FooterColumn title={t('footer.cooperation')}>
            <p>{contact?.email}</p>
          </FooterColumn>
          <FooterColumn title={t('footer.supervision')}>
            <p>{t('footer.supervision_body')}</p>
            <RouterLink to={protectionPaths.responsibleGaming()}>
              {t('protection.menu.responsible_gaming')}
            </RouterLink>
          </FooterColumn>
        </div>
        <p className="SiteFooter-rights">{t('footer.rights', { year })}</p>
      </Container>
    </FooterRoot>
  );
}

/** One column of the footer: its heading and what it says. */
function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2>{title}</h2>
      {children}
    </div>
  );
}
