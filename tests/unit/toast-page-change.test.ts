import { addToast, keepAcrossPageChange, type Toast } from '@/lib/ui/toast-list';

/** A page change clears the toasts of the page left behind, except the one its action pushed for the next page. */
describe('toasts across a page change', () => {
  const saved: Toast = { id: 1, msg: 'تم التعديل', error: false, lang: 'ar' };
  const loggedIn: Toast = { id: 2, msg: 'تم تسجيل الدخول', error: false, lang: 'ar', forNextPage: true, leaving: true };

  it('keeps the toast announcing the change, however late the new page arrived, with its lifetime started again', () => {
    expect(keepAcrossPageChange([loggedIn])).toEqual([{ ...loggedIn, forNextPage: false, leaving: false }]);
  });

  it('drops the toasts of the page left behind', () => {
    expect(keepAcrossPageChange([saved])).toEqual([]);
  });

  it('carries a toast once: the page change after that clears it', () => {
    const onMe = keepAcrossPageChange(addToast([saved], loggedIn).list);
    expect(onMe.map((t) => t.msg)).toEqual([loggedIn.msg]);
    expect(keepAcrossPageChange(onMe)).toEqual([]);
  });
});

/** The same text said again: one toast, renewed (spec §4: no second toast with the same text). */
describe('a toast said again', () => {
  const first: Toast = { id: 1, msg: 'تم إضافة الصور/ة', error: false, lang: 'ar', leaving: true };
  const other: Toast = { id: 2, msg: 'فتة حمص لم يتم اضافتها', error: true, lang: 'ar' };

  it('renews the one already there (no longer leaving; its id is the one whose lifetime starts again) rather than dropping the new one', () => {
    const { list, shown } = addToast([other, first], { id: 3, msg: first.msg, error: false, lang: 'ar' });
    expect(list).toEqual([other, { ...first, leaving: false, forNextPage: undefined }]);
    expect(shown).toBe(1);
  });

  it('puts a new text on top, and that one starts its lifetime', () => {
    const { list, shown } = addToast([first], other);
    expect(list.map((t) => t.id)).toEqual([2, 1]);
    expect(shown).toBe(2);
  });
});

