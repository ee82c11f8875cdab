import { changedPaths, pickChanged } from '../../lib/ui/changed-fields';

/**
 * What a save sends (lib/ui/changed-fields.ts): only the fields changed since the form was opened or saved, so another
 * tab's edit of the others stays; lists whole; a group (a point's latitude and longitude) together.
 */
describe('changed fields of a form', () => {
  const saved = { institution: { name: 'السنابل', description: 'قديم', location: { address: 'عمّان' } }, currency: 'JOD', lat: '31.9', long: '35.9', subItems: [{ title: 'صغير', price: 1 }] };

  it('names the changed leaves, or a changed list whole', () => {
    const typed = { ...saved, institution: { ...saved.institution, description: 'جديد' }, subItems: [{ title: 'صغير', price: 1.5 }] };
    expect(changedPaths(typed, saved)).toEqual(['institution.description', 'subItems']);
    expect(changedPaths(saved, structuredClone(saved))).toEqual([]);
    // At depth 1 a changed object is a top-level field, sent whole (the item panel's English side).
    expect(changedPaths(typed, saved, 1)).toEqual(['institution', 'subItems']);
  });

  it('keeps only the changed paths of the body, with the parents that reach them', () => {
    const body = { institution: { name: 'السنابل', description: 'جديد', location: { address: 'عمّان' } }, currency: 'JOD' };
    expect(pickChanged(body, ['institution.description'])).toEqual({ institution: { description: 'جديد' } });
    expect(pickChanged(body, ['institution.location.address'])).toEqual({ institution: { location: { address: 'عمّان' } } });
    expect(pickChanged(body, [])).toEqual({});
  });

  it('sends a group whole when one of it changed: a latitude without its longitude would be no point', () => {
    const body = { lat: 32, long: 35.9, institution: { googleRateUrl: '' } };
    expect(pickChanged(body, ['lat'], [['lat', 'long']])).toEqual({ lat: 32, long: 35.9 });
    expect(pickChanged(body, ['institution.googleRateUrl'], [['lat', 'long']])).toEqual({ institution: { googleRateUrl: '' } });
  });
});
