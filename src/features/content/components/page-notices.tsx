import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { keyframes } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/shared/lib/use-search-params';
import {
  getListMessageNoticesQueryKey,
  getListMessageNoticesQueryOptions,
} from '@/api/generated/endpoints/messages/messages';
import type { DisplayPage, MessageNotice } from '@/api/generated/model';
import { useAccountRole, useSignedIn } from '@/features/auth';
import { readJson, writeJson } from '@/shared/lib/storage';
import { SanitizedHtml, useSanitizedHtml } from '@/shared/ui/safe-html';
import { BOTTOM_BAR_HEIGHT } from '@/shared/ui/sticky-menu';
import { pageNoticesParams } from '../api/notices';
import {
  barDurationSeconds,
  barNotices,
  nextPopup,
  type NoticeViewer,
  noticesOnPage,
  parseSeen,
  rememberSeen,
  withoutShownElsewhere,
} from '../model/notices';

/** Where the dismissed popups are remembered on the device: each popup opens once per notice. */
const SEEN_KEY = 'fortuna-seen-notices';

/** Every PageNotices on screen hears a dismissal, so no other one keeps showing that popup. */
const seenListeners = new Set<() => void>();
/** Dismissals kept in memory where storage is unavailable: the popup still goes, for the visit. */
let dismissedInMemory: readonly number[] = [];
let seenCache: { raw: string | null; memory: readonly number[]; ids: readonly number[] } = {
  raw: null,
  memory: dismissedInMemory,
  ids: [],
};

