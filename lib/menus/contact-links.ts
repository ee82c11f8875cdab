/**
 * Safe links for the public menu's contact entries (owner-entered text): only http(s) URLs pass through; handles
 * become profile URLs; phone numbers keep digits and '+'. Anything else (javascript:, data:) gives ''.
 */
export function httpUrl(value: string | null | undefined): string {
  const v = String(value ?? '').trim();
  if (!/^https?:\/\//i.test(v)) return '';
  try {
    return new URL(v).toString();
  } catch {
    return '';
  }
}

const PROFILE_BASE = {
  instagram: 'https://instagram.com/',
  facebook: 'https://facebook.com/',
  x: 'https://x.com/',
  snapchat: 'https://snapchat.com/add/',
} as const;

export type SocialKind = keyof typeof PROFILE_BASE;

export function socialUrl(kind: SocialKind, value: string | null | undefined): string {
  const v = String(value ?? '').trim();
  if (!v) return '';
  if (/^https?:\/\//i.test(v)) return httpUrl(v);
  const handle = v.replace(/^@/, '');
  return /^[\w.-]{1,64}$/.test(handle) ? PROFILE_BASE[kind] + handle : '';
}

export function telHref(phone: string | null | undefined): string {
  const digits = String(phone ?? '').replace(/[^\d+]/g, '');
  return digits ? `tel:${digits}` : '';
}

export function whatsappUrl(number: string | null | undefined): string {
  const v = String(number ?? '').trim();
  if (/^https?:\/\//i.test(v)) return httpUrl(v);
  const digits = v.replace(/\D/g, '').replace(/^00/, '');
  return digits ? `https://wa.me/${digits}` : '';
}

export function mailtoHref(email: string | null | undefined): string {
  const v = String(email ?? '').trim();
  return /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(v) ? `mailto:${v}` : '';
}

/** A maps link for a place: the owner's link when it is http(s), else one built from the coordinates. */
export function mapsUrl(link: string | null | undefined, coordinates?: readonly [number, number] | null): string {
  const own = httpUrl(link);
  if (own) return own;
  return coordinates ? `https://www.google.com/maps?q=${coordinates[1]},${coordinates[0]}` : '';
}
