/** The languages of the interface and of a menu's texts: Arabic (the main one) and English. Import-free. */
export const LANGS = ['ar', 'en'] as const;
