import { z } from './z';
import { zmUnlessMissing } from '../i18n/t';

/**
 * A number field (spec §5 "price (number)"): numbers, or digits as text ("4.5" → 4.5) from JSON callers. An empty
 * field (a form's '' or valueAsNumber's NaN) counts as missing, so it gets '{path} is a required field'.
 */
export const numberField = (name: string) =>
  z.preprocess(
    (v) => {
      if (typeof v === 'number' && Number.isNaN(v)) return undefined;
      if (typeof v === 'string') return v.trim() === '' ? undefined : /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v;
      return v;
    },
    z.number({ error: zmUnlessMissing('notNumber', { field: name }) }),
  );
