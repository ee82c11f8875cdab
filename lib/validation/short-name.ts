import { OBJECT_ID_PATTERN } from './object-id-pattern';

/**
 * A menu's short name, the one rule for the init form and the public-info form (/m/{name}): 3 to 40 lowercase English
 * letters, digits, '.', '_' or '-', starting with a letter or digit, and never 24 hex digits (that reads as a menu id).
 * The two forms had 40 and 30: a name picked at init could not be kept when the settings were saved.
 */
const SHORT_NAME_FORMAT = /^[a-z0-9][a-z0-9_.-]{2,39}$/;

export const isShortName = (value: string): boolean => SHORT_NAME_FORMAT.test(value) && !OBJECT_ID_PATTERN.test(value);
