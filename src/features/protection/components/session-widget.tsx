import TimerOutlined from '@mui/icons-material/TimerOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ProtectionSession } from '@/api/generated/model';
import { signOut } from '@/features/auth';
import { recordPaths } from '@/features/records';
import { sitePaths } from '@/shared/lib/paths';
import { Fact } from '@/shared/ui/fact';
import { getGetProtectionSessionQueryKey } from '@/api/generated/endpoints/protection/protection';
import { useAcknowledgeRealityCheck, useProtectionSession } from '../api/protection';
import { formatElapsed, isLoss, realityCheckDue, serverClockOffset } from '../model/session-clock';
import { useProtectionFormat } from './use-protection-format';

/** The device's time in Unix seconds, ticking every second. */
function useNowSeconds(): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Math.floor(Date.now() / 1000)), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * The session as the server counts it, and the server's time now (ticking every second): the
 * device's clock moved by the difference the last answer's `server_time` showed.
 */
function useServerSession(): { data: ProtectionSession | undefined; now: number } {
  const session = useProtectionSession(true);
  const deviceNow = useNowSeconds();
  const data = session.data?.data;
  const offset = data ? serverClockOffset(data.server_time, session.dataUpdatedAt) : 0;
  return { data, now: deviceNow + offset };
}

/**
 * The signed-in member's session in the header: the time since sign-in and the net position,
 * and the reality check over any page once its due time (counted by the server, so it survives
 * a reload) has passed. Loaded only for a signed-in member, never with home. The header shows
 * the clock in one place per width; only one of its instances (`realityCheck`) asks, and ends
 * the session at its limit.
 */
export function SessionWidget({ realityCheck = true }: { realityCheck?: boolean }) {
  const { t } = useTranslation();
  const format = useProtectionFormat();
  const { data, now } = useServerSession();
  const queryClient = useQueryClient();
  const limitReached = typeof data?.ends_at === 'number' && now >= data.ends_at;
  // The session limit ends the session on the server: ask at that moment, and the 401 that
  // answers signs the member out with the reason.
  useEffect(() => {
    if (limitReached && realityCheck)
      void queryClient.invalidateQueries({ queryKey: getGetProtectionSessionQueryKey() });
  }, [limitReached, queryClient, realityCheck]);
  if (!data) return null;
  const elapsed = formatElapsed(now - data.started_at);
  const net = format.money(data.net);
  return (
    <>
      <Box
        role="status"
        aria-label={t('protection.clock.label', { elapsed, net })}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          px: 1,
          py: 0.25,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          fontVariantNumeric: 'tabular-nums',
          whiteSpace: 'nowrap',
          fontSize: { xs: 12, sm: 14 },
        }}
      >
        <TimerOutlined fontSize="small" aria-hidden />
        <span aria-hidden>{elapsed}</span>
        <Box
          component="span"
          aria-hidden
          sx={{ color: isLoss(data.net) ? 'error.light' : 'inherit', fontWeight: 600 }}
        >
          {net}
        </Box>
      </Box>
      {realityCheck && realityCheckDue(data.reality_check_due_at, now) ? (
        <RealityCheckDialog session={data} now={now} />
      ) : null}
    </>
  );
}

/** The session on the game page: time since sign-in, wagered, won and net. */
export function SessionBar() {
  const { t } = useTranslation();
  const { data, now } = useServerSession();
  if (!data) return null;
  return (
    <Paper component="section" aria-labelledby="session-bar" sx={{ p: 2 }}>
      <Typography id="session-bar" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('protection.clock.heading')}
      </Typography>
      <SessionFacts session={data} now={now} />
    </Paper>
  );
}

function SessionFacts({ session, now }: { session: ProtectionSession; now: number }) {
  const { t } = useTranslation();
  const format = useProtectionFormat();
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, minmax(0, 1fr))' },
        m: 0,
        mt: 1,
      }}
    >
      <Fact label={t('protection.clock.elapsed')}>{formatElapsed(now - session.started_at)}</Fact>
      <Fact label={t('protection.clock.wagered')}>{format.money(session.wagered)}</Fact>
      <Fact label={t('protection.clock.won')}>{format.money(session.won)}</Fact>
      <Fact label={t('protection.clock.net')}>{format.money(session.net)}</Fact>
    </Box>
  );
}

/**
 * The reality check: a modal dialog that needs a choice (no Escape, no click outside), focus
 * on Continue. Continue and 'See my history' acknowledge it (the next one is due one interval
 * later); 'Sign out' ends the session.
 */
export function RealityCheckDialog({ session, now }: { session: ProtectionSession; now: number }) {
  const { t } = useTranslation();
  const acknowledge = useAcknowledgeRealityCheck();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'continue' | 'history' | 'sign-out' | null>(null);
  const continueButton = useRef<HTMLButtonElement>(null);
  // Continue has the focus once the dialog is open (after the dialog's own focus trap).
  useEffect(() => {
    const frame = requestAnimationFrame(() => continueButton.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  async function act(choice: 'continue' | 'history' | 'sign-out') {
    setBusy(choice);
    try {
      if (choice === 'sign-out') {
        await signOut(queryClient, () => void navigate(sitePaths.home()));
        return;
      }
      await acknowledge();
      if (choice === 'history') void navigate(recordPaths.bet());
    } catch {
      // The HTTP layer has said why (a lost answer, the session ended); the dialog stays.
    } finally {
      setBusy(null);
    }
  }

  return (
    <Dialog
      open
      aria-labelledby="reality-check-title"
      aria-describedby="reality-check-body"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="reality-check-title">{t('protection.reality_check.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="reality-check-body">
          {t('protection.reality_check.body', {
            elapsed: formatElapsed(now - session.started_at),
          })}
        </DialogContentText>
        <SessionFacts session={session} now={now} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button
          onClick={() => void act('sign-out')}
          loading={busy === 'sign-out'}
          disabled={busy !== null}
          color="inherit"
        >
          {t('protection.reality_check.sign_out')}
        </Button>
        <Button
          onClick={() => void act('history')}
          loading={busy === 'history'}
          disabled={busy !== null}
        >
          {t('protection.reality_check.history')}
        </Button>
        <Button
          onClick={() => void act('continue')}
          loading={busy === 'continue'}
          disabled={busy !== null}
          variant="contained"
          ref={continueButton}
        >
          {t('protection.reality_check.continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
