import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankCard, BankListEntry } from '@/api/generated/model';
import { ApiError } from '@/api/http/api-error';
import { useContractForm } from '@/api/use-contract-form';
import { showAlert, showConfirm } from '@/shared/ui/dialogs';
import { FormAlert } from '@/shared/ui/form-alert';
import { FormTextField } from '@/shared/ui/form-fields';
import { QueryStates } from '@/shared/ui/query-states';
import { toast } from '@/shared/ui/toast';
import { useBankCards } from '../api/bank-card-list';
import { useBankCardActions, useBanks } from '../api/bank-cards';
import {
  type BankCardFormInput,
  type BankCardFormValues,
  bankCardFormSchema,
} from '../model/bank-card';
import { cardLabel, maskCardNumber } from '../model/card-label';
import { banksByType } from '../model/banks';
import { SetupActions, SetupNotice, useSetupDone } from '../components/setup-notice';

/**
 * The withdrawal's 'add new bank account' tab (spec §2): the member's cards, masked except
 * their last four, each deletable after a confirmation; and the form that adds one.
 */
export function BankCardsRoute() {
  return (
    <Stack spacing={2.5}>
      <SetupNotice messageKey="withdraw.setup.bank_card" />
      <CardList />
      <AddBankCard />
    </Stack>
  );
}

function CardList() {
  const { t } = useTranslation();
  const cards = useBankCards();
  const { remove } = useBankCardActions();
  const [deleting, setDeleting] = useState<number | null>(null);

  async function onDelete(card: BankCard) {
    const confirmed = await showConfirm({
      title: t('withdraw.bank.delete_title'),
      message: t('withdraw.bank.delete_confirm', { card: cardLabel(card) }),
      confirmLabel: t('withdraw.bank.delete'),
    });
    if (!confirmed) return;
    setDeleting(card.id);
    try {
      await remove.mutateAsync(card.id);
      toast('success', t('withdraw.bank.deleted'));
    } catch (error) {
      // A card a withdrawal is still paying out to stays (409 BANK_CARD_IN_USE): the server says why.
      await showAlert(error instanceof ApiError ? error.message : t('errors.load_failed'));
    } finally {
      setDeleting(null);
    }
  }

  return (
    <Paper component="section" aria-labelledby="bank-cards-heading" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="bank-cards-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('withdraw.bank.cards_heading')}
      </Typography>
      <QueryStates
        query={cards}
        skeleton={<Skeleton variant="rounded" height={64} />}
        isEmpty={(loaded) => loaded.data.list.length === 0}
        empty={{ title: t('withdraw.bank.empty'), body: t('withdraw.bank.empty_body') }}
      >
        {(loaded) => (
          <List aria-labelledby="bank-cards-heading" disablePadding>
            {loaded.data.list.map((card) => (
              <ListItem
                key={card.id}
                divider
                disableGutters
                secondaryAction={
                  <Button
                    color="error"
                    startIcon={<DeleteOutlined />}
                    loading={deleting === card.id}
                    onClick={() => void onDelete(card)}
                    aria-label={t('withdraw.bank.delete_named', { card: cardLabel(card) })}
                  >
                    {t('withdraw.bank.delete')}
                  </Button>
                }
                sx={{ pr: 14 }}
              >
                <ListItemText
                  primary={
                    <>
                      {card.bank_name}{' '}
                      <Typography component="span" sx={{ fontFamily: 'monospace' }}>
                        {maskCardNumber(card.card_number)}
                      </Typography>
                      {card.payable ? null : (
                        <Chip
                          size="small"
                          color="warning"
                          variant="outlined"
                          label={t('withdraw.bank.not_payable_label')}
                          sx={{ ml: 1 }}
                        />
                      )}
                    </>
                  }
                  secondary={
                    <>
                      {`${card.account_name} · ${card.bank_branch}`}
                      {card.payable ? null : (
                        // Kept, but not paid to: money goes only to the member's own name.
                        <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                          {t('withdraw.bank.not_payable')}
                        </Typography>
                      )}
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
      </QueryStates>
    </Paper>
  );
}

function AddBankCard() {
  const { t } = useTranslation();
  const banks = useBanks();
  return (
    <Paper component="section" aria-labelledby="add-bank-card" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="add-bank-card" component="h2" variant="h6" sx={{ mb: 2 }}>
        {t('withdraw.bank.add_heading')}
      </Typography>
      <QueryStates
        query={banks}
        skeleton={
          <Stack spacing={2.5} sx={{ maxWidth: 480 }}>
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} variant="rounded" height={56} />
            ))}
          </Stack>
        }
      >
        {(loaded) => <BankCardForm banks={loaded.data.list} />}
      </QueryStates>
    </Paper>
  );
}

function BankCardForm({ banks }: { banks: BankListEntry[] }) {
  const { t } = useTranslation();
  const done = useSetupDone();
  const { add } = useBankCardActions();
  const { control, submit, formError, formState, reset } = useContractForm<
    BankCardFormInput,
    BankCardFormValues
  >({
    schema: bankCardFormSchema,
    defaultValues: { bank_id: '', card_number: '', account_name: '', bank_branch: '' },
  });

  const onSubmit = submit(async (values) => {
    await add.mutateAsync(values);
    toast('success', t('withdraw.bank.added'));
    reset();
    done();
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack spacing={2.5} sx={{ maxWidth: 480 }}>
        <FormAlert message={formError} />
        <FormTextField
          control={control}
          name="bank_id"
          label={t('withdraw.bank.bank')}
          select
          required
        >
          {banksByType(banks).flatMap((group) => [
            <ListSubheader key={`type-${group.type}`}>{t(group.labelKey)}</ListSubheader>,
            ...group.banks.map((bank) => (
              <MenuItem key={bank.id} value={String(bank.id)}>
                {bank.name}
              </MenuItem>
            )),
          ])}
        </FormTextField>
        <FormTextField
          control={control}
          name="card_number"
          label={t('withdraw.bank.card_number')}
          helperText={t('withdraw.bank.card_number_hint')}
          autoComplete="off"
          inputMode="text"
          required
        />
        <FormTextField
          control={control}
          name="account_name"
          label={t('withdraw.bank.account_name')}
          helperText={t('withdraw.bank.account_name_hint')}
          autoComplete="name"
          required
        />
        <FormTextField
          control={control}
          name="bank_branch"
          label={t('withdraw.bank.branch')}
          autoComplete="off"
          required
        />
        <SetupActions submitLabel={t('withdraw.bank.add')} submitting={formState.isSubmitting} />
      </Stack>
    </form>
  );
}
