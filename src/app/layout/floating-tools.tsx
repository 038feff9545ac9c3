import CloseIcon from '@mui/icons-material/Close';
import HeadsetMicIcon from '@mui/icons-material/HeadsetMic';
import HelpOutlineIcon from '@mui/icons-material/HelpCenterOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Fab from '@mui/material/Fab';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListSubheader from '@mui/material/ListSubheader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Zoom from '@mui/material/Zoom';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ContactSettings } from '@/api/generated/model';
import { contentPaths } from '@/features/content';
import { helpPaths } from '@/features/help';
import { Hint } from '@/shared/ui/hint';
import { scrollToTop } from '@/shared/lib/scroll';
import { BOTTOM_BAR_HEIGHT } from '@/shared/ui/sticky-menu';
import { toast } from '@/shared/ui/toast';
import { ToolPanel } from '@/shared/ui/tool-panel';

/**
 * The lane along the right of a wide window that the tools' column stands in (16 px from the
 * edge, 40 px buttons, 16 px clear of the page): the page and the footer keep out of it, so no
 * button covers content.
 */
export const TOOLS_LANE_PX = 72;

/**
 * On phones and tablets the tools fold behind one button, small enough to stand in the right
 * end of the announcement bar (which keeps that end clear of its text).
 */
const FOLDED_BUTTON_PX = 36;
/** The room kept at the page's end on phones, where no announcement bar is there to hold the button. */
const FOLDED_ROOM_PX = FOLDED_BUTTON_PX + 12;

/** Spec §9: the back-to-top button shows after scrolling 400 px by default. */
export const BACK_TO_TOP_DEFAULT_PX = 400;

/** The contact groups of spec §9, in order. */
const GROUPS: { key: string; fields: (keyof ContactSettings)[] }[] = [
  { key: 'contact', fields: ['email', 'phone', 'whatsapp', 'wechat', 'telegram', 'skype', 'line'] },
  { key: 'live_chat', fields: ['live_chat_url'] },
  { key: 'links', fields: ['facebook', 'instagram', 'twitter', 'youtube'] },
];

function hrefOf(field: keyof ContactSettings, value: string): string | undefined {
  if (/^https?:\/\//i.test(value)) return value;
  if (field === 'email') return `mailto:${value}`;
  if (field === 'phone') return `tel:${value.replace(/[^\d+]/g, '')}`;
  return undefined;
}

/** The contacts that have a value, by group. */
export function contactGroups(contact: ContactSettings | undefined) {
  return GROUPS.map((group) => ({
    key: group.key,
    items: group.fields
      .map((field) => ({ field, value: (contact?.[field] ?? '').trim() }))
      .filter((item) => item.value !== ''),
  })).filter((group) => group.items.length > 0);
}

interface FloatingToolsProps {
  contact: ContactSettings | undefined;
  /** The back-to-top threshold; the app passes 300 (custom settings), the default is 400. */
  threshold?: number;
  /** The fast-transfer widget, when signed in. */
  fastTransfer?: ReactNode;
  /** The red packet button, when signed in (it shows itself while packets are waiting). */
  redPacket?: ReactNode;
  /** The developer tools' button (outside production), at the top of the column. */
  devTools?: ReactNode;
}

/**
 * Whether the page is scrolled more than `threshold` px down. A page may open scrolled (a
 * restored position): that is read once the browser has laid out its next frame, not while
 * React commits the page, where reading `scrollY` forces a layout of the whole page inside
 * hydration's longest task (issue 30).
 */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > threshold);
    window.addEventListener('scroll', onScroll, { passive: true });
    let afterFrame: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      afterFrame = setTimeout(onScroll, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(afterFrame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [threshold]);
  return past;
}

/**
 * The floating tools panel (spec §2): about link, customer support, back to top, fast transfer.
 * On a wide window a column in a lane of its own at the right (the page keeps out of it); on
 * phones and tablets folded behind one small button at the bottom right, in the announcement
 * bar's clear end, which unfolds the column.
 */
