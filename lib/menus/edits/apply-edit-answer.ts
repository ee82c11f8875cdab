import type { AdminMenu } from '../admin-menu';
import type { AdminMenuEditAnswer } from './client';

/**
 * The admin's menu with an edit's answer laid over it, so the screen shows the change as soon as the edit is answered
 * (not a whole read of the menu later): the answer's head fields, each section it carries in place of the one with its
 * id (a new one at the end), and a removed section dropped. Browser-safe: no server imports.
 */
export function applyEditAnswer(menu: AdminMenu, answer: AdminMenuEditAnswer): AdminMenu {
  const { sections: touched = [], removed, ...head } = answer;
  const gone = removed && 'sectionId' in removed ? removed.sectionId : null;
  const byId = new Map(touched.map((s) => [String(s._id), s]));
  const kept = menu.sections.filter((s) => String(s._id) !== gone).map((s) => byId.get(String(s._id)) ?? s);
  const known = new Set(kept.map((s) => String(s._id)));
  const added = touched.filter((s) => !known.has(String(s._id)) && String(s._id) !== gone);
  return { ...menu, ...head, sections: [...kept, ...added] };
}
