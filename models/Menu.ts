import { ALLERGENS, DIETARY_TAGS, MAX_CALORIES } from '../lib/shared/dietary';
import { Schema, model, models, type InferSchemaType, type Model, type HydratedDocument } from 'mongoose';
import { ITEM_SHOW_TYPES } from '../lib/shared/item-show-types';
import { CURRENCY_CODES } from '../lib/shared/currencies';
import { PAYMENT_PROVIDERS } from '../lib/shared/payment-providers';

export const WEEK_DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export const GALLERY_DISPLAYS = ['scroll', 'show-all'] as const;

/** GeoJSON point; coordinates are [longitude, latitude]. */
const geoPointSchema = new Schema(
  {
    type: { type: String, enum: ['Point'], default: 'Point' },
    coordinates: { type: [Number], default: undefined },
  },
  { _id: false },
);

const locationSchema = new Schema(
  {
    address: { type: String, trim: true },
    googleMaps: { type: String, trim: true },
    geoLocation: { type: geoPointSchema, default: undefined },
  },
  { _id: false },
);

/** The English side of a title, and of a description where there is one (lib/validation/translations.ts). */
const titleTranslations = new Schema({ en: new Schema({ title: { type: String, trim: true } }, { _id: false }) }, { _id: false });
const textTranslations = new Schema(
  { en: new Schema({ title: { type: String, trim: true }, description: { type: String } }, { _id: false }) },
  { _id: false },
);

const subItemSchema = new Schema(
  { title: { type: String, required: true }, price: { type: Number, required: true, min: 0 }, translations: { type: titleTranslations, default: undefined } },
  { _id: false },
);

/** Hours of a section or an item (rules in lib/shared/availability.ts), in the menu's time zone. */
const availabilityWindowSchema = new Schema(
  { days: { type: [{ type: String, enum: WEEK_DAYS }], default: [] }, start: { type: String, required: true }, end: { type: String, required: true } },
  { _id: false },
);

/** An item's option groups (rules in lib/shared/item-options.ts): each group and option keeps its id. */
const itemOptionSchema = new Schema({
  title: { type: String, required: true, trim: true },
  price: { type: Number, required: true, min: 0 },
  soldOut: { type: Boolean, default: false },
  soldOutUntil: { type: Date, default: null },
  translations: { type: titleTranslations, default: undefined },
});
const optionGroupSchema = new Schema({
  title: { type: String, required: true, trim: true },
  min: { type: Number, required: true, min: 0 },
  max: { type: Number, required: true, min: 1 },
  options: { type: [itemOptionSchema], default: [] },
  translations: { type: titleTranslations, default: undefined },
});

const itemSchema = new Schema({
  title: { type: String, required: true, trim: true },
  itemname: { type: String, required: true, trim: true },
  description: { type: String, default: '' },
  price: { type: Number, required: true, min: 0 },
  pin: { type: Boolean, default: false },
  image: { type: String, default: '' },
  show: { type: { type: String, enum: ITEM_SHOW_TYPES, default: 'small-image' } },
  subItems: { type: [subItemSchema], default: [] },
  optionGroups: { type: [optionGroupSchema], default: undefined },
  sale: {
    onSale: { type: Boolean, default: false },
    offPrice: { type: Number, min: 0, max: 1, default: 0 },
  },
  interestRecords: { type: Number, default: 0 },
  /** Sold out for now (the owner's switch): shown greyed with 'نفد' on the public menu, refused by the cart. */
  soldOut: { type: Boolean, default: false },
  /** When a sold-out item comes back by itself: the time is data, no job has to run. Null: until turned back. */
  soldOutUntil: { type: Date, default: null },
  /** The item's hours; none: whenever its section is available. */
  availability: { type: [availabilityWindowSchema], default: undefined },
  /** Allergens (EU 14) and dietary tags as codes (lib/shared/dietary.ts); calories per serving, when known. */
  allergens: { type: [{ type: String, enum: ALLERGENS }], default: undefined },
  tags: { type: [{ type: String, enum: DIETARY_TAGS }], default: undefined },
  calories: { type: Number, min: 0, max: MAX_CALORIES },
  translations: { type: textTranslations, default: undefined },
  /** The kitchen station that makes it, over its section's; none: its section's. */
  station: { type: Schema.Types.ObjectId, default: undefined },
});

