import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import { useEffect, useRef } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/shared/ui/form-fields';
import { Hint } from '@/shared/ui/hint';
import { QueryStates } from '@/shared/ui/query-states';
import type { Captcha } from '../api/use-captcha';
import { CAPTCHA_LENGTH, CAPTCHA_PICTURE } from '../model/forms';

/**
 * The captcha block of a sign-in or registration panel, once the server asked for a captcha:
 * the code field, the picture (a placeholder of its size while it loads, an error with retry)
 * and a button for a new picture. The field takes the focus when the block appears, since the
 * member must fill it in before trying again.
 */
export function CaptchaField<T extends FieldValues & { captcha?: string }>({
  control,
  captcha,
}: {
  control: Control<T>;
  captcha: Captcha;
}) {
  const { t } = useTranslation();
  const block = useRef<HTMLDivElement>(null);
  const { shown } = captcha;
  useEffect(() => {
    if (shown) block.current?.querySelector('input')?.focus();
  }, [shown]);
  if (!shown) return null;
  const { width, height } = CAPTCHA_PICTURE;
  return (
    <Box ref={block} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}>
      <Box sx={{ flex: '1 1 10rem', minWidth: 0 }}>
        <FormTextField
          control={control}
          name={'captcha' as FieldPath<T>}
          label={t('auth.captcha.label')}
          helperText={t('auth.captcha.hint', { length: CAPTCHA_LENGTH })}
          autoComplete="off"
          required
          slotProps={{
            htmlInput: {
              maxLength: CAPTCHA_LENGTH,
              autoCapitalize: 'characters',
              autoCorrect: 'off',
              spellCheck: false,
            },
          }}
        />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minHeight: 56, minWidth: 0 }}>
        <QueryStates
          query={captcha.picture}
          skeleton={<Skeleton variant="rounded" width={width} height={height} />}
        >
          {(answer) => (
            <Box
              component="img"
              src={answer.data.img}
              alt={t('auth.captcha.picture')}
              width={width}
              height={height}
              sx={{ display: 'block', borderRadius: 1 }}
            />
          )}
        </QueryStates>
        <Hint title={t('auth.captcha.new_picture')}>
          <IconButton aria-label={t('auth.captcha.new_picture')} onClick={captcha.renew}>
            <RefreshIcon />
          </IconButton>
        </Hint>
      </Box>
    </Box>
  );
}
