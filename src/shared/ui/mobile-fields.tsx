import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { type Control, type FieldPath, type FieldValues, useWatch } from 'react-hook-form';
import { FormTextField } from './form-fields';

/** One area code of GET /area_code/info, as the picker lists it. */
export interface AreaCodeOption {
  area_code: string;
  country_code: string;
}

/**
 * A mobile number as the forms ask for it (personal info, the agent application): the area
 * code picked from the server's list (the form's own value listed too, when the list lacks it)
 * beside the number; `area` and `mobile` name the form's two fields.
 */
export function MobileFields<T extends FieldValues, TOut = T>({
  control,
  codes,
  areaLabel,
  mobileLabel,
  mobileHint,
  area = 'mobile_area' as FieldPath<T>,
  mobile = 'mobile' as FieldPath<T>,
}: {
  control: Control<T, unknown, TOut>;
  codes: readonly AreaCodeOption[];
  areaLabel: string;
  mobileLabel: string;
  mobileHint?: string;
  area?: FieldPath<T>;
  mobile?: FieldPath<T>;
}) {
  const chosen = String(useWatch({ control, name: area }) ?? '');
  const options = codes.some((code) => code.area_code === chosen)
    ? codes
    : [{ area_code: chosen, country_code: '' }, ...codes];
  return (
    <Stack direction="row" spacing={1}>
      <Box sx={{ width: 132, flexShrink: 0 }}>
        <FormTextField control={control} name={area} label={areaLabel} select required>
          {options.map((code) => (
            <MenuItem key={code.area_code} value={code.area_code}>
              {`${code.area_code} ${code.country_code}`.trim()}
            </MenuItem>
          ))}
        </FormTextField>
      </Box>
      <FormTextField
        control={control}
        name={mobile}
        label={mobileLabel}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        helperText={mobileHint}
        required
      />
    </Stack>
  );
}
