import { z } from '../validation/z';
import { zm } from '../i18n/t';
import { textField } from '../validation/link-fields';
import { choiceList } from '../validation/choice-list';
import { API_SCOPES } from '../shared/integrations';

/** POST /api/v1/quickmenu/{menuId}/api-keys, and the admin screen's form: a name to tell it apart, and its scopes. */
export const createApiKeySchema = z.object({
  name: textField('apiKey:name', 60).min(1, zm('required', { field: 'apiKey:name' })),
  scopes: choiceList(API_SCOPES, 'scopes'),
});
export type CreateApiKeyValues = z.input<typeof createApiKeySchema>;
