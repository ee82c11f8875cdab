/** The small pure helpers: names without control characters, login links, Excel cells, image job limit. */
import { plainText } from '../../lib/validation/plain-text';
import { fragmentLoginPath, loginLinkUrl, readLoginLink } from '../../lib/users/login-link';
import { safeCellText } from '../../lib/shared/safe-cell-text';
import { runImageJob, runningImageJobs } from '../../lib/uploads/image-jobs';
import { MAX_IMAGE_JOBS } from '../../lib/shared/upload-limits';
import sharp from 'sharp';

describe('plainText', () => {
  it.each([
    ['Sa\u202Era\u202Ch', 'Sarah'],
    ['\u2066مطعم\u2069 السنابل', 'مطعم السنابل'],
    ['a\u0000b\u0007c\u007Fd\u0085e\u009Bf', 'abcd ef'],
    ['two\nlines\r\nhere\ttab', 'two lines here tab'],
    ['مطعم\u200F (RLM stays)', 'مطعم\u200F (RLM stays)'],
  ])('%j -> %j', (input, expected) => {
    expect(plainText(input)).toBe(expected);
  });
});

describe('login links', () => {
  it('put the password in the fragment and read it back (with # and spaces), keeping next', () => {
    const link = loginLinkUrl('https://menu.example.com', 'rest.owner', 'p#ss w&rd');
    expect(link.startsWith('https://menu.example.com/login?username=rest.owner#password=')).toBe(true);
    expect(new URL(link).search).not.toContain('p%23ss');
    expect(readLoginLink(link + '')).toMatchObject({ username: 'rest.owner', password: 'p#ss w&rd', cleanUrl: '/login' });
    expect(readLoginLink('https://x.test/login?next=%2Fme&username=a#password=b').cleanUrl).toBe('/login?next=%2Fme');
  });

  it('send an older link on to the fragment form, next kept', () => {
    expect(fragmentLoginPath({ username: 'a', password: 'p&q', next: '/me' })).toBe('/login?username=a&next=%2Fme#password=p%26q');
    expect(fragmentLoginPath({ username: '', password: 'x' })).toBe('/login?username=#password=x');
  });

  it('still read an older link’s query, and say what to strip', () => {
    expect(readLoginLink('https://x.test/login?username=a&password=b&next=%2Fme')).toEqual({ username: 'a', password: 'b', cleanUrl: '/login?next=%2Fme' });
    expect(readLoginLink('https://x.test/login')).toEqual({ username: null, password: null, cleanUrl: '/login' });
  });
});

describe('safeCellText', () => {
  it.each([
    ['=HYPERLINK("x")', `'=HYPERLINK("x")`],
    ['+cmd|x', `'+cmd|x`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\tTAB', `'\tTAB`],
    ['\rCR', `'\rCR`],
    ['+962 79 123 4567', '+962 79 123 4567'],
    ['-12.5', '-12.5'],
    ['Sara', 'Sara'],
    [12, 12],
  ])('%j -> %j', (input, expected) => {
    expect(safeCellText(input)).toBe(expected);
  });
});

describe('image jobs', () => {
  it('turn off sharp’s cache', () => {
    expect(sharp.cache().items.max).toBe(0);
    expect(sharp.cache().memory.max).toBe(0);
  });

  it(`run at most ${MAX_IMAGE_JOBS} at a time, every job still runs, in order of arrival`, async () => {
    let peak = 0;
    const started: number[] = [];
    const releases: (() => void)[] = [];
    const jobs = Array.from({ length: 6 }, (_, i) =>
      runImageJob(async () => {
        started.push(i);
        peak = Math.max(peak, runningImageJobs());
        await new Promise<void>((resolve) => releases.push(resolve));
        return i;
      }),
    );
    for (let done = 0; done < 6; done++) {
      await new Promise((r) => setImmediate(r));
      expect(started.length).toBe(Math.min(6, done + MAX_IMAGE_JOBS));
      releases.shift()!();
    }
    expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(peak).toBe(MAX_IMAGE_JOBS);
    expect(runningImageJobs()).toBe(0);
  });

  it('free the slot when a job fails', async () => {
    await expect(runImageJob(() => Promise.reject(new Error('bad image')))).rejects.toThrow('bad image');
    expect(runningImageJobs()).toBe(0);
  });
});
