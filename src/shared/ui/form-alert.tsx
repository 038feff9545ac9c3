import Alert from '@mui/material/Alert';
import { useFieldError } from './form-fields';

/**
 * The form-level error of a form (what `useContractForm` keeps in `formError`): an encoded
 * i18n key or a server message, announced as an alert; nothing while there is none.
 */
export function FormAlert({ message }: { message: string | null }) {
  const text = useFieldError(message);
  return text ? <Alert severity="error">{text}</Alert> : null;
}
