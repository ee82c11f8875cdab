import { addToast, keepAcrossPageChange, type Toast } from '@/lib/ui/toast-list';

/** A page change clears the toasts of the page left behind, except the one its action pushed for the next page. */
describe('toasts across a page change', () => {
  const saved: Toast = { id: 1, msg: 'تم التعديل', error: false };
  const loggedIn: Toast = { id: 2, msg: 'تم تسجيل الدخول', error: false, forNextPage: true, leaving: true };

  it('keeps the toast announcing the change, however late the new page arrived, with its lifetime started again', () => {
    expect(keepAcrossPageChange([loggedIn])).toEqual([{ ...loggedIn, forNextPage: false, leaving: false }]);
  });

  it('drops the toasts of the page left behind', () => {
    expect(keepAcrossPageChange([saved])).toEqual([]);
  });

  it('carries a toast once: the page change after that clears it', () => {
    const onMe = keepAcrossPageChange(addToast([saved], loggedIn));
    expect(onMe.map((t) => t.msg)).toEqual([loggedIn.msg]);
    expect(keepAcrossPageChange(onMe)).toEqual([]);
  });
});
