import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { type ComponentProps, type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { encryptSecret } from '@/api/crypto';
import {
  createMemberTransfer,
  getListMemberTransfersQueryKey,
  useGetMemberTransferInfo,
  useListMemberTransfers,
} from '@/api/generated/endpoints/member-transfer/member-transfer';
import { getGetUserProfileQueryKey } from '@/api/generated/endpoints/profile/profile';
import type {
  MemberTransferDirection,
  MemberTransferInfo,
  MemberTransferRecord,
  MemberTransferStatus,
  UserProfileResponse,
} from '@/api/generated/model';
import { ApiError } from '@/api/http/api-error';
import { useUserInfo } from '@/features/auth';
import { formatAmount } from '@/shared/lib/money';
import { Amount } from '@/shared/ui/amount';
import { useFieldError } from '@/shared/ui/form-fields';
import { EmptyState, ErrorState } from '@/shared/ui/states';
import { toast } from '@/shared/ui/toast';
import { WalletBalance } from '../components/wallet-balance';
import {
  FEE_BY_RECEIVER,
  FEE_BY_SENDER,
  type MemberTransferFormInput,
  type MemberTransferFormValues,
  counterparty,
  memberTransferFormSchema,
  memberTransferRefusal,
  transferPreview,
} from '../model/member-transfer';
import { type IntentOutcome, runMoneyIntent } from '../model/money-intent';
import { useMoneyIntent } from '../model/use-money-intent';
import { useWalletBook, useWallets } from '../model/use-wallet';
import { mainWallet } from '../model/wallet-book';
import { MAIN_WALLET_ID, nextWholeAmount } from '../model/wallet-rules';

const BASE_PATH = '/member/management/memberTransfer';
const TRANSFER_PATH = `${BASE_PATH}/transfer`;
const LIST_PATH = `${BASE_PATH}/list`;
/** Where a member without credit transfers (member_transfer_show ≠ 1) is sent (spec §6). */
const FALLBACK_PATH = '/member/management/gameBalance';
/** Spec §9: page size 15. */
const PAGE_SIZE = 15;

/**
 * The member-transfer page (spec §2 memberTransfer): its heading, the Transfer and Transfer
 * list tabs, and the sub-view. Shown only when the user's member_transfer_show is 1 (spec §6).
 */
export function MemberTransferRoute() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const user = useUserInfo();
  const show = user.data?.data.member_transfer_show;
  if (user.data && show !== 1) return <Navigate to={FALLBACK_PATH} replace />;
  const tab = pathname.startsWith(LIST_PATH) ? LIST_PATH : TRANSFER_PATH;
  return (
    <Stack spacing={2.5}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('member_transfer.title')}
      </Typography>
      <Tabs value={tab} aria-label={t('member_transfer.tabs_label')} variant="fullWidth">
        <Tab
          value={TRANSFER_PATH}
          label={t('member_transfer.tab_transfer')}
          component={RouterLink}
          to={TRANSFER_PATH}
        />
        <Tab
          value={LIST_PATH}
          label={t('member_transfer.tab_list')}
          component={RouterLink}
          to={LIST_PATH}
        />
      </Tabs>
      {user.data ? (
        <Outlet />
      ) : user.isError ? (
        <ErrorState onRetry={() => void user.refetch()} />
      ) : (
        <Skeleton variant="rounded" height={320} aria-busy="true" />
      )}
    </Stack>
  );
}

/** The transfer sub-view: the rules, then the form (loading and error states first). */
export function MemberTransferFormRoute() {
  const info = useGetMemberTransferInfo(undefined, { request: { handlesErrors: true } });
  if (info.isError) return <ErrorState onRetry={() => void info.refetch()} />;
  if (!info.data)
    return (
      <Paper sx={{ p: { xs: 2, md: 3 } }} aria-busy="true">
        <Stack spacing={2}>
          <Skeleton width="60%" />
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} variant="rounded" height={56} />
          ))}
        </Stack>
      </Paper>
    );
  return <MemberTransferForm info={info.data.data} />;
}

