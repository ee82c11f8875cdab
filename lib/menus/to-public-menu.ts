import { asCurrency } from '../money/currencies';
import { safeCssColor } from '../validation/css-color';
import { isStoredImageName } from '../shared/upload-urls';
import type { PublicItem, PublicLocation, PublicMenu, PublicSection } from './public-menu';
import { ALLERGENS, DIETARY_TAGS, knownCodes } from '../shared/dietary';
import type { AvailabilityWindow } from '../shared/availability';

/* eslint-disable @typescript-eslint/no-explicit-any -- maps a lean Mongo document of unknown age to the public shape */

const str = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v));
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : Number(v) || 0);
const color = (v: unknown, fallback: string) => safeCssColor(v) ?? fallback;
/** Only our own upload names reach the page: anything else stored (a foreign URL) is dropped. */
const stored = (v: unknown) => (isStoredImageName(v) ? v : '');

function location(l: any): PublicLocation {
  const c = l?.geoLocation?.coordinates;
  const ok = Array.isArray(c) && c.length === 2 && c.every((n: unknown) => typeof n === 'number' && Number.isFinite(n));
  return { address: str(l?.address), googleMaps: str(l?.googleMaps), coordinates: ok ? [c[0], c[1]] : null };
}

/** An item's allergens, tags and calories, only those set (most items have none: the page's data stays small). */
function dietary(i: any): Pick<PublicItem, 'allergens' | 'tags' | 'calories'> {
  const allergens = knownCodes(ALLERGENS, i.allergens);
  const tags = knownCodes(DIETARY_TAGS, i.tags);
  const calories = typeof i.calories === 'number' && Number.isFinite(i.calories) ? i.calories : undefined;
  return { ...(allergens.length ? { allergens } : {}), ...(tags.length ? { tags } : {}), ...(calories !== undefined ? { calories } : {}) };
}

/** An item's option groups, only when it has some. */
function optionGroups(groups: any): Pick<PublicItem, 'optionGroups'> {
  if (!Array.isArray(groups) || groups.length === 0) return {};
  return {
    optionGroups: groups.map((g: any) => ({
      _id: str(g._id),
      title: str(g.title),
      min: num(g.min),
      max: num(g.max),
      options: (g.options ?? []).map((o: any) => ({ _id: str(o._id), title: str(o.title), price: num(o.price), ...soldOutState(o), ...englishSide(o.translations, TITLE) })),
      ...englishSide(g.translations, TITLE),
    })),
  };
}

/** Sold out, and when that ends by itself: only when marked. */
function soldOutState(x: any): { soldOut?: true; soldOutUntil?: string } {
  if (!x?.soldOut) return {};
  const until = x.soldOutUntil ? new Date(x.soldOutUntil) : null;
  return { soldOut: true, ...(until && Number.isFinite(until.getTime()) ? { soldOutUntil: until.toISOString() } : {}) };
}

/** A section's or an item's hours: only when it has some. */
function availability(windows: any): { availability?: AvailabilityWindow[] } {
  if (!Array.isArray(windows) || windows.length === 0) return {};
  return { availability: windows.map((w: any) => ({ days: (w.days ?? []).map(str), start: str(w.start), end: str(w.end) })) };
}

/** The English side of a text's fields, only those given (most texts have none, the page's data stays small). */
function englishSide<K extends string>(t: any, keys: readonly K[]): { translations?: { en: Partial<Record<K, string>> } } {
  const en: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const v = str(t?.en?.[key]).trim();
    if (v) en[key] = v;
  }
  return Object.keys(en).length ? { translations: { en } } : {};
}
const TITLE = ['title'] as const;
const TITLE_AND_DESCRIPTION = ['title', 'description'] as const;
const NOTE = ['note'] as const;
const ADDRESS = ['address'] as const;
const MENU_TEXTS = ['name', 'description', 'address', 'headingPhrase', 'endingPhrase'] as const;

