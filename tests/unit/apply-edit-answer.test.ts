import { applyEditAnswer } from '../../lib/menus/edits/apply-edit-answer';
import type { AdminMenu } from '../../lib/menus/admin-menu';
import type { AdminMenuEditAnswer } from '../../lib/menus/edits/client';

const section = (id: string, titles: string[]) => ({ _id: id, title: `section ${id}`, items: titles.map((t) => ({ _id: `${id}-${t}`, title: t })) });
const menu = { _id: 'm', headingPhrase: 'Cafe', sections: [section('a', ['x']), section('b', ['y', 'z'])] } as unknown as AdminMenu;
const answer = (a: Record<string, unknown>) => ({ _id: 'm', headingPhrase: 'Cafe', ...a }) as unknown as AdminMenuEditAnswer;
const titles = (m: AdminMenu) => m.sections.map((s) => `${s._id}:${s.items.map((i) => i.title).join(',')}`);

describe('an edit answer laid over the admin menu', () => {
  it('replaces the touched section where it stands and keeps the others', () => {
    const after = applyEditAnswer(menu, answer({ sections: [section('b', ['y'])] }));
    expect(titles(after)).toEqual(['a:x', 'b:y']);
    expect(after.sections[0]).toBe(menu.sections[0]);
  });

  it('adds a new section at the end and takes the head fields of the answer', () => {
    const after = applyEditAnswer(menu, answer({ headingPhrase: 'Café', sections: [section('c', [])] }));
    expect(titles(after)).toEqual(['a:x', 'b:y,z', 'c:']);
    expect(after.headingPhrase).toBe('Café');
  });

  it('drops a removed section, and a head-only answer leaves the sections as they were', () => {
    expect(titles(applyEditAnswer(menu, answer({ sections: [], removed: { sectionId: 'a' } })))).toEqual(['b:y,z']);
    expect(applyEditAnswer(menu, answer({ sections: [] })).sections).toEqual(menu.sections);
  });
});
