/** One ObjectId check for ids from outside (lib/validation/object-id-pattern.ts). */
import { isObjectIdText } from '../../lib/validation/object-id-pattern';

it('takes 24 hex digits only: not a 12-character string (mongoose would), not an object, not 25 digits', () => {
  expect(isObjectIdText('6b04d67d0ff70296ebc13b79')).toBe(true);
  expect(isObjectIdText('6B04D67D0FF70296EBC13B79')).toBe(true);
  expect(isObjectIdText('aaaaaaaaaaaa')).toBe(false);
  expect(isObjectIdText('6b04d67d0ff70296ebc13b790')).toBe(false);
  expect(isObjectIdText({ $gt: '' })).toBe(false);
  expect(isObjectIdText(undefined)).toBe(false);
});
