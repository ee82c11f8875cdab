/** Pure parts of the owner's edits: the partial public-info update, working-day bodies, the 30-day window. */
import { publicInfoUpdate } from '../../lib/menus/public-info/public-info-update';
import { publicInfoSchema } from '../../lib/validation/public-info';
import { workingDaysChange, workingDaysBodySchema } from '../../lib/validation/working-day';
import { lastDays } from '../../lib/menus/stats/last-days';
import { inRequestLang } from '../../lib/api/request-lang';

const update = (body: unknown) => publicInfoUpdate(publicInfoSchema.parse(body));

describe('publicInfoUpdate', () => {
  it('sets only the fields a form sends, as dotted paths', () => {
    expect(update({ headingPhrase: ' أهلاً ', endingPhrase: 'وداعاً' })).toEqual({ $set: { headingPhrase: 'أهلاً', endingPhrase: 'وداعاً' } });
    expect(update({ institution: { contact: { x: 'h' } } })).toEqual({ $set: { 'institution.contact.x': 'h' } });
  });
  it('maps the switches onto the settings and the coordinates onto the GeoJSON point [long, lat]', () => {
    expect(update({ enableBuy: 'enable', showSaleSection: 'disable', lat: '31.5', long: 35.5 })).toEqual({
      $set: { 'settings.doMenuPurchase': true, 'settings.doRenderDealsSection': false, 'institution.location.geoLocation': { type: 'Point', coordinates: [35.5, 31.5] } },
    });
    expect(update({ lat: '', long: '' })).toEqual({ $unset: { 'institution.location.geoLocation': '' } });
  });
  it('drops unknown keys and lowercases the short name', () => {
    expect(update({ username: 'My.Cafe', admins: ['x'], plan: 9 })).toEqual({ $set: { username: 'my.cafe' } });
  });
});

describe('working-day bodies', () => {
  it('a day with hours is saved; an M-prefixed day is deleted; several days in one body, each once', () => {
    const change = (body: unknown) => workingDaysChange(workingDaysBodySchema.parse(body));
    expect(change({ workingDays: [{ day: 'mon', start: '09:00', end: '02:00' }] })).toEqual({ save: [{ day: 'mon', start: '09:00', end: '02:00' }], delete: [] });
    expect(change({ workingDays: [{ day: 'Mfri' }] })).toEqual({ save: [], delete: ['fri'] });
    expect(change({ workingDays: [{ day: 'sat', start: '09:00', end: '23:00' }, { day: 'sun' }, { day: 'Mfri' }] })).toEqual({
      save: [{ day: 'sat', start: '09:00', end: '23:00' }, { day: 'sun', start: '', end: '' }],
      delete: ['fri'],
    });
    const refused = (body: unknown) => inRequestLang('en', () => workingDaysBodySchema.safeParse(body).error?.issues[0].message);
    expect(refused({ workingDays: [] })).toBe('Send 1 to 7 working days');
    expect(refused({ workingDays: [{ day: 'mon' }, { day: 'Mmon' }] })).toBe('Each day may be given once only');
    expect(refused({ workingDays: [...'12345678'].map(() => ({ day: 'mon' })) })).toBe('Send 1 to 7 working days');
  });
  it('hours are 24-hour HH:MM from 00:00 to 23:59 with the spec message', () => {
    for (const bad of ['24:00', '7:00', '12:5', '12:60', 'ab:cd']) {
      const message = inRequestLang('ar', () => workingDaysBodySchema.safeParse({ workingDays: [{ day: 'sun', start: bad }] }).error?.issues[0].message);
      expect(message).toBe('الرجاء إدخال ساعة صحيحة');
    }
    expect(workingDaysBodySchema.safeParse({ workingDays: [{ day: 'sun', start: '00:00', end: '23:59' }] }).success).toBe(true);
  });
});

describe('lastDays', () => {
  it('gives 30 consecutive dates in the zone, today last', () => {
    const days = lastDays(new Date('2026-03-30T21:30:00Z'), 'Asia/Amman');
    expect(days).toHaveLength(30);
    expect(days[29]).toBe('2026-03-31'); // already the 31st in Amman (UTC+3)
    expect(days[0]).toBe('2026-03-02');
    expect(new Set(days).size).toBe(30);
  });
  it('does not skip a date over a DST change', () => {
    const days = lastDays(new Date('2026-03-30T12:00:00Z'), 'Europe/Berlin');
    expect(days).toContain('2026-03-29');
    expect(days).toHaveLength(30);
  });
});
