import { z } from './z';
import { zmUnlessMissing } from '../i18n/t';
import { numberFromText } from '../shared/ascii-digits';

/**
 * A number field (spec §5 "price (number)"): numbers, or digits as text ("4.5" → 4.5, "٤٫٥" → 4.5) from the forms'
 * text fields (components/ui/number-text.ts) and JSON callers. An empty field ('', or NaN) counts as missing, so it
 * gets '{path} is a required field'.
 */
export const numberField = (name: string) =>
  z.preprocess(numberFromText, z.number({ error: zmUnlessMissing('notNumber', { field: name }) }));
