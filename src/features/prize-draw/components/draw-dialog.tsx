import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromotionDrawResult, PromotionPrizeSet } from '@/api/generated/model';
import { refreshUserInfo } from '@/features/auth';
import { IntentAlerts } from '@/shared/ui/intent-alerts';
import { formatAmount } from '@/shared/lib/money';
import { QueryStates } from '@/shared/ui/query-states';
import { useDrawPrize } from '../api/draw';
import { usePrizeSet } from '../api/prize-set';
import { probabilitySum, totalProbabilityEqualsStated } from '../model/prize-set';
import { drawRefusal } from '../model/refusal';
import { rotationToPrize, SPIN_TURNS, wheelSlices } from '../model/wheel';
import { type PacketState, RedPacketArt } from './red-packet-art';
import { RouletteWheel } from './roulette-wheel';

/** The two kinds of draw (spec §3 promotion types 4 Red Packet and 5 Roulette). */
export type DrawKind = 4 | 5;

/** Where a press is: idle, waiting for the server, showing the prize, or shown. */
type Phase = 'idle' | 'drawing' | 'showing' | 'shown';

/**
 * The red packet or roulette dialog of a promotion: its prize set (checked against the stated
 * total, spec §5), the draws left, the draw button, and the prize the server drew, shown by
 * the packet opening or the wheel stopping, then announced.
 */
