import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { encodeFieldMessage } from '@/shared/lib/field-message';
import { useFieldError } from '@/shared/ui/form-fields';
import {
  KYC_IMAGE_MAX_BYTES,
  KYC_IMAGE_TYPES,
  type KycFormInput,
  type KycFormValues,
  imageProblem,
} from '../model/kyc';

const PROBLEM_KEYS = {
  type: 'kyc.validation.image_type',
  size: 'kyc.validation.image_size',
  empty: 'kyc.validation.image_empty',
} as const;

const MAX_MB = KYC_IMAGE_MAX_BYTES / (1024 * 1024);

/** Reads a photo into the data URI the contract sends (KycImage). */
function readDataUri(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/**
 * A document photo of the identity form: choose a file (checked for type and size before it
 * is read), see its preview, change or remove it. The chosen photo is the field's value as a
 * data URI; a refused file keeps the photo chosen before and says why on the field.
 */
export function ImageField({
  control,
  name,
  label,
  disabled,
}: {
  control: Control<KycFormInput, unknown, KycFormValues>;
  name: 'front_image' | 'back_image';
  label: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const {
    field: { ref: fieldRef, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const error = useFieldError(problem ?? fieldState.error?.message);
  const hintId = `${id}-hint`;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a removal.
    event.target.value = '';
    if (!file) return;
    const found = imageProblem(file);
    if (found) {
      setProblem(encodeFieldMessage(PROBLEM_KEYS[found], { max: MAX_MB }));
      return;
    }
    try {
      const uri = await readDataUri(file);
      setProblem(null);
      setFileName(file.name);
      onChange(uri);
      onBlur();
    } catch {
      setProblem(encodeFieldMessage('kyc.validation.image_unreadable'));
    }
  }

  function remove() {
    setProblem(null);
    setFileName(null);
    onChange('');
  }

  return (
    <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ p: 0, mb: 1 }}>
        {label}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          height: 168,
          borderRadius: 1,
          border: 1,
          borderStyle: value ? 'solid' : 'dashed',
          borderColor: error ? 'error.main' : 'divider',
          bgcolor: 'action.hover',
          overflow: 'hidden',
        }}
      >
        {value ? (
          <Box
            component="img"
            src={value}
            alt={t('kyc.form.preview', { label })}
            sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
          />
        ) : (
          <AddPhotoAlternateOutlined sx={{ fontSize: 48, color: 'text.secondary' }} />
        )}
      </Box>
      {fileName && value ? (
        <Typography variant="body2" color="textSecondary" noWrap title={fileName}>
          {fileName}
        </Typography>
      ) : null}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          disabled={disabled}
          ref={fieldRef}
          aria-describedby={hintId}
          onClick={() => input.current?.click()}
        >
          {value ? t('kyc.form.change_photo') : t('kyc.form.choose_photo')}
        </Button>
        <input
          ref={input}
          id={id}
          type="file"
          hidden
          tabIndex={-1}
          accept={KYC_IMAGE_TYPES.join(',')}
          aria-label={label}
          disabled={disabled}
          onChange={(event) => void choose(event)}
        />
        {value ? (
          <Button color="inherit" disabled={disabled} onClick={remove}>
            {t('kyc.form.remove_photo')}
          </Button>
        ) : null}
      </Stack>
      <FormHelperText id={hintId} error={Boolean(error)} role={error ? 'alert' : undefined}>
        {error ?? t('kyc.form.photo_hint', { max: MAX_MB })}
      </FormHelperText>
    </Stack>
  );
}
