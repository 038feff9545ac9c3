import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/shared/lib/clipboard';
import { toast } from '@/shared/ui/toast';
import { type ReferralShare, shareOrCopy, shareSheet } from '../model/referral-link';

/**
 * Shares the referral link: the device's share sheet (Web Share API) where there is one, else
 * the link is copied and the member is told so.
 */
export function ShareReferral({ code, link }: { code: string; link: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const onShare = async () => {
    const data: ReferralShare = {
      title: t('referral.share.title'),
      text: t('referral.share.text', { code }),
      url: link,
    };
    setBusy(true);
    try {
      const outcome = await shareOrCopy(data, shareSheet(navigator, data), copyText);
      if (outcome === 'copied') toast('success', t('referral.share.copied'));
    } catch {
      toast('warning', t('common.copy_failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="contained"
      startIcon={<ShareOutlined />}
      onClick={() => void onShare()}
      disabled={busy}
    >
      {t('referral.share.button')}
    </Button>
  );
}
