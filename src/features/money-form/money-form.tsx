import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BaseSyntheticEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues, Path } from 'react-hook-form';
import { ForgotWithdrawPasswordLink } from '@/features/safety';
import { formatAmount } from '@/shared/lib/money';
import { Fact } from '@/shared/ui/fact';
import { FormAlert } from '@/shared/ui/form-alert';
import { FormNumberField } from '@/shared/ui/form-number-field';
import { FormPasswordField } from '@/shared/ui/password-field';
import { QueryStates, type QueryStatesProps } from '@/shared/ui/query-states';
import { IntentAlerts } from '@/shared/ui/intent-alerts';
import type { MoneyFormFields, MoneyFormState } from './use-money-form';

/**
 * The money-form block (issue 30): the parts every form that moves money is made of (the
 * member transfer, the agent's credit transfer, the withdrawal, the deposit, a promotion's
 * application), so that they look and behave alike. The logic is useMoneyForm.
 */

/** A money form's own panel: a titled section (its heading is the section's name). */
function Panel({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 2 }}>
        {heading}
      </Typography>
      {children}
    </Paper>
  );
}

/** The panel's place while the form's terms load: the heading's line and four fields. */
function FormSkeleton() {
  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2}>
        <Skeleton width="60%" />
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} variant="rounded" height={56} />
        ))}
      </Stack>
    </Paper>
  );
}

/** The form's terms (limits, fee): its panel's skeleton while they load, a retry if they fail. */
function Terms<T>({ query, children }: Pick<QueryStatesProps<T>, 'query' | 'children'>) {
  return (
    <QueryStates query={query} skeleton={<FormSkeleton />}>
      {children}
    </QueryStates>
  );
}

/**
 * The form element: validated by the block (noValidate), a press (a click or Enter) runs
 * `onPress` first when given (a payment window must open at the press itself).
 */
function Element({
  onSubmit,
  onPress,
  children,
}: {
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  onPress?: () => void;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={(event) => {
        onPress?.();
        void onSubmit(event);
      }}
      noValidate
    >
      {children}
    </form>
  );
}

/**
 * What the form says above its fields: the refusal the server gave (when not on a field), then
 * 'checking' while a lost answer is asked about, or 'unknown' with 'check again', in the form's
 * own words (its `checking`, `unknown` and `check_again`: what is being moved).
 */
function Alerts({ form }: { form: MoneyFormState }) {
  const { t } = useTranslation();
  return (
    <>
      <FormAlert message={form.formError} />
      <IntentAlerts
        status={form.intent.status}
        checking={form.intent.checking}
        onCheckAgain={form.intent.checkAgain}
        texts={{
          checking: t(`${form.texts}.checking`),
          unknown: t(`${form.texts}.unknown`),
          checkAgain: t(`${form.texts}.check_again`),
        }}
      />
    </>
  );
}

/**
 * The form's `amount` field, with its range under it in the member's money format (the form's
 * `amount_hint`) and what else limits it (`note`, above the range); it waits while the intent
 * is open, and when `disabled`.
 */
function Amount<T extends FieldValues & { amount: string }, TOut>({
  form,
  min,
  max,
  note,
  mode = 'float',
  disabled = false,
}: {
  form: MoneyFormFields<T, TOut>;
  min: string;
  max: string;
  note?: ReactNode;
  /** Whole units ('integer') or up to 2 decimals ('float'). */
  mode?: 'integer' | 'float';
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const money = (value: string) => formatAmount(value, { locale: i18n.language });
  const range = t(`${form.texts}.amount_hint`, { min: money(min), max: money(max) });
  return (
    <FormNumberField
      control={form.control}
      // Every money form's amount is its `amount` (T says so); TypeScript cannot see that
      // 'amount' is a path of a T it does not know yet.
      name={'amount' as Path<T>}
      mode={mode}
      label={t(`${form.texts}.amount`)}
      helperText={
        note ? (
          <>
            {note}
            <br />
            {range}
          </>
        ) : (
          range
        )
      }
      disabled={disabled || form.busy}
      required
    />
  );
}

/** The withdrawal password (sent encrypted: sendWithSecret), with the way to reset it. */
function WithdrawPassword<T extends FieldValues & { withdraw_password: string }, TOut>({
  form,
  disabled = false,
}: {
  form: MoneyFormFields<T, TOut>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormPasswordField
        control={form.control}
        // As the amount: every money form that asks for it calls it `withdraw_password`.
        name={'withdraw_password' as Path<T>}
        label={t(`${form.texts}.withdraw_password`)}
        autoComplete="off"
        disabled={disabled || form.busy}
        required
      />
      <ForgotWithdrawPasswordLink />
    </>
  );
}

/** A line of the preview: an amount (a dash until the amount typed gives one) or a text. */
export type PreviewLine = { label: string } & (
  { amount: string | null | undefined } | { text: ReactNode }
);

/**
 * What the press will do, before it is pressed: the fee, what is paid and what arrives (or the
 * bonus and its wagering), told again to screen readers as it changes.
 */
function Preview({ label, lines }: { label: string; lines: PreviewLine[] }) {
  const { i18n } = useTranslation();
  const count = lines.length;
  return (
    <Box
      component="dl"
      aria-label={label}
      aria-live="polite"
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: `repeat(${count > 3 ? 2 : count}, minmax(0, 1fr))`,
          sm: `repeat(${count}, minmax(0, 1fr))`,
        },
        m: 0,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      {lines.map((line) => (
        <Fact key={line.label} label={line.label}>
          {'text' in line
            ? line.text
            : line.amount
              ? formatAmount(line.amount, { locale: i18n.language })
              : '–'}
        </Fact>
      ))}
    </Box>
  );
}

/** The press: busy while the intent is sent, and waiting while its outcome is open. */
function Submit({
  form,
  disabled = false,
  inDialog = false,
  children,
}: {
  form: MoneyFormState;
  disabled?: boolean;
  /** Among a dialog's actions: the size of the buttons beside it. */
  inDialog?: boolean;
  /** The press's words when not the form's `submit` (a gateway's name). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Button
      type="submit"
      variant="contained"
      size={inDialog ? 'medium' : 'large'}
      loading={form.intent.status === 'sending'}
      disabled={disabled || form.busy}
      sx={inDialog ? undefined : { alignSelf: { xs: 'stretch', sm: 'flex-start' }, minWidth: 160 }}
    >
      {children ?? t(`${form.texts}.submit`)}
    </Button>
  );
}

/**
 * The block's parts, used as `<MoneyForm.Amount …>`: Terms (loading the form's terms), Panel,
 * Element (the form element), Alerts, Amount, WithdrawPassword, Preview and Submit.
 */
export const MoneyForm = {
  Terms,
  Panel,
  Element,
  Alerts,
  Amount,
  WithdrawPassword,
  Preview,
  Submit,
};
