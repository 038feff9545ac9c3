import type { FieldValues } from 'react-hook-form';
import { type BoundProps, useBoundProps } from './form-fields';
import { NumberInput, type NumberInputProps } from './number-input';

/**
 * A labelled number field (spec §5 number input) bound to react-hook-form. In a module of its
 * own: a form of text fields only does not take the number input with it. The identity form's
 * part was 10 bytes under its 60 KiB (issue 6), and a fresh clone's chunk names put it over;
 * without the number input it has about 1 kB of room.
 */
export function FormNumberField<T extends FieldValues, TOut = T>(
  props: BoundProps<NumberInputProps, T, TOut>,
) {
  return <NumberInput {...useBoundProps(props)} />;
}
