import { importDesign } from '../../io';
import { emptyDesign, type FormDesign } from '../../schema/types';

/** The design given to the designer (object or JSON text) in canonical form; empty when absent. */
export function designFromValue(value: FormDesign | string | undefined | null): FormDesign {
  if (value === undefined || value === null || value === '') return emptyDesign();
  return importDesign(value);
}
