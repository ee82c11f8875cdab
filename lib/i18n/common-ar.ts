/** The few Arabic words every screen's shared parts use (the confirm dialog's and the loading line's): apart, so that no
 * screen carries another's texts for them. */
export const COMMON_TEXT = {
  confirm: 'هل أنت متأكد؟',
  yes: 'نعم',
  cancel: 'إلغاء',
  loading: 'جارٍ التحميل…',
};
