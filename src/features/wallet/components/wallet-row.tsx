import MoreVertIcon from '@mui/icons-material/MoreVert';
import Chip from '@mui/material/Chip';
import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { CSSObject, Theme } from '@mui/material/styles';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LeanButton } from '@/shared/ui/lean-button';
import { boldLine } from '@/shared/ui/lean-styles';
import type { WalletEntry } from '../model/wallet-book';
import {
  type TransferDirection,
  TRANSFER_IN,
  TRANSFER_OUT,
  walletAvailability,
} from '../model/wallet-rules';
import { WalletBalance } from './wallet-balance';

/** A game wallet's transfer buttons: into it, then out of it to the main wallet. */
const TRANSFER_BUTTONS = [
  { direction: TRANSFER_IN, labelKey: 'wallet.transfer.in', namedKey: 'wallet.transfer.in_to' },
  { direction: TRANSFER_OUT, labelKey: 'wallet.transfer.out', namedKey: 'wallet.transfer.out_of' },
] as const;

const STATE_CHIP = {
  maintenance: { key: 'wallet.state.maintenance', color: 'warning' },
  closed: { key: 'wallet.state.closed', color: 'default' },
  locked: { key: 'wallet.state.locked', color: 'default' },
} as const;

interface RowHandlers {
  onTransfer: (id: number, direction: TransferDirection) => void;
  onRestore: (wallet: WalletEntry) => void;
  onRetry: (id: number) => void;
  onForce: (wallet: WalletEntry) => void;
}

/**
 * The class names of a wallet row's parts. A row is plain elements styled once for the list
 * (rowStyles): the balance page shows a row per game provider, twenty or more, and MUI's Box,
 * Stack, Typography and Button made each some fifteen styled elements to compute as the
 * balances arrived (issue 30: a task of 500 to 760 ms on the bench's phone).
 */
const row = {
  list: 'WalletRows',
  item: 'WalletRow',
  who: 'WalletRow-who',
  name: 'WalletRow-name',
  tags: 'WalletRow-tags',
  actions: 'WalletRow-actions',
  note: 'WalletRow-note',
} as const;

/** The rows' styles, drawn as the MUI parts they replace drew them. */
const rowStyles = (theme: Theme): Record<string, CSSObject> => ({
  [`.${row.list}`]: { listStyle: 'none', margin: 0, padding: 0 },
  [`.${row.item}`]: {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    gap: theme.spacing(1.5),
    alignItems: 'center',
    padding: theme.spacing(1.5, 2),
    borderTop: `1px solid ${theme.palette.divider}`,
    fontFamily: theme.typography.fontFamily,
    [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'minmax(0, 1fr) auto auto' },
  },
  [`.${row.who}`]: {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(0.5),
    minWidth: 0,
  },
  [`.${row.name}`]: boldLine(theme),
  [`.${row.tags}`]: { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(0.5) },
  [`.${row.actions}`]: {
    display: 'flex',
    gap: theme.spacing(0.5),
    justifyContent: 'flex-end',
    gridColumn: '1 / -1',
    [theme.breakpoints.up('sm')]: { gridColumn: 'auto' },
  },
  [`.${row.note}`]: {
    ...theme.typography.caption,
    alignSelf: 'center',
    margin: 0,
    color: theme.palette.text.secondary,
  },
});

/** The game wallets, a row each: name and state, balance, and what the member can do. */
export function WalletRows({
  wallets,
  busy,
  ...handlers
}: { wallets: readonly WalletEntry[]; busy: boolean } & RowHandlers) {
  return (
    <>
      <GlobalStyles styles={rowStyles} />
      <ul className={row.list}>
        {wallets.map((wallet) => (
          <WalletRow key={wallet.id} wallet={wallet} busy={busy} {...handlers} />
        ))}
      </ul>
    </>
  );
}

const WalletRow = memo(function WalletRow({
  wallet,
  busy,
  onTransfer,
  onRestore,
  onRetry,
  onForce,
}: { wallet: WalletEntry; busy: boolean } & RowHandlers) {
  const { t } = useTranslation();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const availability = walletAvailability(wallet);
  const chip =
    availability in STATE_CHIP ? STATE_CHIP[availability as keyof typeof STATE_CHIP] : null;
  const movable = availability === 'open' && wallet.phase !== 'checking';
  return (
    <li className={row.item} aria-label={wallet.name}>
      <div className={row.who}>
        <p className={row.name}>{wallet.name}</p>
        <div className={row.tags}>
          {chip ? <Chip size="small" color={chip.color} label={t(chip.key)} /> : null}
          {wallet.transfer_in_limit !== 0 ? (
            <Chip size="small" variant="outlined" label={t('wallet.state.rollover')} />
          ) : null}
        </div>
      </div>
      <WalletBalance wallet={wallet} onRetry={() => onRetry(wallet.id)} />
      <div className={row.actions}>
        {availability === 'maintenance' || availability === 'closed' ? (
          <p className={row.note}>{t('wallet.errors.maintain', { name: wallet.name })}</p>
        ) : (
          <>
            {TRANSFER_BUTTONS.map(({ direction, labelKey, namedKey }) => (
              <LeanButton
                key={direction}
                variant="outlined"
                disabled={!movable || busy}
                onClick={() => onTransfer(wallet.id, direction)}
                aria-label={t(namedKey, { name: wallet.name })}
              >
                {t(labelKey)}
              </LeanButton>
            ))}
            <LeanButton
              disabled={!movable || busy}
              onClick={() => onRestore(wallet)}
              aria-label={t('wallet.restore_named', { name: wallet.name })}
            >
              {t('wallet.restore')}
            </LeanButton>
            <IconButton
              size="small"
              aria-label={t('wallet.more_actions', { name: wallet.name })}
              aria-haspopup="menu"
              aria-expanded={menu !== null ? 'true' : undefined}
              onClick={(event) => setMenu(event.currentTarget)}
              disabled={busy || wallet.phase === 'checking'}
            >
              <MoreVertIcon fontSize="small" />
            </IconButton>
            {/* Mounted while open: a closed menu per row was a popover's parts each time. */}
            {menu ? (
              <Menu anchorEl={menu} open onClose={() => setMenu(null)}>
                <MenuItem
                  onClick={() => {
                    setMenu(null);
                    onForce(wallet);
                  }}
                >
                  {t('wallet.force.action')}
                </MenuItem>
              </Menu>
            ) : null}
          </>
        )}
      </div>
    </li>
  );
});
