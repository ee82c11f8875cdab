import { anyFieldGiven, z } from './z';
import { isCssColor } from './css-color';
import { isTimeZone } from './time-zone';
import { bothOrNeither, BOTH_COORDINATES_ERROR, coordinateField, emailField, httpUrlField, phoneField, plainTextField, textField, whatsappField } from './link-fields';
import { zm, zmUnlessMissing } from '../i18n/t';
import { plainText } from './plain-text';
import { isShortName } from './short-name';
import { moneyFields, paymentKeysField, SAUDI_VAT_NUMBER_ERROR, saudiVatNumberRule, taxField } from './menu-money';
import { CURRENCIES } from '../money/currencies';

/**
 * Public info (spec §2 PublicInfo, §5 Public info, §7 default op). Each of the seven settings forms sends only its own
 * fields, so the server schema is partial: whatever is absent stays as it is. The form schemas below are the same
 * fields with the form's required rules; the colour forms accept any text (§5), the server refuses non-colours.
 */
const SHORT_NAME_MESSAGE = zm('shortName');
export { CURRENCIES };
export const SWITCH_VALUES = ['enable', 'disable'] as const;
const switchField = (field: string) => z.enum(SWITCH_VALUES, { error: zmUnlessMissing('enableOrDisable', { field }) });

const COLOR_KEYS = ['mainColor', 'secondaryColor', 'shadeColor', 'tintColor'] as const;
export type ColorKey = (typeof COLOR_KEYS)[number];
const colorText = (k: string) =>
  z.string(zm('notText', { field: k })).trim().min(1, zm('required', { field: k })).max(60, zm('notColour', { field: k }));
// An empty colour is only 'required' (colorText says so); anything else must be a CSS colour.
const strictColor = (k: string) => colorText(k).refine((v) => v === '' || isCssColor(v), zm('notColour', { field: k }));

const shortName = z
  .string(zm('notText', { field: 'username' }))
  .trim()
  .toLowerCase()
  .refine(isShortName, SHORT_NAME_MESSAGE);

const contact = z.object({
  instagram: textField('instagram', 200),
  x: textField('x', 200),
  facebook: textField('facebook', 200),
  phone: phoneField(false),
  email: emailField,
  snapchat: httpUrlField('snapchat'),
});

const institution = z.object({
  name: z.string(zm('notText', { field: 'name' })).overwrite(plainText).pipe(textField('name', 120).min(1, zm('required', { field: 'name' }))),
  description: textField('description', 500),
  whatsapp: whatsappField('whatsapp'),
  googleRateUrl: httpUrlField('googleRateUrl'),
  location: z.object({ address: textField('address', 300), googleMaps: httpUrlField('googleMaps') }).partial(),
  contact: contact.partial(),
});

/** The English side of the menu's own texts: each optional; '' means none (the Arabic shows). */
const menuTranslations = z.object({
  en: z
    .object({
      name: plainTextField('translations.en.name', 120),
      description: textField('translations.en.description', 500),
      address: textField('translations.en.address', 300),
      headingPhrase: textField('translations.en.headingPhrase', 500),
      endingPhrase: textField('translations.en.endingPhrase', 500),
    })
    .partial(),
});

const fields = {
  headingPhrase: textField('headingPhrase', 500),
  endingPhrase: textField('endingPhrase', 500),
  ...moneyFields,
  timeZone: z.string(zm('timeZone')).trim().refine(isTimeZone, zm('timeZone')),
  long: coordinateField('long'),
  lat: coordinateField('lat'),
  enableBuy: switchField('enableBuy'),
  showSaleSection: switchField('showSaleSection'),
  doMarkClosestBranch: switchField('doMarkClosestBranch'),
  english: switchField('english'),
  username: shortName,
};

/** The server's body of the default op (no workingDays): every field optional, colours strictly checked. */
export const publicInfoSchema = z
  .object({
    ...fields,
    institution: institution.partial(),
    translations: menuTranslations.partial(),
    colors: z.object(Object.fromEntries(COLOR_KEYS.map((k) => [k, strictColor(k)])) as Record<ColorKey, ReturnType<typeof strictColor>>).partial(),
  })
  .partial()
  .refine(bothOrNeither, { ...BOTH_COORDINATES_ERROR, path: ['lat'] })
  .refine(saudiVatNumberRule, SAUDI_VAT_NUMBER_ERROR)
  // A body naming none of these fields (an empty one, or another op's fields sent without its `op`) is a mistake: said.
  .refine(anyFieldGiven, zm('nothingToChangeMenu'));
export type PublicInfoInput = z.infer<typeof publicInfoSchema>;

/** The settings forms of §2 (and the bill's tax and service), each with the fields it sends. */
export const PUBLIC_INFO_FORMS = {
  // Colours checked in the form as strictly as the server does: a bad value is flagged at its field before sending.
  colors: z.object({ colors: z.object(Object.fromEntries(COLOR_KEYS.map((k) => [k, strictColor(k)])) as Record<ColorKey, ReturnType<typeof strictColor>>) }),
  metaContact: z.object({
    institution: z.object({ whatsapp: whatsappField('whatsapp'), contact: z.object({ instagram: contact.shape.instagram, facebook: contact.shape.facebook }) }),
  }),
  mainAppearance: z.object({
    institution: z.object({ name: institution.shape.name, description: institution.shape.description, location: z.object({ address: textField('address', 300) }) }),
    translations: z.object({ en: menuTranslations.shape.en.pick({ name: true, description: true, address: true }).required() }),
    currency: fields.currency,
    timeZone: fields.timeZone,
  }),
  taxAndService: z
    .object({
      country: fields.country,
      tax: taxField,
      serviceCharge: fields.serviceCharge,
    })
    .refine(saudiVatNumberRule, SAUDI_VAT_NUMBER_ERROR),
  paymentKeys: z.object({ payments: paymentKeysField }),
  otherContact: z.object({ institution: z.object({ contact: contact.pick({ x: true, email: true, snapchat: true, phone: true }) }) }),
  google: z
    .object({
      institution: z.object({ googleRateUrl: httpUrlField('googleRateUrl'), location: z.object({ googleMaps: httpUrlField('googleMaps') }) }),
      lat: fields.lat,
      long: fields.long,
    })
    .refine(bothOrNeither, { ...BOTH_COORDINATES_ERROR, path: ['lat'] }),
  phrases: z.object({
    headingPhrase: fields.headingPhrase,
    endingPhrase: fields.endingPhrase,
    translations: z.object({ en: menuTranslations.shape.en.pick({ headingPhrase: true, endingPhrase: true }).required() }),
  }),
  privateSettings: z.object({
    enableBuy: fields.enableBuy,
    showSaleSection: fields.showSaleSection,
    doMarkClosestBranch: fields.doMarkClosestBranch,
    english: fields.english,
    /** '' keeps the menu without a short name (the screen sends username only when it changed). */
    username: z.union([z.literal(''), shortName]),
  }),
};
export type PublicInfoFormName = keyof typeof PUBLIC_INFO_FORMS;
export { COLOR_KEYS };
