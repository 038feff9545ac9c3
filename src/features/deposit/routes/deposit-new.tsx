import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSearchParams } from '@/shared/lib/use-search-params';
import { DisplayPage, PaymentType } from '@/api/generated/model';
import { BannerCarousel, contentWidgets } from '@/features/content';
import { protectionPaths, protectionWidgets } from '@/features/protection';
import { toast } from '@/shared/ui/toast';
import { QueryStates } from '@/shared/ui/query-states';
import { useDepositMethods } from '../api/deposit';
import { type DepositMade, DepositForm } from '../components/deposit-form';
import { MethodPicker } from '../components/method-picker';
import { sendPaymentWindow } from '../components/payment-window';
import { safePayUrl } from '../model/deposit';

/** The dialog when the browser blocked the payment window: loaded only then. */
const PopupBlockedDialog = lazy(async () => ({
  default: (await import('../components/popup-blocked-dialog')).PopupBlockedDialog,
}));

/** The deposit page's notices, loaded beside the methods (nothing shows until they arrive). */
const PageNotices = lazy(async () => ({
  default: (await contentWidgets.pageNotices()).PageNotices,
}));

/** The deposit just made, with where to pay: a part of its own (issue 6 budget). */
const DepositMadeView = lazy(async () => ({
  default: (await import('../components/deposit-made')).DepositMadeView,
}));

/**
 * Before the first deposit, the offer of a deposit limit (every tool under `mga`) comes first:
 * it holds the methods until set or declined.
 */
const DepositOffer = lazy(async () => ({
  default: (await protectionWidgets.depositOffer()).DepositOffer,
}));

/** The query parameter of the chosen method, so a method can be linked to and survives a reload. */
const METHOD_PARAM = 'method';

const skeleton = (
  <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' } }}>
    <Paper sx={{ p: 2 }}>
      <Stack spacing={1}>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} variant="rounded" height={64} />
        ))}
      </Stack>
    </Paper>
    <Paper sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Skeleton width="50%" />
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} variant="rounded" height={56} />
        ))}
      </Stack>
    </Paper>
  </Box>
);

/**
 * The deposit tab (issue 13): the deposit page's notices and banners, the methods by payment
 * type, the form of the chosen one; once a deposit is made, what to pay and where, and for a
 * gateway its payment page in the window opened at the press (or, when blocked, a dialog
 * with the link).
 */
export function DepositNewRoute() {
  const { t } = useTranslation();
  const methods = useDepositMethods();
  const [params, setParams] = useSearchParams();
  const [made, setMade] = useState<DepositMade | null>(null);
  const [blocked, setBlocked] = useState<string | null>(null);
  // The choice shows at once; the URL follows it (without a history entry) for links and
  // reloads, and a new URL (a link, back or forward) chooses its method in turn.
  const urlId = Number(params.get(METHOD_PARAM));
  const [chosenId, setChosenId] = useState(urlId);
  const [seenUrlId, setSeenUrlId] = useState(urlId);
  if (urlId !== seenUrlId) {
    setSeenUrlId(urlId);
    setChosenId(urlId);
    // A link to another method is a new deposit.
    if (urlId !== (made?.method.id ?? urlId)) setMade(null);
  }
  const payUrl = made ? safePayUrl(made.result.pay_url, window.location.origin) : null;

  function onMade(deposit: DepositMade) {
    toast('success', t('deposit.form.success'));
    setMade(deposit);
    if (deposit.method.payment_type !== PaymentType.GATEWAY) return;
    const url = safePayUrl(deposit.result.pay_url, window.location.origin);
    if (url && !sendPaymentWindow(deposit.paymentWindow, url)) setBlocked(url);
  }

  return (
    <Stack spacing={2.5}>
      <Suspense fallback={null}>
        <PageNotices page={DisplayPage.DEPOSIT} />
      </Suspense>
      <Link
        component={RouterLink}
        to={protectionPaths.responsibleGaming()}
        variant="body2"
        sx={{ alignSelf: 'flex-end' }}
      >
        {t('deposit.protection.link')}
      </Link>
      {made ? (
        <Suspense fallback={<Skeleton variant="rounded" height={420} aria-busy="true" />}>
          <DepositMadeView made={made} payUrl={payUrl} onAnother={() => setMade(null)} />
        </Suspense>
      ) : (
        <Suspense fallback={skeleton}>
          <DepositOffer loading={skeleton}>
            {(limitRefusal) => (
              <QueryStates
                query={methods}
                skeleton={skeleton}
                isEmpty={(loaded) => loaded.data.list.length === 0}
                empty={{ title: t('deposit.methods.empty'), body: t('deposit.methods.empty_body') }}
              >
                {(loaded) => {
                  const list = loaded.data.list;
                  const chosen = list.find((method) => method.id === chosenId) ?? list[0];
                  return (
                    <Box
                      sx={{
                        display: 'grid',
                        gap: 2.5,
                        gridTemplateColumns: {
                          xs: 'minmax(0, 1fr)',
                          md: 'minmax(0, 5fr) minmax(0, 7fr)',
                        },
                        alignItems: 'start',
                      }}
                    >
                      <Stack spacing={2.5} sx={{ minWidth: 0 }}>
                        <Paper component="section" aria-labelledby="deposit-methods" sx={{ p: 2 }}>
                          <Typography
                            id="deposit-methods"
                            component="h2"
                            variant="h6"
                            sx={{ mb: 2 }}
                          >
                            {t('deposit.methods.heading')}
                          </Typography>
                          <MethodPicker
                            methods={list}
                            selected={chosen?.id ?? null}
                            onSelect={(id) => {
                              setChosenId(id);
                              setParams(
                                (previous) => {
                                  const next = new URLSearchParams(previous);
                                  next.set(METHOD_PARAM, String(id));
                                  return next;
                                },
                                { replace: true },
                              );
                            }}
                          />
                        </Paper>
                        {/* The deposit page's banners, beside the form rather than above it. */}
                        <BannerCarousel position={DisplayPage.DEPOSIT} />
                      </Stack>
                      <Paper sx={{ p: { xs: 2, md: 3 } }}>
                        {chosen ? (
                          <DepositForm
                            key={chosen.id}
                            method={chosen}
                            onMade={onMade}
                            limitRefusal={limitRefusal}
                          />
                        ) : null}
                      </Paper>
                    </Box>
                  );
                }}
              </QueryStates>
            )}
          </DepositOffer>
        </Suspense>
      )}
      {blocked !== null ? (
        <Suspense fallback={null}>
          <PopupBlockedDialog
            payUrl={blocked}
            gateway={made?.method.gateway?.name ?? made?.method.name ?? ''}
            onClose={() => setBlocked(null)}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
