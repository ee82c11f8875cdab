import { API_MESSAGES as EN } from '../../lib/i18n/api-en';
import { API_MESSAGES as AR, FIELD_LABELS } from '../../lib/i18n/api-ar';
import { AUTH_TEXT, MENU_SHEET_TEXT, itemsCount } from '../../lib/i18n/ar';
import { countOf } from '../../lib/i18n/plural';
import { DINER_ORDER_TEXT, TABLE_TEXT } from '../../lib/i18n/diner-ar';
import { langFromAcceptLanguage } from '../../lib/i18n/lang';
import { fieldLabel, msg, t, translate } from '../../lib/i18n/t';
import { inRequestLang } from '../../lib/api/request-lang';
import { initMenuSchema } from '../../lib/validation/init';
import { branchSchema } from '../../lib/validation/branch';
import { itemFormSchema } from '../../lib/validation/item';
import { PUBLIC_INFO_FORMS, publicInfoSchema } from '../../lib/validation/public-info';
import { signupSchema } from '../../lib/validation/signup';
import type { ZodType } from 'zod';

/** The messages of a failed parse, written in `lang` (as the route wrapper parses a request). */
const messagesOf = (lang: 'ar' | 'en', schema: ZodType, input: unknown) =>
  inRequestLang(lang, () => {
    const r = schema.safeParse(input);
    if (r.success) throw new Error('expected a refusal');
    return r.error.issues.map((i) => i.message);
  });

describe('the language of a request', () => {
  it.each([
    [null, 'en'],
    ['', 'en'],
    ['*', 'en'],
    ['ar', 'ar'],
    ['ar-JO,ar;q=0.9', 'ar'],
    ['en-US,en;q=0.9', 'en'],
    ['en-US,en;q=0.9,ar;q=0.8', 'en'],
    ['fr-FR,ar;q=0.5,en;q=0.4', 'ar'],
    ['de-DE,fr;q=0.8', 'en'],
    ['ar;q=0', 'en'],
  ])('Accept-Language %p → %p', (header, lang) => {
    expect(langFromAcceptLanguage(header)).toBe(lang);
  });
});

describe('Arabic counting (Intl.PluralRules("ar"))', () => {
  it.each([
    [0, '0 عنصر'],
    [1, 'عنصر واحد'],
    [2, 'عنصرين'],
    [3, '3 عناصر'],
    [10, '10 عناصر'],
    [11, '11 عنصراً'],
    [99, '99 عنصراً'],
    [100, '100 عنصر'],
    [103, '103 عناصر'],
  ])('%p items read %p', (n, text) => {
    expect(itemsCount(n)).toBe(text);
  });

  it('falls back to `other` when a form is not given, and English counts one/other', () => {
    expect(countOf('ar', 1, { other: '{n} ثانية' })).toBe('1 ثانية');
    expect(countOf('en', 1, { one: '{n} try', other: '{n} tries' })).toBe('1 try');
    expect(countOf('en', 4, { one: '{n} try', other: '{n} tries' })).toBe('4 tries');
  });

  it('counts inside server messages: seconds to wait and tries left', () => {
    expect(t('ar', 'codeWait', { seconds: 45 })).toContain('45 ثانية');
    expect(t('ar', 'codeWait', { seconds: 5 })).toContain('5 ثوانٍ');
    // The resend button's countdown counts the same way (it read '5 ثانية').
    expect(AUTH_TEXT.resendIn(59)).toBe('يمكنك طلب رمز جديد بعد 59 ثانية');
    expect(AUTH_TEXT.resendIn(5)).toBe('يمكنك طلب رمز جديد بعد 5 ثوانٍ');
    expect(AUTH_TEXT.resendIn(2)).toBe('يمكنك طلب رمز جديد بعد ثانيتين');
    expect(MENU_SHEET_TEXT.tooManyRows(3000, 3005)).toBe('الملف فيه 3005 صفوف، والحد الأعلى 3000 صف');
    expect(MENU_SHEET_TEXT.tooManyRows(3000, 3011)).toBe('الملف فيه 3011 صفاً، والحد الأعلى 3000 صف');
    expect(t('ar', 'wrongCode', { left: 1 })).toBe('رمز خاطئ، بقيت محاولة واحدة');
    expect(t('ar', 'wrongCode', { left: 3 })).toBe('رمز خاطئ، بقي لديك 3 محاولات');
    expect(t('en', 'wrongCode', { left: 1 })).toBe('Wrong code, 1 try left');
  });

  it("counts the owner's tables and new orders (no more '0 طاولات' or '100 طلباً')", () => {
    expect([0, 1, 2, 3, 11, 100, 103].map(TABLE_TEXT.count)).toEqual(['لا طاولات بعد', 'طاولة واحدة', 'طاولتان', '3 طاولات', '11 طاولةً', '100 طاولة', '103 طاولات']);
    expect([1, 2, 10, 11, 100].map(DINER_ORDER_TEXT.newCount)).toEqual(['طلب جديد واحد', 'طلبان جديدان', '10 طلبات جديدة', '11 طلباً جديداً', '100 طلب جديد']);
  });
});

