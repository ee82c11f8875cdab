import { z } from '../validation/z';
import { zm } from '../i18n/t';
import { textField } from '../validation/link-fields';
import { API_SCOPES } from '../shared/integrations';

/** POST /api/v1/quickmenu/{menuId}/api-keys (issue #61), and the admin screen's form: a name to tell it apart, and its scopes. */
export const createApiKeySchema = z.object({
  name: textField('apiKey:name', 60).min(1, zm('required', { field: 'apiKey:name' })),
  scopes: z
    .array(z.enum(API_SCOPES, zm('eitherOr', { field: 'scopes', a: API_SCOPES.slice(0, -1).join(', '), b: API_SCOPES[API_SCOPES.length - 1] })), zm('notList', { field: 'scopes' }))
    .min(1, zm('chooseAtLeastOne', { field: 'scopes' }))
    .max(API_SCOPES.length, zm('atMost', { field: 'scopes', max: API_SCOPES.length }))
    .transform((scopes) => [...new Set(scopes)]),
});
export type CreateApiKeyValues = z.input<typeof createApiKeySchema>;