export function DrawDialog({
  promotionId,
  kind,
  title,
  open,
  onClose,
}: {
  promotionId: number;
  kind: DrawKind;
  title: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  // Closed while the prize was still being shown: the balance is asked for all the same.
  const close = () => {
    void refreshUserInfo(queryClient);
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DrawPanel promotionId={promotionId} kind={kind} />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('prize_draw.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function DrawPanel({ promotionId, kind }: { promotionId: number; kind: DrawKind }) {
  const { t } = useTranslation();
  const prizeSet = usePrizeSet(promotionId);
  if (prizeSet.isError && prizeSet.data === undefined) {
    const refusal = drawRefusal(prizeSet.error.status, prizeSet.error.code);
    if (refusal === 'not_found')
      return <Alert severity="warning">{t('prize_draw.refusal.not_found')}</Alert>;
  }
  return (
    <QueryStates
      query={prizeSet}
      skeleton={
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <Skeleton
            variant="circular"
            width={kind === 5 ? 280 : 180}
            height={kind === 5 ? 280 : 240}
          />
          <Skeleton variant="rounded" width="100%" height={40} />
        </Stack>
      }
    >
      {(answer) => <PrizeSetPanel set={answer.data} kind={kind} />}
    </QueryStates>
  );
}

function PrizeSetPanel({ set, kind }: { set: PromotionPrizeSet; kind: DrawKind }) {
  const { t, i18n } = useTranslation();
  const prizesId = useId();
  const amount = (value: string) => formatAmount(value, { locale: i18n.language });
  if (!totalProbabilityEqualsStated(set.prizes, set.total_probability))
    return (
      <Alert severity="error">
        {t('prize_draw.set_invalid', {
          total: set.total_probability,
          sum: probabilitySum(set.prizes).toString(),
        })}
      </Alert>
    );
  return (
    <Stack spacing={2}>
      <DrawStage set={set} kind={kind} />
      <Box component="section" aria-labelledby={prizesId}>
        <Typography id={prizesId} component="h3" variant="subtitle2" sx={{ mb: 1 }}>
          {t('prize_draw.prizes')}
        </Typography>
        <Stack
          component="ul"
          direction="row"
          sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
        >
          {set.prizes.map((prize) => (
            <li key={prize.id}>
              <Chip
                size="small"
                variant="outlined"
                label={t('prize_draw.prize_line', {
                  name: prize.name,
                  amount: amount(prize.amount),
                  probability: prize.probability,
                })}
              />
            </li>
          ))}
        </Stack>
        <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 1 }}>
          {t('prize_draw.total', { total: set.total_probability })}
        </Typography>
      </Box>
    </Stack>
  );
}

function DrawStage({ set, kind }: { set: PromotionPrizeSet; kind: DrawKind }) {
  const { t, i18n } = useTranslation();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const { status, checking, draw, checkAgain, reveal, refresh } = useDrawPrize(set.promotion_id);
  const [phase, setPhase] = useState<Phase>('idle');
  const [result, setResult] = useState<PromotionDrawResult | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [rotation, setRotation] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const amount = (value: string) => formatAmount(value, { locale: i18n.language });

  const slices = wheelSlices(set.prizes, set.total_probability);
  const drawsLeft = set.draws_left;
  const busy = phase === 'drawing' || phase === 'showing' || status === 'sending';

  /** The server's answer is in: turn the wheel (or open the packet) to it. */
  function show(drawn: PromotionDrawResult) {
    setResult(drawn);
    setPhase('showing');
    if (kind === 5) {
      const index = slices.findIndex((slice) =>
        drawn.prize
          ? slice.kind === 'prize' && slice.prize.id === drawn.prize.id
          : slice.kind === 'miss',
      );
      if (index < 0) {
        shown(drawn);
        return;
      }
      setRotation((current) =>
        rotationToPrize(index, slices.length, current, reducedMotion ? 0 : SPIN_TURNS),
      );
    }
    // Without motion the wheel is there at once and the packet open: the prize is shown.
    if (reducedMotion) shown(drawn);
  }

  /** The animation has shown the prize: say it, and let the balance and draws left follow. */
  function shown(drawn: PromotionDrawResult | null = result) {
    if (!drawn) return;
    setPhase('shown');
    void reveal(drawn);
    // The button was disabled while drawing, which takes the keyboard's focus away: give it back.
    requestAnimationFrame(() => button.current?.focus());
  }

  async function settle(run: () => Promise<Awaited<ReturnType<typeof draw>>>) {
    setRefusal(null);
    setPhase('drawing');
    const outcome = await run();
    if (!outcome) return;
    if (outcome.kind === 'done') {
      show(outcome.data);
      return;
    }
    setPhase(result ? 'shown' : 'idle');
    if (outcome.kind === 'refused') {
      const { status: httpStatus, code, message } = outcome.error;
      const known = drawRefusal(httpStatus, code);
      setRefusal(known ? t(`prize_draw.refusal.${known}`) : message || t('errors.load_failed'));
      // No draws left or the promotion ended: the draws left shown follow the server.
      void refresh();
    }
  }

  const onDraw = () => {
    if (busy) return;
    setResult(null);
    void settle(draw);
  };

  const packetState: PacketState =
    phase === 'drawing'
      ? 'drawing'
      : phase === 'showing'
        ? 'opening'
        : phase === 'shown'
          ? 'open'
          : 'closed';
  const prizeText = result
    ? result.won && result.prize
      ? t('prize_draw.result.won', {
          prize: result.prize.name,
          amount: amount(result.prize.amount),
        })
      : t('prize_draw.result.none')
    : '';

  return (
    <Stack spacing={2} sx={{ alignItems: 'stretch' }}>
      {kind === 5 ? (
        <RouletteWheel
          slices={slices.map((slice, index) =>
            slice.kind === 'prize'
              ? { key: `p${slice.prize.id}`, label: amount(slice.prize.amount), miss: false }
              : { key: `miss${index}`, label: t('prize_draw.no_prize_slice'), miss: true },
          )}
          rotation={rotation}
          reducedMotion={reducedMotion}
          onStopped={() => {
            if (phase === 'showing') shown();
          }}
        />
      ) : (
        <RedPacketArt state={packetState} reducedMotion={reducedMotion} onOpened={() => shown()}>
          {result ? (
            <span>
              {result.won && result.prize ? (
                <>
                  <Box component="span" sx={{ display: 'block', fontSize: 14 }}>
                    {result.prize.name}
                  </Box>
                  <Box component="span" sx={{ display: 'block', fontSize: 26 }}>
                    {amount(result.prize.amount)}
                  </Box>
                </>
              ) : (
                t('prize_draw.no_prize_slice')
              )}
            </span>
          ) : null}
        </RedPacketArt>
      )}
      {/* Always there, so screen readers announce the prize when it is written in. */}
      <Typography
        role="status"
        aria-live="polite"
        aria-atomic="true"
        component="p"
        variant="h6"
        sx={{ textAlign: 'center', minHeight: '2em', fontWeight: 700 }}
      >
        {phase === 'shown' ? prizeText : ''}
      </Typography>
      {phase === 'shown' && result?.won ? (
        <Typography color="textSecondary" sx={{ textAlign: 'center' }}>
          {t('prize_draw.result.credited')}
        </Typography>
      ) : null}
      {refusal ? <Alert severity="warning">{refusal}</Alert> : null}
      <IntentAlerts
        status={status}
        checking={checking}
        onCheckAgain={() => void settle(checkAgain)}
        texts={{
          checking: t('prize_draw.checking'),
          unknown: t('prize_draw.unknown'),
          checkAgain: t('prize_draw.check_again'),
        }}
      />
      <Typography sx={{ textAlign: 'center' }} color="textSecondary">
        {drawsLeft > 0
          ? t('prize_draw.draws_left', { count: drawsLeft })
          : t('prize_draw.no_draws_left')}
      </Typography>
      <Button
        ref={button}
        variant="contained"
        size="large"
        onClick={onDraw}
        disabled={busy || drawsLeft <= 0 || status === 'unknown'}
      >
        {busy
          ? t(`prize_draw.busy.${kind}`)
          : phase === 'shown'
            ? t(`prize_draw.again.${kind}`)
            : t(`prize_draw.action.${kind}`)}
      </Button>
    </Stack>
  );
}
