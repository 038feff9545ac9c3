import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MoneyLimit, ProtectionLimitKind } from '@/api/generated/model';
import { Fact } from '@/shared/ui/fact';
import { useProtectionActions } from '../api/protection';
import { lowestRemaining } from '../model/rules';
import { PendingChange } from './pending-change';
import { ToolSection } from './tool-section';
import { useProtectionFormat } from './use-protection-format';

/**
 * A limit's change with its form: a part of its own, loaded at the press (the form library and
 * the contract's rules would put the screen over its 60 KiB, issue 6).
 */
const MoneyLimitDialog = lazy(async () => ({
  default: (await import('./money-limit-dialog')).MoneyLimitDialog,
}));

/**
 * The deposit or loss limits: what may still be deposited (or lost) now under the lowest limit,
 * then each window with its limit, what it counted, what remains, when it resets, and a raise
 * or removal waiting out its 24 hours with a cancel.
 */
export function MoneyLimits({
  kind,
  limits,
  currency,
}: {
  kind: ProtectionLimitKind;
  limits: readonly MoneyLimit[];
  currency: string;
}) {
  const { t } = useTranslation();
  const format = useProtectionFormat();
  const [editing, setEditing] = useState<MoneyLimit | null>(null);
  const lowest = lowestRemaining(limits);
  const headingId = `protection-${kind}-limits`;
  return (
    <ToolSection
      id={headingId}
      heading={t(`protection.limits.heading_${kind}`)}
      intro={t(`protection.limits.intro_${kind}`)}
    >
      {lowest ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t(`protection.limits.lowest_${kind}`, {
            amount: `${currency} ${format.money(lowest.remaining.toFixed(2))}`,
            period: format.period(lowest.period),
          })}
        </Alert>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {limits.map((limit) => (
          <LimitCard
            key={limit.period}
            limit={limit}
            currency={currency}
            onEdit={() => setEditing(limit)}
          />
        ))}
      </Box>
      {editing ? (
        <Suspense fallback={null}>
          <MoneyLimitDialog limit={editing} currency={currency} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}
    </ToolSection>
  );
}

function LimitCard({
  limit,
  currency,
  onEdit,
}: {
  limit: MoneyLimit;
  currency: string;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const format = useProtectionFormat();
  const actions = useProtectionActions();
  const name = format.limitName(limit.kind, limit.period);
  const cardId = `limit-${limit.kind}-${limit.period}`;

  return (
    <Box
      component="article"
      aria-labelledby={cardId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, minWidth: 0 }}
    >
      <Typography
        id={cardId}
        component="h3"
        variant="subtitle1"
        sx={{ fontWeight: 700, mb: 1, '&::first-letter': { textTransform: 'uppercase' } }}
      >
        {name}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: '1fr 1fr', m: 0, mb: 2 }}
      >
        <Fact label={t('protection.limits.in_force')}>
          {limit.amount === null
            ? t('protection.limits.no_limit')
            : `${currency} ${format.money(limit.amount)}`}
        </Fact>
        <Fact label={t('protection.limits.used')}>{format.money(limit.used)}</Fact>
        <Fact label={t('protection.limits.remaining')}>
          {limit.remaining === null ? '–' : format.money(limit.remaining)}
        </Fact>
        <Fact label={t('protection.limits.resets_at')}>
          {limit.resets_at === null || limit.resets_at === undefined
            ? '–'
            : format.time(limit.resets_at)}
        </Fact>
      </Box>
      {limit.pending ? (
        <PendingChange
          becomes={
            limit.pending.amount === null
              ? t('protection.limits.no_limit')
              : `${currency} ${format.money(limit.pending.amount)}`
          }
          effectiveAt={limit.pending.effective_at}
          cancelName={t('protection.limits.cancel_pending_named', { name })}
          onCancel={() => actions.cancelMoneyLimitChange(limit.kind, limit.period)}
        />
      ) : null}
      <Stack direction="row">
        <Button
          variant="outlined"
          onClick={onEdit}
          aria-label={
            limit.amount === null
              ? t('protection.limits.set_named', { name })
              : t('protection.limits.edit_named', { name })
          }
        >
          {limit.amount === null ? t('protection.limits.set') : t('protection.limits.change')}
        </Button>
      </Stack>
    </Box>
  );
}
