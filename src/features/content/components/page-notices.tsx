import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getListMessageNoticesQueryOptions } from '@/api/generated/endpoints/messages/messages';
import type { DisplayPage } from '@/api/generated/model';
import { SafeHtml } from '@/shared/ui/safe-html';
import { barNotices, nextPopup } from '../model/notices';

/** Where the popups seen this session are kept: each shows once per session. */
const SEEN_KEY = 'fortuna-seen-notices';

function readSeen(): number[] {
  try {
    const raw = globalThis.sessionStorage?.getItem(SEEN_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

function writeSeen(seen: readonly number[]): void {
  try {
    globalThis.sessionStorage?.setItem(SEEN_KEY, JSON.stringify(seen));
  } catch {
    // Storage unavailable: the popup may show again on the next visit, nothing worse.
  }
}

/**
 * The site notices of one display page (spec §3 display pages): the announcement-bar notices
 * (display method 2) as a bar where it is placed, and the popup notices (display method 1) as
 * a dialog, each once per session. A failed or empty answer shows nothing.
 */
export function PageNotices({ page }: { page: DisplayPage }) {
  const { t } = useTranslation();
  const notices =
    useQuery(
      getListMessageNoticesQueryOptions(
        { display_page: page, page_size: 30 },
        { query: { staleTime: 5 * 60_000 }, request: { handlesErrors: true } },
      ),
    ).data?.data.list ?? [];
  const [seen, setSeen] = useState(readSeen);
  const popup = nextPopup(notices, seen);
  const bar = barNotices(notices);

  function dismiss(id: number) {
    const next = [...seen, id];
    writeSeen(next);
    setSeen(next);
  }

  return (
    <>
      {bar.length > 0 ? (
        <Box
          component="section"
          aria-label={t('content.notices.bar_label')}
          sx={{
            display: 'flex',
            gap: 1.5,
            alignItems: 'flex-start',
            px: 2,
            py: 1.25,
            borderRadius: 1,
            bgcolor: 'action.hover',
            borderLeft: 4,
            borderColor: 'primary.main',
          }}
        >
          <CampaignOutlinedIcon color="primary" aria-hidden sx={{ mt: 0.25 }} />
          <Stack spacing={0.5} sx={{ minWidth: 0 }}>
            {bar.map((notice) => (
              <Typography key={notice.id} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                <Box component="strong" sx={{ mr: 1 }}>
                  {notice.title}
                </Box>
                {plainText(notice.content)}
              </Typography>
            ))}
          </Stack>
        </Box>
      ) : null}
      {popup ? (
        <Dialog
          open
          onClose={() => dismiss(popup.id)}
          aria-labelledby={`notice-${popup.id}`}
          maxWidth="sm"
          fullWidth
        >
          <DialogTitle id={`notice-${popup.id}`}>{popup.title}</DialogTitle>
          <DialogContent>
            <SafeHtml html={popup.content} />
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={() => dismiss(popup.id)}>
              {t('common.close')}
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </>
  );
}

/** A notice's server HTML as the bar's one line of text: the words, without any markup. */
function plainText(html: string): string {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  return (parsed.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