/** One fact of the rules box: a label over a value. */
function Fact({
  label,
  wide = false,
  children,
}: {
  label: string;
  /** Spans the whole row on phones. */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Stack
      spacing={0.25}
      sx={{ minWidth: 0, gridColumn: wide ? { xs: '1 / -1', md: 'auto' } : undefined }}
    >
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {children}
      </Typography>
    </Stack>
  );
}

function MemberTransferForm({ info }: { info: MemberTransferInfo }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const context = useWalletBook();
  const main = mainWallet(useWallets());
  const intent = useMoneyIntent<MemberTransferRecord>();
  const [formError, setFormError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const feeBearerLabel = useId();
  const typed = useRef({ value: '', afterPoint: false });
  const mainBalance = main?.phase === 'ready' ? main.balance : null;
  const schema = useMemo(
    () =>
      memberTransferFormSchema({
        min: info.min,
        max: info.max,
        fee_percent: info.fee_percent,
        mainBalance,
      }),
    [info.min, info.max, info.fee_percent, mainBalance],
  );
  const { control, handleSubmit, setError, reset } = useForm<
    MemberTransferFormInput,
    unknown,
    MemberTransferFormValues
  >({
    resolver: zodResolver(schema),
    defaultValues: { username: '', amount: '', fee_bearer: info.fee_bearer, withdraw_password: '' },
    mode: 'onTouched',
  });
  const [amount, feeBearer] = useWatch({ control, name: ['amount', 'fee_bearer'] });
  const preview = transferPreview(amount, info.fee_percent, feeBearer);
  const money = (value: string) => formatAmount(value, { locale: i18n.language });
  const disabled = !info.enabled;
  const busy = intent.status !== 'idle';

  /** One intent: the password encrypted, then the request with its key (re-sent, never doubled). */
  async function send(
    values: MemberTransferFormValues,
    key: string,
  ): Promise<IntentOutcome<MemberTransferRecord>> {
    let secret: string;
    try {
      secret = await encryptSecret(values.withdraw_password);
    } catch (error) {
      // Nothing was sent, so nothing moved.
      return {
        kind: 'refused',
        error: error instanceof ApiError ? error : new ApiError('http', t('errors.load_failed')),
      };
    }
    const body = {
      username: values.username,
      amount: values.amount,
      fee_bearer: values.fee_bearer,
      withdraw_password: secret,
    };
    return runMoneyIntent({
      key,
      send: async (sendKey) =>
        (
          await createMemberTransfer(body, undefined, {
            handlesErrors: true,
            headers: { 'Idempotency-Key': sendKey },
          })
        ).data,
      onChecking: (value) => {
        setChecking(value);
        context?.book.setChecking([MAIN_WALLET_ID], value);
      },
    });
  }

  function settle(outcome: IntentOutcome<MemberTransferRecord> | null) {
    if (!outcome) return;
    if (outcome.kind === 'done') {
      const balance = outcome.data.balance_after;
      context?.book.confirm(MAIN_WALLET_ID, balance);
      // The header shows the user's money: keep it equal to the confirmed main balance.
      queryClient.setQueryData<UserProfileResponse>(getGetUserProfileQueryKey(), (current) =>
        current ? { ...current, data: { ...current.data, money: balance } } : current,
      );
      void queryClient.invalidateQueries({ queryKey: getListMemberTransfersQueryKey() });
      toast('success', t('member_transfer.form.success'));
      reset();
      void navigate(LIST_PATH);
    } else if (outcome.kind === 'refused') {
      setFormError(
        memberTransferRefusal(outcome.error, setError, t('member_transfer.form.disabled')),
      );
    }
  }

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    settle(await intent.start((key) => send(values, key)));
  });

  const checkAgain = async () => {
    setFormError(null);
    settle(await intent.checkAgain());
  };

  return (
    <Paper component="section" aria-labelledby="member-transfer-form" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="member-transfer-form" component="h2" variant="h6" sx={{ mb: 2 }}>
        {t('member_transfer.form.heading')}
      </Typography>
      <Box
        component="dl"
        aria-label={t('member_transfer.form.rules_label')}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, minmax(0, 1fr))' },
          m: 0,
          mb: 3,
          p: 2,
          borderRadius: 1,
          bgcolor: 'action.hover',
        }}
      >
        <Fact label={t('member_transfer.form.limit')}>
          {t('member_transfer.form.limit_range', { min: money(info.min), max: money(info.max) })}
        </Fact>
        <Fact label={t('member_transfer.form.fee_rate')}>
          {t('member_transfer.form.fee_rate_value', { percent: info.fee_percent })}
        </Fact>
        <Fact label={t('member_transfer.form.main_balance')} wide>
          {main ? (
            <Box component="span" sx={{ display: 'inline-flex' }}>
              <WalletBalance
                wallet={main}
                showConfirmedAt={false}
                onRetry={() => void context?.book.refresh([MAIN_WALLET_ID])}
              />
            </Box>
          ) : (
            <Skeleton width={120} />
          )}
        </Fact>
      </Box>

      <form onSubmit={(event) => void submit(event)} noValidate>
        {/* A readable line length for the fields on wide screens. */}
        <Stack spacing={2.5} sx={{ maxWidth: 720 }}>
          {disabled ? <Alert severity="info">{t('member_transfer.form.disabled')}</Alert> : null}
          {formError ? <Alert severity="error">{formError}</Alert> : null}
          {intent.status === 'unknown' ? (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" size="small" onClick={() => void checkAgain()}>
                  {t('member_transfer.form.check_again')}
                </Button>
              }
            >
              {t('member_transfer.form.unknown')}
            </Alert>
          ) : checking ? (
            <Alert severity="info" role="status">
              {t('member_transfer.form.checking')}
            </Alert>
          ) : null}

          <Controller
            control={control}
            name="username"
            render={({ field: { ref, ...field }, fieldState }) => (
              <FieldText
                {...field}
                inputRef={ref}
                raw={fieldState.error?.message}
                label={t('member_transfer.form.username')}
                helperText={t('member_transfer.form.username_hint')}
                autoComplete="off"
                disabled={disabled || busy}
                required
              />
            )}
          />
          <Controller
            control={control}
            name="amount"
            render={({ field: { ref, ...field }, fieldState }) => (
              <FieldText
                {...field}
                inputRef={ref}
                onChange={(event) => {
                  typed.current = nextWholeAmount(
                    { value: field.value, afterPoint: typed.current.afterPoint },
                    event.target.value,
                  );
                  field.onChange(typed.current.value);
                }}
                onBlur={() => {
                  typed.current = { value: field.value, afterPoint: false };
                  field.onBlur();
                }}
                raw={fieldState.error?.message}
                label={t('member_transfer.form.amount')}
                helperText={t('member_transfer.form.amount_hint', {
                  min: money(info.min),
                  max: money(info.max),
                })}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                autoComplete="off"
                disabled={disabled || busy}
                required
              />
            )}
          />
          <Controller
            control={control}
            name="fee_bearer"
            render={({ field, fieldState }) => (
              <FeeBearerField
                labelId={feeBearerLabel}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                raw={fieldState.error?.message}
                disabled={disabled || busy}
              />
            )}
          />
          <Controller
            control={control}
            name="withdraw_password"
            render={({ field: { ref, ...field }, fieldState }) => (
              <FieldText
                {...field}
                inputRef={ref}
                raw={fieldState.error?.message}
                label={t('member_transfer.form.withdraw_password')}
                type="password"
                autoComplete="off"
                disabled={disabled || busy}
                required
              />
            )}
          />

          <Box
            component="dl"
            aria-label={t('member_transfer.form.preview_label')}
            aria-live="polite"
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
              m: 0,
              p: 2,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
            }}
          >
            <Fact label={t('member_transfer.form.preview_fee')}>
              {preview ? money(preview.fee) : '—'}
            </Fact>
            <Fact label={t('member_transfer.form.preview_you_pay')}>
              {preview ? money(preview.senderPays) : '—'}
            </Fact>
            <Fact label={t('member_transfer.form.preview_receiver_gets')}>
              {preview ? money(preview.receiverGets) : '—'}
            </Fact>
          </Box>

          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={intent.status === 'sending'}
            disabled={disabled || busy}
            sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' }, minWidth: 160 }}
          >
            {t('member_transfer.form.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

/** A text field whose error is an encoded i18n key or a server message. */
function FieldText({
  raw,
  helperText,
  ...props
}: Omit<ComponentProps<typeof TextField>, 'error' | 'ref'> & { raw: string | undefined }) {
  const error = useFieldError(raw);
  return <TextField {...props} error={Boolean(error)} helperText={error ?? helperText} fullWidth />;
}

/** Spec §3: who pays the fee, 1 self or 2 the other party. */
function FeeBearerField({
  labelId,
  value,
  onChange,
  onBlur,
  raw,
  disabled,
}: {
  labelId: string;
  value: number;
  onChange: (value: number) => void;
  onBlur: () => void;
  raw: string | undefined;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const error = useFieldError(raw);
  const errorId = `${labelId}-error`;
  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={disabled}>
      <FormLabel component="legend" id={labelId}>
        {t('member_transfer.form.fee_bearer')}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        value={String(value)}
        onChange={(event) => onChange(Number(event.target.value))}
        onBlur={onBlur}
      >
        <FormControlLabel
          value={String(FEE_BY_SENDER)}
          control={<Radio />}
          label={t('member_transfer.form.fee_by_sender')}
        />
        <FormControlLabel
          value={String(FEE_BY_RECEIVER)}
          control={<Radio />}
          label={t('member_transfer.form.fee_by_receiver')}
        />
      </RadioGroup>
      {error ? <FormHelperText id={errorId}>{error}</FormHelperText> : null}
    </FormControl>
  );
}

const STATUS: Record<
  MemberTransferStatus,
  { key: string; color: 'warning' | 'success' | 'error' }
> = {
  1: { key: 'member_transfer.status.pending', color: 'warning' },
  2: { key: 'member_transfer.status.success', color: 'success' },
  3: { key: 'member_transfer.status.failed', color: 'error' },
};

type DirectionFilter = MemberTransferDirection | 'all';

/** The transfer list sub-view: sent and received transfers, newest first, 15 a page. */
export function MemberTransferListRoute() {
  const { t } = useTranslation();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const [page, setPage] = useState(1);
  const [direction, setDirection] = useState<DirectionFilter>('all');
  const query = useListMemberTransfers(
    { page, page_size: PAGE_SIZE, ...(direction === 'all' ? {} : { direction }) },
    {
      query: { placeholderData: (previous) => previous },
      request: { handlesErrors: true },
    },
  );
  const list = query.data?.data.list;
  const meta = query.data?.data.meta;
  return (
    <Paper component="section" aria-labelledby="member-transfer-list" sx={{ p: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography id="member-transfer-list" component="h2" variant="h6">
          {t('member_transfer.list.heading')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={direction}
          aria-label={t('member_transfer.list.filter_label')}
          onChange={(_event, value: DirectionFilter | null) => {
            if (!value) return;
            setDirection(value);
            setPage(1);
          }}
        >
          <ToggleButton value="all">{t('member_transfer.list.filter_all')}</ToggleButton>
          <ToggleButton value="sent">{t('member_transfer.list.sent')}</ToggleButton>
          <ToggleButton value="received">{t('member_transfer.list.received')}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {query.isError && !list ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : !list ? (
        <Stack spacing={1} aria-busy="true">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={44} />
          ))}
        </Stack>
      ) : list.length === 0 ? (
        <EmptyState
          title={t('member_transfer.list.empty')}
          body={t('member_transfer.list.empty_body')}
        />
      ) : (
        <Box aria-busy={query.isFetching}>
          {narrow ? <TransferCards list={list} /> : <TransferTable list={list} />}
          {meta && meta.total > meta.page_size ? (
            <Pagination
              sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
              page={page}
              count={Math.ceil(meta.total / meta.page_size)}
              onChange={(_event, value) => setPage(value)}
              siblingCount={narrow ? 0 : 1}
            />
          ) : null}
        </Box>
      )}
    </Paper>
  );
}

const formatTime = (seconds: number) => dayjs(seconds * 1000).format('YYYY-MM-DD HH:mm:ss');

function DirectionChip({ direction }: { direction: MemberTransferDirection }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={direction === 'sent' ? 'primary' : 'secondary'}
      label={
        direction === 'sent' ? t('member_transfer.list.sent') : t('member_transfer.list.received')
      }
    />
  );
}

function StatusChip({ record }: { record: MemberTransferRecord }) {
  const { t } = useTranslation();
  const status = STATUS[record.status];
  return <Chip size="small" color={status.color} label={t(status.key)} />;
}

function FeeNote({ record }: { record: MemberTransferRecord }) {
  const { t } = useTranslation();
  return (
    <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
      {record.fee_bearer === FEE_BY_SENDER
        ? t('member_transfer.list.fee_by_sender')
        : t('member_transfer.list.fee_by_receiver')}
    </Typography>
  );
}

function TransferTable({ list }: { list: readonly MemberTransferRecord[] }) {
  const { t } = useTranslation();
  return (
    <TableContainer>
      <Table size="small" aria-labelledby="member-transfer-list" sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('member_transfer.list.time')}</TableCell>
            <TableCell>{t('member_transfer.list.direction')}</TableCell>
            <TableCell>{t('member_transfer.list.counterparty')}</TableCell>
            <TableCell align="right">{t('member_transfer.list.amount')}</TableCell>
            <TableCell align="right">{t('member_transfer.list.fee')}</TableCell>
            <TableCell align="right">{t('member_transfer.list.actual_amount')}</TableCell>
            <TableCell>{t('member_transfer.list.status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {list.map((record) => (
            <TableRow key={record.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatTime(record.created_at)}
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {record.order_no}
                </Typography>
              </TableCell>
              <TableCell>
                <DirectionChip direction={record.direction} />
              </TableCell>
              <TableCell>{counterparty(record)}</TableCell>
              <TableCell align="right">
                <Amount value={record.amount} type="wallet" />
              </TableCell>
              <TableCell align="right">
                <Amount value={record.fee} type="wallet" />
                <FeeNote record={record} />
              </TableCell>
              <TableCell align="right">
                <Amount value={record.actual_amount} type="wallet" />
              </TableCell>
              <TableCell>
                <StatusChip record={record} />
                {record.remark ? (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {record.remark}
                  </Typography>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** At phone width each transfer is a card: who, what and when, without sideways scrolling. */
function TransferCards({ list }: { list: readonly MemberTransferRecord[] }) {
  const { t } = useTranslation();
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {list.map((record) => (
        <Box
          component="li"
          key={record.id}
          aria-label={t(
            record.direction === 'sent' ? 'member_transfer.list.to' : 'member_transfer.list.from',
            { name: counterparty(record) },
          )}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
        >
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
              <DirectionChip direction={record.direction} />
              <Typography sx={{ fontWeight: 600 }} noWrap>
                {counterparty(record)}
              </Typography>
            </Stack>
            <StatusChip record={record} />
          </Stack>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1, m: 0 }}
          >
            <Fact label={t('member_transfer.list.amount')}>
              <Amount value={record.amount} type="wallet" />
            </Fact>
            <Fact label={t('member_transfer.list.fee')}>
              <Amount value={record.fee} type="wallet" />
            </Fact>
            <Fact label={t('member_transfer.list.actual_amount')}>
              <Amount value={record.actual_amount} type="wallet" />
            </Fact>
          </Box>
          <FeeNote record={record} />
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
            {formatTime(record.created_at)} · {record.order_no}
          </Typography>
          {record.remark ? (
            <Typography variant="caption" color="text.secondary" component="p">
              {record.remark}
            </Typography>
          ) : null}
        </Box>
      ))}
    </Stack>
  );
}
