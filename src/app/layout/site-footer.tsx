import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
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
 * The footer: about, licence, cooperation and supervision sections (spec §2), and the help
 * centre with the site's policies (issue 31).
 */
export function SiteFooter({ about, contact, sx }: SiteFooterProps) {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <Box
      component="footer"
      sx={[
        { mt: 6, py: 4, bgcolor: 'header.main', color: 'header.contrastText' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Container maxWidth="xl">
        <Grid container spacing={3}>
          <FooterColumn title={t('footer.about')}>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
              {(about ?? [])
                .filter((entry) => entry.level_checked === 1)
                .map((entry) => (
                  <li key={entry.id}>
                    <Link
                      component={RouterLink}
                      to={contentPaths.aboutArticle(entry.id)}
                      color="inherit"
                    >
                      {entry.title}
                    </Link>
                  </li>
                ))}
            </Box>
          </FooterColumn>
          <FooterColumn title={t('help.title')}>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
              <li>
                <Link component={RouterLink} to={helpPaths.guide()} color="inherit">
                  {t('help.title')}
                </Link>
              </li>
              <li>
                <Link component={RouterLink} to={helpPaths.questions()} color="inherit">
                  {t('help.questions_short')}
                </Link>
              </li>
              <li>
                <Link component={RouterLink} to={helpPaths.rulesList()} color="inherit">
                  {t('help.rules')}
                </Link>
              </li>
              <li>
                <Link component={RouterLink} to={helpPaths.policyList()} color="inherit">
                  {t('help.policies')}
                </Link>
              </li>
            </Box>
          </FooterColumn>
          <FooterColumn title={t('footer.license')}>
            <Typography variant="body2">{t('footer.license_body')}</Typography>
          </FooterColumn>
          <FooterColumn title={t('footer.cooperation')}>
            <Typography variant="body2">{contact?.email}</Typography>
          </FooterColumn>
          <FooterColumn title={t('footer.supervision')}>
            <Typography variant="body2">{t('footer.supervision_body')}</Typography>
            <Link component={RouterLink} to={protectionPaths.responsibleGaming()} color="inherit">
              {t('protection.menu.responsible_gaming')}
            </Link>
          </FooterColumn>
        </Grid>
        <Typography variant="body2" sx={{ mt: 3, opacity: 0.85 }}>
          {t('footer.rights', { year })}
        </Typography>
      </Container>
    </Box>
  );
}

/** One column of the footer: its heading and what it says. */
function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 'grow' }}>
      <Typography component="h2" variant="subtitle1" gutterBottom sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Grid>
  );
}
