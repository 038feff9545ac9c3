import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QRCodeSVG } from 'qrcode.react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ReferralDetail } from '@/api/generated/model';
import { authPaths } from '@/features/auth';
import { Amount } from '@/shared/ui/amount';
import { CopyFact } from '@/shared/ui/copy-fact';
import { Fact } from '@/shared/ui/fact';
import { QueryStates } from '@/shared/ui/query-states';
import { SafeHtml } from '@/shared/ui/safe-html';
import { useReferralDetail } from '../api/referral';
import { ShareReferral } from '../components/share-referral';
import { referralLink } from '../model/referral-link';
import { referralPaths } from '../paths';

const factsGrid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
  m: 0,
} as const;

/**
 * The referral detail tab (spec §2, §5): the member's 6-digit referral code and link, its QR
 * code, copy and share; the friends invited and active and the total reward; the reward rules.
 */
export function ReferralDetailRoute() {
  const detail = useReferralDetail();
  return (
    <QueryStates
      query={detail}
      skeleton={
        <Stack spacing={2.5}>
          <Skeleton variant="rounded" height={240} />
          <Skeleton variant="rounded" height={120} />
        </Stack>
      }
    >
      {(loaded) => <ReferralCard detail={loaded.data} />}
    </QueryStates>
  );
}

function ReferralCard({ detail }: { detail: ReferralDetail }) {
  const { t } = useTranslation();
  const link = referralLink(window.location.origin, detail.referral_code, authPaths.signup);
  return (
    <Stack spacing={2.5}>
      <Section id="referral-invite" heading={t('referral.detail.invite_heading')}>
        <Typography color="textSecondary" sx={{ mt: -1, mb: 2.5 }}>
          {t('referral.detail.invite_intro')}
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={3}
          sx={{ alignItems: { xs: 'center', sm: 'flex-start' } }}
        >
          {link ? (
            // Dark on a white quiet zone in every theme: what phone cameras read best (decision 0014).
            <Box sx={{ p: 1.5, bgcolor: '#fff', borderRadius: 1, lineHeight: 0, flexShrink: 0 }}>
              <QRCodeSVG
                value={link}
                size={168}
                role="img"
                aria-label={t('referral.detail.qr_label')}
                title={t('referral.detail.qr_label')}
              />
            </Box>
          ) : null}
          <Stack spacing={2} sx={{ minWidth: 0, width: '100%' }}>
            <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2 }}>
              <CopyFact
                label={t('referral.detail.code')}
                value={detail.referral_code}
                copyLabel={t('referral.detail.copy_code')}
                large
              />
              {link ? (
                <CopyFact
                  label={t('referral.detail.link')}
                  value={link}
                  copyLabel={t('referral.detail.copy_link')}
                />
              ) : null}
            </Box>
            {link ? (
              <Box>
                <ShareReferral code={detail.referral_code} link={link} />
              </Box>
            ) : null}
          </Stack>
        </Stack>
      </Section>

      <Section id="referral-friends" heading={t('referral.detail.friends_heading')}>
        <Box component="dl" sx={factsGrid}>
          <Fact label={t('referral.detail.invited')}>{detail.invited_count}</Fact>
          <Fact label={t('referral.detail.active')}>{detail.active_count}</Fact>
          <Fact label={t('referral.detail.total_reward')} wide>
            <Amount value={detail.total_reward} type="wallet" />
          </Fact>
        </Box>
        <Button component={RouterLink} to={referralPaths.reward()} sx={{ mt: 2, ml: -1 }}>
          {t('referral.detail.see_rewards')}
        </Button>
      </Section>

      <Section id="referral-rules" heading={t('referral.detail.rules_heading')}>
        <SafeHtml html={detail.rules} />
      </Section>
    </Stack>
  );
}

/** A part of the card: a paper section named by its heading. */
function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 2 }}>
        {heading}
      </Typography>
      {children}
    </Paper>
  );
}