/** A lean menu document -> the JSON the public page renders (no counters, admins or statistics). */
export function toPublicMenu(doc: any): PublicMenu {
  const sections: PublicSection[] = (doc.sections ?? []).map((s: any) => ({
    _id: str(s._id),
    title: str(s.title),
    prime: Boolean(s.prime),
    ...englishSide(s.translations, TITLE),
    ...availability(s.availability),
    items: (s.items ?? []).map((i: any) => ({
      _id: str(i._id),
      title: str(i.title),
      description: str(i.description),
      price: num(i.price),
      pin: Boolean(i.pin),
      image: stored(i.image),
      showType: i.show?.type === 'large-image' ? 'large-image' : 'small-image',
      subItems: (i.subItems ?? []).map((x: any) => ({ title: str(x.title), price: num(x.price), ...englishSide(x.translations, TITLE) })),
      ...optionGroups(i.optionGroups),
      sale: { onSale: Boolean(i.sale?.onSale), offPrice: num(i.sale?.offPrice) },
      ...soldOutState(i),
      ...availability(i.availability),
      ...dietary(i),
      ...englishSide(i.translations, TITLE_AND_DESCRIPTION),
    })),
    galleries: (s.galleries ?? []).map((g: any) => ({
      _id: str(g._id),
      title: str(g.title),
      display: g.display === 'show-all' ? 'show-all' : 'scroll',
      images: (g.images ?? [])
        .filter((x: any) => stored(x?.image))
        .map((x: any) => ({ image: stored(x.image), note: str(x.note), ...englishSide(x.translations, NOTE) })),
      ...englishSide(g.translations, TITLE),
    })),
  }));
  const inst = doc.institution ?? {};
  const contact = inst.contact ?? {};
  return {
    _id: str(doc._id),
    username: str(doc.username),
    active: Boolean(doc.active),
    plan: num(doc.plan),
    currency: asCurrency(doc.currency),
    timeZone: str(doc.timeZone) || 'Asia/Amman',
    headingPhrase: str(doc.headingPhrase),
    endingPhrase: str(doc.endingPhrase),
    menuMainImage: stored(doc.menuMainImage),
    colors: {
      mainColor: color(doc.colors?.mainColor, '#8d1b3d'),
      secondaryColor: color(doc.colors?.secondaryColor, '#f4b942'),
      shadeColor: color(doc.colors?.shadeColor, '#5e1229'),
      tintColor: color(doc.colors?.tintColor, '#f8e9ee'),
    },
    institution: {
      name: str(inst.name),
      description: str(inst.description),
      logo: stored(inst.logo),
      whatsapp: str(inst.whatsapp),
      googleRateUrl: str(inst.googleRateUrl),
      location: location(inst.location),
      contact: {
        instagram: str(contact.instagram),
        x: str(contact.x),
        facebook: str(contact.facebook),
        phone: str(contact.phone),
        email: str(contact.email),
        snapchat: str(contact.snapchat),
      },
    },
    settings: {
      doMenuPurchase: Boolean(doc.settings?.doMenuPurchase),
      doRenderDealsSection: Boolean(doc.settings?.doRenderDealsSection),
      doMarkClosestBranch: Boolean(doc.settings?.doMarkClosestBranch),
    },
    languages: doc.settings?.english ? ['ar', 'en'] : ['ar'],
    ...englishSide(doc.translations, MENU_TEXTS),
    sections,
    branches: (doc.branches ?? []).map((b: any) => ({ _id: str(b._id), phone: str(b.phone), location: location(b.location), ...englishSide(b.translations, ADDRESS) })),
    tables: (doc.tables ?? []).map((t: any) => ({ _id: str(t._id), name: str(t.name) })),
    workingDays: (doc.workingDays ?? []).map((d: any) => ({ day: str(d.day), start: str(d.start), end: str(d.end) })),
    updatedAt: doc.updatedAt ? new Date(doc.updatedAt).toISOString() : '',
  };
}