const noteTranslations = new Schema({ en: new Schema({ note: { type: String, trim: true } }, { _id: false }) }, { _id: false });
const galleryImageSchema = new Schema(
  { image: { type: String, required: true }, note: { type: String, default: '' }, translations: { type: noteTranslations, default: undefined } },
  { _id: false },
);

const gallerySchema = new Schema({
  title: { type: String, required: true, trim: true },
  display: { type: String, enum: GALLERY_DISPLAYS, default: 'scroll' },
  images: { type: [galleryImageSchema], default: [] },
  translations: { type: titleTranslations, default: undefined },
});

const sectionSchema = new Schema({
  title: { type: String, required: true, trim: true },
  prime: { type: Boolean, default: false },
  items: { type: [itemSchema], default: [] },
  galleries: { type: [gallerySchema], default: [] },
  translations: { type: titleTranslations, default: undefined },
  /** The section's hours, e.g. breakfast; none: always. */
  availability: { type: [availabilityWindowSchema], default: undefined },
  /** The kitchen station its items go to; none: the menu's first station, or the one ticket of a menu without. */
  station: { type: Schema.Types.ObjectId, default: undefined },
});

const addressTranslations = new Schema({ en: new Schema({ address: { type: String, trim: true } }, { _id: false }) }, { _id: false });
const branchSchema = new Schema({
  phone: { type: String, required: true, trim: true },
  location: { type: locationSchema, default: () => ({}) },
  translations: { type: addressTranslations, default: undefined },
});

/** A table of the restaurant: its name as printed on it ('12', 'تراس 3') and optionally its branch. */
const tableSchema = new Schema({
  name: { type: String, required: true, trim: true },
  branchId: { type: Schema.Types.ObjectId, default: null },
});

const stationNameTranslations = new Schema({ en: new Schema({ name: { type: String, trim: true } }, { _id: false }) }, { _id: false });
/**
 * A kitchen station ('المطبخ', 'البار'): where a section's or an item's lines are made, with its own screen
 * and tickets; the ages (minutes) at which its screen shows a ticket as late and as very late.
 */
const stationSchema = new Schema({
  name: { type: String, required: true, trim: true },
  translations: { type: stationNameTranslations, default: undefined },
  branchId: { type: Schema.Types.ObjectId, default: null },
  warnAfter: { type: Number, min: 1, default: 5 },
  lateAfter: { type: Number, min: 1, default: 10 },
});

const taxSchema = new Schema(
  { rate: { type: Number, min: 0, max: 100, default: 0 }, inclusive: { type: Boolean, default: true }, number: { type: String, default: '' } },
  { _id: false },
);

const workingDaySchema = new Schema(
  {
    day: { type: String, enum: WEEK_DAYS, required: true },
    start: { type: String, default: '' },
    end: { type: String, default: '' },
  },
  { _id: false },
);

