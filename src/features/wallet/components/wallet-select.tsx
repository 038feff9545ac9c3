import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

type WalletSelectProps = Omit<TextFieldProps, 'select' | 'onChange' | 'children'> & {
  wallets: { id: number; name: string }[];
  onChange: (walletId: number) => void;
};

/** A select of wallets by name; its value is the chosen wallet's id. */
export function WalletSelect({ wallets, onChange, ...props }: WalletSelectProps) {
  return (
    <TextField {...props} select onChange={(event) => onChange(Number(event.target.value))}>
      {wallets.map((wallet) => (
        <MenuItem key={wallet.id} value={wallet.id}>
          {wallet.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
