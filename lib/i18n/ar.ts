/**
 * Arabic interface texts (spec §5, §8). Exact strings live here once; components import them.
 * Other features add their own groups below.
 */
export const NOT_FOUND_TEXT = {
  title: 'حدث خطأ، الصفحة غير موجودة (404)',
  body: 'هذه الصفحة غير موجودة على هذه المنصة، على الأغلب أنك اتبعت رابطاً خاطئاً أو معدّلاً.',
  home: 'العودة إلى الصفحة الرئيسية',
};

export const COMMON_TEXT = {
  confirm: 'هل أنت متأكد؟',
  yes: 'نعم',
  cancel: 'إلغاء',
  loading: 'جارٍ التحميل…',
  close: 'إغلاق',
  unexpectedError: 'حدث خطأ غير متوقع، حاول مرة أخرى',
};

export const ADMIN_NOTICES = {
  edited: 'تم التعديل',
  deleted: 'تم الحذف',
  created: 'تم الإنشاء',
  imageAdded: 'تمت إضافة الصورة',
  imagesAdded: 'تم إضافة الصور/ة',
  saleAdded: 'تمت إضافة العرض',
  saleRemoved: 'تمت إزالة العرض',
  imageRemoved: 'تمت إزالة الصورة',
  dayDeleted: 'تم حذف اليوم',
  editedOrCreated: 'تم التعديل/الإنشاء',
  sectionIdCopied: 'تم نسخ آيدي المصنف',
  invalidHour: 'الرجاء إدخال ساعة صحيحة',
  selectOneItem: 'يرجى إدخال على الاقل عنصر واحد',
  itemImageFailed: (title: string) => `صورة العنصر ${title} لم يتم اضافتها`,
};

/** Cart: add-to-cart form in the item popup, the 'go to cart' button and the cart page (spec §2 Cart page, §8). */
export const CART_TEXT = {
  title: 'سلة المشتريات',
  item: 'الصنف',
  quantity: 'الكمية',
  price: 'السعر',
  total: 'المجموع',
  pieces: 'pc',
  chooseSubItem: 'اختر النوع',
  addToCart: 'أضف إلى السلة',
  adding: 'جارٍ الإضافة…',
  added: 'تمت الإضافة إلى السلة',
  goToCart: 'الذهاب إلى السلة',
  completePurchase: 'إتمام الشراء',
  empty: 'السلة فارغة',
  backToMenu: 'العودة إلى المنيو',
  removeLine: (title: string) => `إزالة ${title} من السلة`,
  removeHint: 'اضغط على أي صنف لإزالته من السلة',
  removed: 'تمت إزالة الصنف من السلة',
  noWhatsapp: 'لا يوجد رقم واتساب لهذا المطعم',
  quantityInvalid: 'الكمية يجب أن تكون عدداً صحيحاً من 1 إلى 99',
  subItemRequired: 'الرجاء اختيار النوع',
  // The order message sent to the restaurant over WhatsApp.
  orderGreeting: 'مرحباً، أرغب بطلب ما يلي:',
  orderTotal: 'المجموع',
  orderLink: 'رابط السلة',
};
