import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '@/shared/ui/form-date-field';
import type { PersonalInfoFormInput, PersonalInfoFormValues } from '../model/personal-info';

/** The birthday's date picker (a part loaded on demand: the picker is large). */
export function BirthdayField({
  control,
}: {
  control: Control<PersonalInfoFormInput, unknown, PersonalInfoFormValues>;
}) {
  const { t } = useTranslation();
  return (
    <FormDateField
      control={control}
      name="birthday"
      label={t('profile.info.birthday')}
      maxDate={new Date().toISOString().slice(0, 10)}
      required
    />
  );
}
