import { signupSchema } from '@/lib/validation/signup';
import { loginSchema, verifyEmailQuerySchema } from '@/lib/validation/user';

/** The account schemas the forms and the handlers share (spec §5 signup/login/verify messages). */

const valid = {
  name: 'Sara',
  username: 'sara.k',
  email: 'sara@example.com',
  phone: '+962791234567',
  password: 'long-enough-1',
  passwordConfirm: 'long-enough-1',
  agreeToTerms: true,
};

function messages(input: unknown): string[] {
  const r = signupSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
}

describe('signupSchema', () => {
  it('accepts a valid sign-up and normalises username and e-mail', () => {
    const r = signupSchema.parse({ ...valid, username: ' Sara.K ', email: ' SARA@Example.com ' });
    expect(r.username).toBe('sara.k');
    expect(r.email).toBe('sara@example.com');
  });

  it('lists every required message for an empty form, in field order', () => {
    expect(messages({})).toEqual([
      'Full Name is required',
      'Username is required',
      'Email is required',
      'Phone number is required',
      'Password is required',
      'Password confirmation is required',
      'Please, accepting the terms is a must',
    ]);
  });

  it('reports a password mismatch even while other fields are missing', () => {
    expect(messages({ password: 'long-enough-1', passwordConfirm: 'other-pass-1' })).toContain('Passwords must match');
    expect(messages({ ...valid, passwordConfirm: 'other-pass-1' })).toEqual(['Passwords must match']);
  });

  it.each([
    ['email', 'sara@', 'Invalid Email'],
    ['phone', '555', 'Invalid Phone Number'],
    ['username', 'Sara K', 'Username must be 3 to 30 characters: lowercase English letters, digits, dot, underscore or dash'],
    ['username', 'a'.repeat(31), 'Username must be 3 to 30 characters: lowercase English letters, digits, dot, underscore or dash'],
    ['password', 'short', 'Password must be at least 8 characters'],
  ])('rejects a bad %s', (field, value, message) => {
    const input = { ...valid, [field]: value, ...(field === 'password' ? { passwordConfirm: value } : {}) };
    expect(messages(input)).toEqual([message]);
  });

  it('never lets an object through where a string belongs', () => {
    expect(messages({ ...valid, username: { $gt: '' } })).toEqual(['Username must be text']);
    expect(messages({ ...valid, agreeToTerms: 'true' })).toEqual(['Please, accepting the terms is a must']);
  });
});

describe('loginSchema', () => {
  it('has the two spec messages', () => {
    const r = loginSchema.safeParse({ username: '', password: '' });
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual(['Username is required', 'Password is required']);
  });
});

describe('verifyEmailQuerySchema', () => {
  it('needs six digits', () => {
    expect(verifyEmailQuerySchema.safeParse({ otp: '012345' }).success).toBe(true);
    expect(verifyEmailQuerySchema.safeParse({ otp: '12345' }).success).toBe(false);
    expect(verifyEmailQuerySchema.safeParse({}).error?.issues[0].message).toBe('otp is a required field');
  });
});