const menuSchema = new Schema(
  {
    /** Short menu name used in /m/{username}; absent until the owner picks one. */
    username: { type: String, trim: true, lowercase: true },
    /**
     * The short names the menu had before (newest last): kept for it alone, so the links and table cards printed with
     * one of them lead to the menu's page (a 307 to its name now) and no other menu can take them.
     */
    formerUsernames: { type: [String], default: undefined },
    /** When the last few renames were made, oldest first: renames a day are capped (lib/menus/menu-limits.ts ROOM.rename). */
    renamedAt: { type: [{ type: Date }], default: undefined },
    plan: { type: Number, default: 0, min: 0 },
    active: { type: Boolean, default: false },
    currency: { type: String, enum: CURRENCY_CODES, default: 'JOD' },
    /** Where the restaurant is (ISO 3166 alpha-2: 'SA', 'JO'): which tax rules and receipt (the Saudi tax QR) apply. */
    country: { type: String, default: undefined },
    /**
     * The bill's tax (lib/money/bill-breakdown.ts): the VAT / sales-tax rate in percent, whether the menu's
     * prices already include it, and the restaurant's tax number. Absent: no tax shown, the prices are what is paid.
     */
    tax: { type: taxSchema, default: undefined },
    /** A service charge in percent added to every bill (0 or absent: none). */
    serviceCharge: { type: Number, min: 0, max: 100, default: undefined },
    /**
     * The restaurant's card-payment account: the provider, its publishable key (meant for browsers) and its
     * secret key sealed (lib/secrets/secret-box.ts, purpose 'payment-keys') and never read unless asked for by name
     * (`select: false`), so no menu answer, page or copy carries it. Absent: the bill offers paying at the counter only.
     */
    payments: {
      provider: { type: String, enum: PAYMENT_PROVIDERS },
      publishableKey: { type: String },
      secretKey: { type: String, select: false },
      savedAt: { type: Date },
    },
    timeZone: { type: String, default: 'Asia/Amman' },
    headingPhrase: { type: String, default: '' },
    endingPhrase: { type: String, default: '' },
    menuMainImage: { type: String, default: '' },
    colors: {
      mainColor: { type: String, default: '#8d1b3d' },
      secondaryColor: { type: String, default: '#f4b942' },
      shadeColor: { type: String, default: '#5e1229' },
      tintColor: { type: String, default: '#f8e9ee' },
    },
    institution: {
      name: { type: String, default: '' },
      description: { type: String, default: '' },
      logo: { type: String, default: '' },
      whatsapp: { type: String, default: '' },
      googleRateUrl: { type: String, default: '' },
      location: { type: locationSchema, default: () => ({}) },
      contact: {
        instagram: { type: String, default: '' },
        x: { type: String, default: '' },
        facebook: { type: String, default: '' },
        phone: { type: String, default: '' },
        email: { type: String, default: '' },
        snapchat: { type: String, default: '' },
      },
    },
    settings: {
      doMenuPurchase: { type: Boolean, default: false },
      doRenderDealsSection: { type: Boolean, default: false },
      doMarkClosestBranch: { type: Boolean, default: false },
      /** The menu is offered in English too: the diner may switch. */
      english: { type: Boolean, default: false },
    },
    /** The English side of the menu's own texts: the name, description, address and phrases. */
    translations: {
      en: {
        name: { type: String },
        description: { type: String },
        address: { type: String },
        headingPhrase: { type: String },
        endingPhrase: { type: String },
      },
    },
    sections: { type: [sectionSchema], default: [] },
    branches: { type: [branchSchema], default: [] },
    tables: { type: [tableSchema], default: [] },
    stations: { type: [stationSchema], default: undefined },
    workingDays: { type: [workingDaySchema], default: [] },
    /** The menu's admins by user id (spec §3 shows usernames: answers resolve them, lib/menus/admin-names.ts). */
    admins: { type: [Schema.Types.ObjectId], default: [] },
    menuVisitors: {
      newVisitors: { type: Number, default: 0 },
      totalVisitors: { type: Number, default: 0 },
    },
    initialized: { type: Boolean, default: false },
    /** The owner's column mapping of the last imported spreadsheet (header → column key), offered at the next import. */
    sheetColumns: { type: [new Schema({ header: { type: String, required: true }, key: { type: String, default: '' } }, { _id: false })], default: undefined },
  },
  { timestamps: true },
);

menuSchema.index({ username: 1 }, { unique: true, partialFilterExpression: { username: { $type: 'string' } } });
menuSchema.index({ formerUsernames: 1 });
menuSchema.index({ admins: 1 });
/** An item's menu by the item's id (interest taps, uploads attached to an item): multikey over every item. */
menuSchema.index({ 'sections.items._id': 1 });

export type MenuFields = InferSchemaType<typeof menuSchema>;
export type MenuDoc = HydratedDocument<MenuFields>;
export const Menu: Model<MenuFields> = (models.Menu as Model<MenuFields>) || model<MenuFields>('Menu', menuSchema);