/** The seen list as stored, parsed again only when something changed (a stable snapshot). */
function seenSnapshot(): readonly number[] {
  let raw: string | null = null;
  try {
    raw = globalThis.localStorage?.getItem(SEEN_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw !== seenCache.raw || dismissedInMemory !== seenCache.memory)
    seenCache = {
      raw,
      memory: dismissedInMemory,
      ids: [...parseSeen(readJson<unknown>(SEEN_KEY)), ...dismissedInMemory],
    };
  return seenCache.ids;
}

function subscribeSeen(listener: () => void): () => void {
  seenListeners.add(listener);
  return () => seenListeners.delete(listener);
}

function dismissNotice(id: number): void {
  if (!writeJson(SEEN_KEY, rememberSeen(seenSnapshot(), id)))
    dismissedInMemory = [...dismissedInMemory, id];
  for (const listener of seenListeners) listener();
}

/** The notice ids each page's own bar on screen shows; the site-wide bar leaves them out. */
const pageBars = new Map<symbol, readonly number[]>();
const pageBarListeners = new Set<() => void>();
let pageBarIds: readonly number[] = [];

function subscribePageBars(listener: () => void): () => void {
  pageBarListeners.add(listener);
  return () => pageBarListeners.delete(listener);
}

const pageBarSnapshot = () => pageBarIds;

/** Says which notices a page's bar shows, while it is on screen (nothing for the site-wide bar). */
function useShownOnPageBar(ids: readonly number[], fixed: boolean): void {
  const key = ids.join();
  useEffect(() => {
    if (fixed) return undefined;
    const bar = Symbol('page bar');
    const publish = () => {
      pageBarIds = [...new Set([...pageBars.values()].flat())];
      for (const listener of pageBarListeners) listener();
    };
    pageBars.set(bar, key === '' ? [] : key.split(',').map(Number));
    publish();
    return () => {
      pageBars.delete(bar);
      publish();
    };
  }, [key, fixed]);
}

function useViewer(): NoticeViewer {
  const signedIn = useSignedIn();
  const role = useAccountRole();
  if (!signedIn) return 'guest';
  return role === 'agent' ? 'affiliate' : 'member';
}

/**
 * The site notices of one display page (spec §3 display pages) for whoever is looking (spec §3
 * audience): the announcement-bar notices (display method 2) as a bar that scrolls (pausable,
 * still under reduced motion), and the popup notices (display method 1) as a dialog, each once
 * per notice, remembered on the device. A failed or empty answer shows nothing.
 */
export function PageNotices({
  page,
  label,
  fixed = false,
  popups = true,
}: {
  page: DisplayPage;
  /** The bar's region name (default 'Announcements'). */
  label?: string;
  /** The bar along the bottom of the window (the site-wide notices), not where it is placed. */
  fixed?: boolean;
  /**
   * false on the sign-in, registration and password reset pages: a popup never opens over a
   * visitor proving who they are (it waits for the next page).
   */
  popups?: boolean;
}) {
  const { t } = useTranslation();
  const viewer = useViewer();
  const [params] = useSearchParams();
  const params_ = pageNoticesParams(page);
  const answer = useQuery(
    getListMessageNoticesQueryOptions(params_, {
      // The viewer is in the key: a list kept for a guest is never shown to a member.
      query: {
        staleTime: 5 * 60_000,
        queryKey: [...getListMessageNoticesQueryKey(params_), viewer],
      },
      request: { handlesErrors: true },
    }),
  ).data?.data.list;
  const notices = noticesOnPage(answer ?? [], page, viewer);
  const seen = useSyncExternalStore(subscribeSeen, seenSnapshot, seenSnapshot);
  // The sign-in and registration panels (?dialog=…) the visitor asked for come first.
  const next = !popups || params.has('dialog') ? null : nextPopup(notices, seen);
  // The popup opens once its text is ready, at its full height: nothing in it moves under the
  // member's pointer (a Close pressed as the placeholder gave way lost its click).
  const content = useSanitizedHtml(next?.content);
  const popup = next && content !== null ? { ...next, content } : null;
  const onPageBars = useSyncExternalStore(subscribePageBars, pageBarSnapshot, pageBarSnapshot);
  const own = barNotices(notices);
  useShownOnPageBar(
    own.map((notice) => notice.id),
    fixed,
  );
  // One bar per notice: the site-wide bar leaves out what the page's own bar shows.
  const bar = fixed ? withoutShownElsewhere(own, onPageBars) : own;

  const dismiss = dismissNotice;

  return (
    <>
      {bar.length > 0 ? (
        <AnnouncementBar
          notices={bar}
          label={label ?? t('content.notices.bar_label')}
          fixed={fixed}
        />
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
            <SanitizedHtml html={popup.content} />
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

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

/**
 * The announcement bar: its notices scroll from right to left, one pass after another; a
 * button pauses and resumes them (and pointer or keyboard focus on them pauses them too). Screen
 * readers read the list once (the second copy that makes the loop seamless is hidden from them)
 * and are not interrupted as it scrolls. Under reduced motion nothing moves: one notice at a
 * time, wrapped, with buttons to the previous and the next (so the bar along the bottom of a
 * phone stays a couple of lines high, where the whole list took a quarter of the screen); the
 * notice a button brings is read out.
 */
function AnnouncementBar({
  notices,
  label,
  fixed,
}: {
  notices: readonly MessageNotice[];
  label: string;
  fixed: boolean;
}) {
  const { t } = useTranslation();
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [paused, setPaused] = useState(false);
  const [position, setPosition] = useState(0);
  const texts = notices.map((notice) => ({
    id: notice.id,
    title: notice.title,
    text: plainText(notice.content),
  }));
  const chars = texts.reduce((sum, entry) => sum + entry.title.length + entry.text.length, 0);
  const items = (loop: boolean) =>
    texts.map((entry) => (
      <Box
        component="li"
        key={`${loop ? 'loop' : 'shown'}-${entry.id}`}
        sx={{ display: 'inline', pr: 6 }}
      >
        <Box component="strong" sx={{ mr: 1 }}>
          {entry.title}
        </Box>
        {entry.text}
      </Box>
    ));
  const list = { m: 0, p: 0, listStyle: 'none', display: 'inline' } as const;
  // The list may have changed under the position (a sign-in, another page's notices).
  const current = texts[position % texts.length];
  const step = (by: number) =>
    setPosition(
      (now) => ((((now % texts.length) + by) % texts.length) + texts.length) % texts.length,
    );
  const ref = useRef<HTMLElement>(null);
  const height = useHeight(ref, fixed);
  const bar = (
    <Box
      ref={ref}
      component="section"
      aria-label={label}
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: reduced ? 'flex-start' : 'center',
        px: 2,
        py: reduced ? 1 : 0.5,
        bgcolor: fixed ? 'background.paper' : 'action.hover',
        color: 'text.primary',
        borderLeft: fixed ? 0 : 4,
        borderTop: fixed ? 1 : 0,
        borderColor: fixed ? 'divider' : 'primary.main',
        borderRadius: fixed ? 0 : 1,
        ...(fixed
          ? {
              position: 'fixed',
              left: 0,
              right: 0,
              bottom: 0,
              // Under the floating tools (speed dial), which stay reachable over its right end.
              zIndex: 'mobileStepper',
              pr: { xs: 9, sm: 10 },
            }
          : {}),
      }}
    >
      <CampaignOutlinedIcon color="primary" aria-hidden sx={{ mt: reduced ? 0.25 : 0 }} />
      <Box
        sx={{
          minWidth: 0,
          flex: 1,
          overflow: 'hidden',
          typography: 'body2',
          // Along the bottom of the window the listed notices may not take the page.
          ...(fixed && reduced ? { maxHeight: '25vh', overflowY: 'auto' } : {}),
        }}
        // A region that scrolls is reached by keyboard too.
        tabIndex={fixed && reduced ? 0 : undefined}
      >
        {reduced ? (
          <>
            {texts.length > 1 ? (
              <Box
                // Floated: the notice's lines run beside the buttons, then under them (a phone's
                // bar stays a few lines high).
                sx={{ float: 'right', display: 'flex', alignItems: 'center', ml: 1, my: -0.5 }}
              >
                <IconButton
                  size="small"
                  aria-label={t('content.notices.previous')}
                  onClick={() => step(-1)}
                >
                  <ChevronLeft fontSize="small" />
                </IconButton>
                <Box component="span" sx={{ typography: 'caption', whiteSpace: 'nowrap' }}>
                  {t('content.notices.position', {
                    current: (position % texts.length) + 1,
                    total: texts.length,
                  })}
                </Box>
                <IconButton
                  size="small"
                  aria-label={t('content.notices.next')}
                  onClick={() => step(1)}
                >
                  <ChevronRight fontSize="small" />
                </IconButton>
              </Box>
            ) : null}
            <Box aria-live="polite" aria-atomic sx={{ overflowWrap: 'anywhere' }}>
              {current ? (
                <>
                  <Box component="strong" sx={{ mr: 1 }}>
                    {current.title}
                  </Box>
                  {current.text}
                </>
              ) : null}
            </Box>
          </>
        ) : (
          <Box
            sx={{
              display: 'inline-block',
              whiteSpace: 'nowrap',
              animation: `${scroll} ${barDurationSeconds(chars)}s linear infinite`,
              animationPlayState: paused ? 'paused' : 'running',
              '&:hover, &:focus-within': { animationPlayState: 'paused' },
            }}
          >
            <Box component="ul" sx={list}>
              {items(false)}
            </Box>
            <Box component="ul" aria-hidden sx={list}>
              {items(true)}
            </Box>
          </Box>
        )}
      </Box>
      {reduced ? null : (
        <IconButton
          size="small"
          aria-pressed={paused}
          aria-label={t('content.notices.pause')}
          onClick={() => setPaused((now) => !now)}
        >
          {paused ? <PlayArrow fontSize="small" /> : <Pause fontSize="small" />}
        </IconButton>
      )}
    </Box>
  );
  if (!fixed) return bar;
  // Room at the end of the page as tall as the bar, so it covers nothing of the page's end.
  return (
    <>
      <Box aria-hidden sx={{ height }} />
      {bar}
    </>
  );
}

/** An element's height as it changes (0 when not measured). */
function useHeight(ref: React.RefObject<HTMLElement | null>, measure: boolean): number {
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!measure || !element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => {
      setHeight(element.offsetHeight);
      // The centres' sticky menus end above the bar (shared/ui/sticky-menu.ts).
      root.setProperty(BOTTOM_BAR_HEIGHT, `${element.offsetHeight}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(BOTTOM_BAR_HEIGHT);
    };
  }, [ref, measure]);
  return height;
}

/** A notice's server HTML as the bar's one line of text: the words, without any markup. */
function plainText(html: string): string {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  return (parsed.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
