import { safeNextPath } from '@/lib/users/safe-next-path';

describe('safeNextPath', () => {
  it('keeps local paths with their query', () => {
    expect(safeNextPath('/m/abc/admin')).toBe('/m/abc/admin');
    expect(safeNextPath('/ordering-manager?page=2')).toBe('/ordering-manager?page=2');
  });

  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'me', '', 'javascript:alert(1)', '/\nx'])(
    'falls back for %p',
    (value) => {
      expect(safeNextPath(value)).toBe('/me');
    },
  );

  it('falls back for missing or non-string values', () => {
    expect(safeNextPath(undefined)).toBe('/me');
    expect(safeNextPath(['/a', '/b'])).toBe('/me');
    expect(safeNextPath(null, '/login')).toBe('/login');
  });
});