export function FloatingTools({
  contact,
  threshold = BACK_TO_TOP_DEFAULT_PX,
  fastTransfer,
  redPacket,
  devTools,
}: FloatingToolsProps) {
  const { t } = useTranslation();
  const [unfolded, setUnfolded] = useState(false);
  const columnId = useId();
  const [support, setSupport] = useState<HTMLElement | null>(null);
  const showTop = useScrolledPast(threshold);
  const groups = contactGroups(contact);

  const openSupport = (anchor: HTMLElement) => {
    // Still loading: open and show the loading state; loaded with no contact at all: say so.
    if (contact && groups.length === 0) {
      toast('danger', t('tools.support_not_found'), 1000);
      return;
    }
    setSupport(anchor);
  };

  return (
    <>
      {/* Room at the page's end for the folded button where no announcement bar holds it. */}
      <Box
        aria-hidden
        sx={{
          display: { xs: 'block', md: 'none' },
          height: `max(0px, calc(${FOLDED_ROOM_PX}px - var(${BOTTOM_BAR_HEIGHT}, 0px)))`,
        }}
      />
      <Stack
        component="aside"
        aria-label={t('tools.label')}
        spacing={1}
        sx={{
          position: 'fixed',
          right: { xs: 12, md: 16 },
          bottom: { xs: 4, md: 16 },
          zIndex: (theme) => theme.zIndex.speedDial,
          alignItems: 'flex-end',
        }}
      >
        <Stack
          id={columnId}
          spacing={1}
          sx={{
            alignItems: 'flex-end',
            // Folded on phones and tablets; the buttons stay mounted (their panels keep their state).
            display: { xs: unfolded ? 'flex' : 'none', md: 'flex' },
          }}
        >
          {devTools}
          {redPacket}
          {fastTransfer}
          <Hint title={t('help.title')} placement="left">
            <Fab
              size="small"
              component={RouterLink}
              to={helpPaths.guide()}
              aria-label={t('help.title')}
            >
              <HelpOutlineIcon />
            </Fab>
          </Hint>
          <Hint title={t('tools.about')} placement="left">
            <Fab
              size="small"
              component={RouterLink}
              to={contentPaths.aboutList()}
              aria-label={t('tools.about')}
            >
              <InfoOutlinedIcon />
            </Fab>
          </Hint>
          <ToolPanel
            label={t('tools.support')}
            icon={<HeadsetMicIcon />}
            anchor={support}
            onOpen={openSupport}
            onClose={() => setSupport(null)}
          >
            {!contact ? (
              <CircularProgress size={24} sx={{ m: 2 }} aria-label={t('common.loading')} />
            ) : null}
            {contact && groups.length === 0 ? (
              <Typography sx={{ p: 2 }}>{t('tools.support_not_found')}</Typography>
            ) : null}
            <List dense sx={{ minWidth: 240, maxWidth: 340 }}>
              {groups.map((group) => (
                <li key={group.key}>
                  <ul style={{ padding: 0 }}>
                    <ListSubheader>{t(`tools.groups.${group.key}`)}</ListSubheader>
                    {group.items.map(({ field, value }) => {
                      const href = hrefOf(field, value);
                      return (
                        <ListItem key={field}>
                          {t(`tools.fields.${field}`)}:&nbsp;
                          {href ? (
                            <Link
                              href={href}
                              target={href.startsWith('http') ? '_blank' : undefined}
                              rel="noopener noreferrer"
                            >
                              {field === 'live_chat_url'
                                ? t('tools.open_live_chat')
                                : value.replace(/^https?:\/\/(www\.)?/, '')}
                            </Link>
                          ) : (
                            value
                          )}
                        </ListItem>
                      );
                    })}
                  </ul>
                </li>
              ))}
            </List>
          </ToolPanel>
          <Zoom in={showTop} unmountOnExit>
            <Fab size="small" aria-label={t('tools.back_to_top')} onClick={() => scrollToTop()}>
              <KeyboardArrowUpIcon />
            </Fab>
          </Zoom>
        </Stack>
        <Fab
          aria-label={t('tools.label')}
          aria-expanded={unfolded}
          aria-controls={columnId}
          onClick={() => setUnfolded((now) => !now)}
          sx={{
            display: { xs: 'inline-flex', md: 'none' },
            width: FOLDED_BUTTON_PX,
            height: FOLDED_BUTTON_PX,
            minHeight: FOLDED_BUTTON_PX,
          }}
        >
          {unfolded ? <CloseIcon fontSize="small" /> : <MoreVertIcon fontSize="small" />}
        </Fab>
      </Stack>
    </>
  );
}