describe('the lookup', () => {
  it('has the same keys in both catalogues', () => {
    expect(Object.keys(AR).sort()).toEqual(Object.keys(EN).sort());
  });

  it('keeps the spec’s English texts word for word and names fields by their Arabic labels', () => {
    expect(t('en', 'required', { field: 'institution.location.address' })).toBe('institution.location.address is a required field');
    expect(t('ar', 'required', { field: 'institution.location.address' })).toBe('وصف الموقع مطلوب');
    expect(t('ar', 'required', { field: 'address' })).toBe('العنوان مطلوب');
    expect(t('ar', 'required', { field: 'file' })).toBe('الصورة مطلوبة');
    expect(t('en', 'phoneInvalid')).toBe('Invalid phone number');
    expect(t('en', 'usernameRequired')).toBe('Username is required');
    expect(t('en', 'termsRequired')).toBe('Please, accepting the terms is a must');
  });

  it('drops a context prefix in English and finds array paths by their field', () => {
    expect(fieldLabel('en', 'gallery:title')).toBe('title');
    expect(fieldLabel('ar', 'gallery:title')).toBe('عنوان المعرض');
    expect(fieldLabel('ar', 'subItems.2.title')).toBe('اسم النوع');
    expect(fieldLabel('ar', 'sections.0.title')).toBe(FIELD_LABELS.title);
    expect(fieldLabel('ar', 'colors.mainColor')).toBe('اللون الرئيسي');
    expect(fieldLabel('ar', 'somethingUnknown')).toBe('هذا الحقل');
  });

  it('translates a thrown message in the caller’s language; a literal text passes through', () => {
    const m = msg('imageTooLarge', { mb: 5 });
    expect(translate('en', m)).toBe('The image is too large (at most 5 MB)');
    expect(translate('ar', m)).toBe('الصورة كبيرة جداً (الحد الأقصى 5 ميغابايت)');
    expect(translate('ar', 'as written')).toBe('as written');
  });

  it('writes Arabic with a field no longer than its limit as Arabic counts letters', () => {
    expect(t('ar', 'tooLong', { field: 'title', max: 100 })).toBe('الاسم لا يتجاوز 100 حرف');
    expect(t('ar', 'tooLong', { field: 'note', max: 300 })).toBe('الوصف لا يتجاوز 300 حرف');
    expect(t('ar', 'tooLong', { field: 'itemname', max: 60 })).toBe('الاسم الفريد لا يتجاوز 60 حرفاً');
  });
});

/** An ASCII word of 3+ letters: a field key such as `institution`, `mainColor`, `offPrice`, `otp` would be one. */
const ASCII_WORD = /[A-Za-z]{3,}/;

