/** The site's name and description in every page's head (app/layout.tsx); a page's own title goes before the name. */
export const SITE_TEXT = {
  name: 'منيو رقمي',
  description: 'منيو رقمي للمطاعم والمقاهي عبر رمز QR',
};

/** The few Arabic words every screen's shared parts use (the confirm dialog's and the loading line's): apart, so that no
 * screen carries another's texts for them. */
export const COMMON_TEXT = {
  confirm: 'هل أنت متأكد؟',
  yes: 'نعم',
  cancel: 'إلغاء',
  loading: 'جارٍ التحميل…',
  edit: 'تعديل',
  delete: 'حذف',
  /** A row's buttons as a screen reader names them: which row they act on. */
  editNamed: (name: string) => `تعديل: ${name}`,
  deleteNamed: (name: string) => `حذف: ${name}`,
};

/**
 * A page that failed to render (app/error.tsx, components/ui/ErrorScreen.tsx): what happened and what to do. Here, not
 * in ar.ts, because the root's error boundary is in every page's bundle, the diner's menu included.
 */
export const ERROR_PAGE_TEXT = {
  title: 'تعذّر عرض هذه الصفحة',
  body: 'حدث خطأ غير متوقع من جهتنا، ولم يضِع شيء مما حفظته. أعد المحاولة، وإن تكرر الخطأ فحاول بعد دقائق.',
  retry: 'إعادة المحاولة',
  home: 'الصفحة الرئيسية',
  code: (digest: string) => `رمز الخطأ للدعم: ${digest}`,
};