describe('the shared schemas speak the language of the parse', () => {
  it('init form: Arabic labels, no key; English as the spec writes it', () => {
    const empty = { institution: { name: '', description: '', location: { address: '' }, contact: { phone: '' } } };
    const ar = messagesOf('ar', initMenuSchema, empty);
    expect(ar).toEqual(expect.arrayContaining(['اسم المطعم مطلوب', 'الوصف المختصر مطلوب', 'وصف الموقع مطلوب', 'رقم الهاتف مطلوب']));
    for (const m of ar) expect(m).not.toMatch(ASCII_WORD);
    expect(messagesOf('en', initMenuSchema, empty)).toContain('institution.location.address is a required field');
    expect(messagesOf('ar', initMenuSchema, { ...empty, institution: { ...empty.institution, contact: { phone: '12' } } })).toContain('رقم هاتف غير صحيح');
  });

  it('item form and branch form', () => {
    const item = messagesOf('ar', itemFormSchema, { title: '', itemname: '', description: '', price: '', pin: false, show: { type: 'small-image' }, sectionId: '' });
    expect(item).toEqual(expect.arrayContaining(['اسم العنصر مطلوب', 'الاسم الفريد مطلوب', 'الوصف مطلوب', 'السعر مطلوب', 'المصنف مطلوب']));
    for (const m of item) expect(m).not.toMatch(ASCII_WORD);
    const branch = messagesOf('ar', branchSchema, { address: '', phone: 'abc', lat: 200 });
    expect(branch).toEqual(expect.arrayContaining(['العنوان مطلوب', 'رقم الهاتف غير صحيح']));
    for (const m of branch) expect(m).not.toMatch(ASCII_WORD);
    expect(messagesOf('en', branchSchema, { address: '', phone: 'abc' })).toEqual(expect.arrayContaining(['address is a required field', 'Invalid phone number']));
  });

  it('public info: colours, switches and links by their labels', () => {
    const colours = messagesOf('ar', PUBLIC_INFO_FORMS.colors, { colors: { mainColor: '', secondaryColor: '#fff', shadeColor: '#000', tintColor: '#eee' } });
    expect(colours).toEqual(['اللون الرئيسي مطلوب']);
    const strict = messagesOf('ar', publicInfoSchema, { colors: { mainColor: 'not-a-colour' } });
    expect(strict[0]).toMatch(/^اللون الرئيسي ليس لوناً صحيحاً/);
    expect(strict[0]).not.toContain('mainColor');
    const link = messagesOf('ar', publicInfoSchema, { institution: { whatsapp: 'javascript:alert(1)' } });
    expect(link[0]).toMatch(/^رابط واتساب يجب أن يكون رابطاً/);
    const sw = messagesOf('ar', publicInfoSchema, { enableBuy: 'maybe' });
    expect(sw).toEqual(['الشراء عبر المنيو: اختر تفعيل أو تعطيل']);
    expect(messagesOf('en', publicInfoSchema, { enableBuy: 'maybe' })).toEqual(['enableBuy must be enable or disable']);
  });

  it('sign-up: the spec’s English messages, Arabic ones on the Arabic page', () => {
    const body = { name: '', username: '', email: 'x', phone: '', password: '', passwordConfirm: '', agreeToTerms: false };
    expect(messagesOf('en', signupSchema, body)).toEqual(
      expect.arrayContaining(['Full Name is required', 'Username is required', 'Invalid Email', 'Phone number is required', 'Password is required', 'Please, accepting the terms is a must']),
    );
    const ar = messagesOf('ar', signupSchema, body);
    expect(ar).toEqual(expect.arrayContaining(['الاسم الكامل مطلوب', 'اسم المستخدم مطلوب', 'كلمة المرور مطلوبة', 'يجب الموافقة على الشروط والأحكام']));
    for (const m of ar) expect(m).not.toMatch(ASCII_WORD);
  });

  it('a parse outside any request (a unit, a script) is English', () => {
    const r = branchSchema.safeParse({ address: '', phone: '+962791234567' });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0].message).toBe('address is a required field');
  });
});
