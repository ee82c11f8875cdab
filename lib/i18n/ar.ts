import { API_MESSAGES, SECONDS_AR } from './api-ar';
import { countOf, type PluralForms } from './plural';
import { CART_TEXT } from './diner-ar';
import type { CurrencyCode } from '../shared/currencies';

/** Rows of a sheet counted in Arabic ('3005 صفوف', '3011 صفاً', '3000 صف'). */
const ROWS_AR = { one: 'صف واحد', two: 'صفان', few: '{n} صفوف', many: '{n} صفاً', other: '{n} صف' };

/**
 * Arabic interface texts (spec §5, §8). Exact strings live here once; components import them. The diner's pages
 * (./diner-ar.ts) and the API's messages (./api-ar.ts) are apart, so that the public menu's scripts carry neither the
 * admin's nor the sign-in's texts; both are imported from their own files, so that a screen that shows none of them
 * does not carry them either.
 * Other features add their own groups below.
 */
export const NOT_FOUND_TEXT = {
  title: 'حدث خطأ، الصفحة غير موجودة (404)',
  body: 'هذه الصفحة غير موجودة على هذه المنصة، على الأغلب أنك اتبعت رابطاً خاطئاً أو معدّلاً.',
  home: 'العودة إلى الصفحة الرئيسية',
};

export const ADMIN_NOTICES = {
  /** A form saved with nothing changed since it was opened or saved (the item panel, a public-info card). */
  nothingChanged: 'لم تغيّر شيئاً هنا بعد',
  edited: 'تم التعديل',
  deleted: 'تم الحذف',
  created: 'تم الإنشاء',
  imageAdded: 'تمت إضافة الصورة',
  imagesAdded: 'تم إضافة الصور/ة',
  saleAdded: 'تمت إضافة العرض',
  saleRemoved: 'تمت إزالة العرض',
  imageRemoved: 'تمت إزالة الصورة',
  itemMoved: 'تم نقل العنصر إلى المصنف الجديد',
  dayDeleted: 'تم حذف اليوم',
  editedOrCreated: 'تم التعديل/الإنشاء',
  sectionIdCopied: 'تم نسخ آيدي المصنف',
  invalidHour: API_MESSAGES.invalidHour,
  selectOneItem: API_MESSAGES.chooseOneItem,
  itemImageFailed: (title: string) => `صورة العنصر ${title} لم يتم اضافتها`,
};

/** Accounts: sign-up, login, e-mail verification, the account page (spec §2 Sign-up, Login, Verify e-mail, /me; §8). */
export const AUTH_TEXT = {
  signupTitle: 'إنشاء حساب',
  signupIntro: 'أنشئ حسابك لإدارة منيو مطعمك أو مقهاك.',
  loginTitle: 'تسجيل الدخول',
  alreadySignedIn: (username: string) => `أنت مسجّل الدخول باسم ${username}؛ يمكنك الدخول بحساب آخر أدناه، أو`,
  continueSignedIn: 'المتابعة بهذا الحساب',
  verifyTitle: 'تأكيد البريد الإلكتروني',
  meTitle: 'حسابي',
  name: 'الاسم الكامل',
  username: 'اسم المستخدم',
  usernameHint: 'أحرف إنجليزية صغيرة وأرقام والرموز . _ - (من 3 إلى 30)',
  email: 'البريد الإلكتروني',
  phone: 'رقم الهاتف',
  phoneHint: 'رقم محلي أو دولي؛ لرقم من دولة أخرى اختر الدولة',
  password: 'كلمة المرور',
  passwordHint: '8 أحرف على الأقل',
  passwordConfirm: 'تأكيد كلمة المرور',
  agreeTo: 'أوافق على',
  termsLink: 'الشروط والأحكام',
  code: 'رمز التحقق',
  signup: 'إنشاء الحساب',
  signingUp: 'جارٍ إنشاء الحساب…',
  login: 'دخول',
  loggingIn: 'جارٍ تسجيل الدخول…',
  verify: 'تأكيد',
  verifying: 'جارٍ التأكيد…',
  resend: 'إعادة إرسال الرمز',
  resending: 'جارٍ الإرسال…',
  resendIn: (seconds: number) => `يمكنك طلب رمز جديد بعد ${countOf('ar', seconds, SECONDS_AR)}`,
  logout: 'تسجيل الخروج',
  loggingOut: 'جارٍ تسجيل الخروج…',
  haveAccount: 'لديك حساب؟',
  goLogin: 'سجّل الدخول',
  noAccount: 'ليس لديك حساب؟',
  goSignup: 'أنشئ حساباً',
  signedUp: 'تم إنشاء الحساب، أرسلنا رمز التحقق إلى بريدك الإلكتروني',
  loggedIn: 'تم تسجيل الدخول بنجاح',
  verified: 'تم تأكيد البريد الإلكتروني بنجاح',
  codeResent: 'تم إرسال رمز جديد إلى بريدك الإلكتروني',
  loggedOut: 'تم تسجيل الخروج',
  verifyIntro: (email: string) => `أدخل الرمز المكوّن من 6 أرقام الذي أرسلناه إلى ${email}. الرمز صالح لمدة 10 دقائق.`,
  alreadyVerified: API_MESSAGES.alreadyVerified,
  goToAccount: 'الذهاب إلى حسابي',
  emailState: 'حالة البريد',
  emailVerified: 'مؤكَّد',
  emailNotVerified: 'غير مؤكَّد',
  verifyNow: 'تأكيد البريد الآن',
  role: 'الصلاحية',
  staff: 'موظف لدى المزوّد',
  ordersManager: 'مدير الطلبات',
  myMenus: 'المنيوهات التي تديرها',
  noMenus: (username: string) => `لا توجد منيوهات تديرها بعد. لإنشاء منيو لمطعمك تواصل معنا واذكر اسم المستخدم «${username}»`,
  untitledMenu: 'منيو بدون اسم',
  inactive: 'غير مفعّل',
  adminLink: 'لوحة الإدارة',
  initLink: 'تعريف المنيو',
  publicLink: 'صفحة المنيو',
};

/**
 * The provider's contact (PROVIDER_PHONE, PROVIDER_EMAIL) where a restaurant needs the provider: a menu of its own
 * (the account page), a higher plan (the galleries, buying through the menu). The message says who asks and for what.
 */
export const PROVIDER_CONTACT_TEXT = {
  whatsapp: 'واتساب',
  call: 'اتصال',
  email: 'البريد الإلكتروني',
  newMenuSubject: 'طلب منيو رقمي',
  newMenuMessage: (username: string) => `مرحباً، أريد منيو رقمياً لمطعمي. اسم المستخدم: ${username}`,
  upgradeSubject: 'ترقية اشتراك المنيو',
  upgradeMessage: (menuName: string, menuId: string, username: string) =>
    `مرحباً، أريد ترقية اشتراك منيو «${menuName}» (${menuId}). اسم المستخدم: ${username}`,
  activateSubject: 'تفعيل المنيو',
  activateMessage: (menuName: string, menuId: string, username: string) => `مرحباً، أريد تفعيل منيو «${menuName}» (${menuId}). اسم المستخدم: ${username}`,
};

/** The tables and orders screens while the menu does not sell (its private settings, or a plan below 1). */
export const ORDERING_OFF_TEXT = {
  off: 'الطلب عبر المنيو معطّل: لا تصل إلى هنا طلبات الزبائن ولا نداءات الطاولات، ولا تظهر السلة في المنيو.',
  turnOn: 'تشغيل الطلب عبر المنيو',
  /** The order screen's pause: a busy kitchen, a closing. */
  pause: 'إيقاف الطلبات مؤقتاً',
  confirmPause: 'يتوقف الزبائن عن الطلب ونداء النادل من المنيو، وتختفي السلة منه، حتى تعيد تشغيل الطلب من هنا. هل تريد إيقاف الطلبات الآن؟',
  needsPlan: 'الطلب عبر المنيو يحتاج إلى اشتراك أعلى: لا تصل إلى هنا طلبات الزبائن ولا نداءات الطاولات.',
};

/** On the items and galleries screens of a menu with no section yet (components/admin/ui/NoSectionsYet.tsx). */
export const NO_SECTIONS_TEXT = {
  message: 'لا توجد مصنفات بعد: العناصر والمعارض تُضاف داخل مصنف.',
  create: 'أنشئ أول مصنف من شاشة المصنفات',
};

/** Password change (from /me) and reset by e-mail code (from /login). */
export const PASSWORD_TEXT = {
  changeTitle: 'تغيير كلمة المرور',
  changeLink: 'تغيير كلمة المرور',
  changeIntro: 'أدخل كلمة المرور الحالية ثم الجديدة. سيُسجَّل خروجك من كل الأجهزة الأخرى.',
  currentPassword: 'كلمة المرور الحالية',
  newPassword: 'كلمة المرور الجديدة',
  newPasswordConfirm: 'تأكيد كلمة المرور الجديدة',
  change: 'تغيير كلمة المرور',
  changing: 'جارٍ التغيير…',
  changed: 'تم تغيير كلمة المرور، وانتهت جلساتك على الأجهزة الأخرى',
  forgotLink: 'نسيت كلمة المرور؟',
  resetTitle: 'استعادة كلمة المرور',
  resetIntro: 'أدخل بريدك الإلكتروني المسجّل وسنرسل إليك رمزاً من 6 أرقام لتعيين كلمة مرور جديدة.',
  sendCode: 'إرسال الرمز',
  sendingCode: 'جارٍ الإرسال…',
  codeSent: (email: string) => `إذا كان ${email} مسجّلاً لدينا فقد أرسلنا إليه رمزاً صالحاً لمدة 10 دقائق.`,
  codeResent: (email: string) => `إذا كان ${email} مسجّلاً لدينا فقد أرسلنا إليه رمزاً جديداً`,
  otherEmail: 'بريد إلكتروني آخر',
  code: 'الرمز',
  reset: 'تعيين كلمة المرور',
  resetting: 'جارٍ التعيين…',
  resetDone: 'تم تعيين كلمة المرور الجديدة، سجّل الدخول بها الآن',
  backToLogin: 'العودة إلى تسجيل الدخول',
  backToAccount: 'العودة إلى حسابي',
};

/** The conditions page linked from sign-up. */
export const TERMS_TEXT = {
  title: 'الشروط والأحكام',
  intro: 'باستخدامك منصة المنيو الرقمي وإنشاء حساب عليها فإنك توافق على ما يلي:',
  items: [
    'أن تكون المعلومات التي تدخلها عند التسجيل صحيحة، وأن تحافظ على سرية كلمة المرور ولا تشاركها مع غيرك.',
    'أنت مسؤول عن محتوى المنيو الذي تديره من أسماء وأسعار وصور ونصوص، وتتعهد بألا يخالف القوانين أو حقوق الآخرين.',
    'الأسعار المعروضة للزبائن هي أسعار مطعمك، والطلبات عبر السلة تُرسل إليك مباشرة ولا تتحمل المنصة مسؤولية تنفيذها.',
    'نستخدم بريدك الإلكتروني ورقم هاتفك للتواصل معك بخصوص حسابك واشتراكك فقط، ولا نبيع بياناتك لأي طرف.',
    'نحسب عدد زيارات المنيو لعرض الإحصائيات دون تخزين بيانات تعريفية عن الزوار.',
    'يحق لنا إيقاف أي منيو أو حساب يخالف هذه الشروط أو عند انتهاء الاشتراك دون تجديد.',
    'قد نعدّل هذه الشروط من وقت لآخر، ويُعد استمرارك في استخدام المنصة موافقة على التعديلات.',
  ],
  back: 'العودة إلى إنشاء الحساب',
};

/** The platform's front page (`/`). */
export const HOME_TEXT = {
  title: 'منيو رقمي لمطعمك',
  intro:
    'ضع رمز QR على طاولاتك، ويفتح زبونك المنيو على هاتفه خلال ثانية: بالعربية، مع العروض والصور والفروع وساعات العمل، وسلة تُرسل الطلب إلى واتساب مطعمك.',
  features: [
    'منيو سريع على الهاتف برابط قصير أو طويل',
    'أسعار وعروض وتخفيضات تظهر فوراً',
    'الطلب من الطاولة إلى شاشة المطعم، ونداء النادل',
    'المنيو بالعربية والإنجليزية، مع مسببات الحساسية والبحث',
    'فروع مع المسافة وأقرب فرع للزبون',
    'حالة مفتوح/مغلق حسب ساعات عملك',
  ],
  /** The provider's contact under the buttons (PROVIDER_PHONE / PROVIDER_EMAIL), for a restaurant with a question. */
  contact: 'لديك سؤال؟ تواصل معنا',
  contactSubject: 'استفسار عن المنيو الرقمي',
  contactMessage: 'مرحباً، أريد الاستفسار عن المنيو الرقمي لمطعمي.',
  signup: 'أنشئ حساباً',
  login: 'تسجيل الدخول',
  myAccount: 'حسابي',
};

/** Admin, galleries screen (spec §2 Galleries, §6 plan levels). */
export const GALLERY_TEXT = {
  title: 'المعارض',
  paidFeature: API_MESSAGES.galleriesNeedPlan,
  createTitle: 'إنشاء معرض',
  galleryTitle: 'عنوان المعرض',
  galleryTitleEn: 'عنوان المعرض بالإنجليزية (اختياري)',
  create: 'إنشاء',
  noGalleries: 'لا توجد معارض في هذا المصنف بعد',
  addImage: 'إضافة صورة',
  image: 'الصورة',
  note: 'الوصف',
  noteEn: 'الوصف بالإنجليزية (اختياري)',
  delete: 'حذف المعرض',
  confirmDelete: (title: string) => `هل أنت متأكد من حذف المعرض «${title}» وكل صوره؟`,
  edit: 'تعديل المعرض',
  display: 'طريقة العرض',
  displayScroll: 'تمرير أفقي',
  displayShowAll: 'عرض الكل',
  save: 'حفظ',
  saveNote: 'حفظ الوصف',
  replace: 'استبدال الصورة',
  deleteImage: 'حذف الصورة',
  noImages: 'لا توجد صور في هذا المعرض بعد',
  imageAlt: (title: string, n: number) => `${title} - صورة ${n}`,
  close: 'إغلاق',
};

/** Admin, branches screen (spec §2 Branches, §5 Branch). */
/** A place on the map (the restaurant's and each branch's): its map link and its point (MapLocationFields). */
export const MAP_LOCATION_TEXT = {
  googleMaps: 'رابط خرائط جوجل',
  googleMapsHint: 'الصق رابط المكان من خرائط جوجل: يُملأ خط العرض والطول منه إن كانا فيه',
  lat: 'خط العرض',
  long: 'خط الطول',
  useMyLocation: 'استخدم موقعي الحالي',
  locating: 'جارٍ تحديد موقعك…',
  fromLink: 'أُخذ الموقع من الرابط',
  located: (metres: number) => `تم تحديد موقعك (بدقة ${metres} م تقريباً)، احفظ لاعتماده`,
  denied: 'لم يسمح المتصفح بمعرفة موقعك: اسمح بالموقع لهذا الموقع من إعدادات المتصفح، أو الصق رابط خرائط جوجل',
  unavailable: 'تعذّر تحديد موقعك الآن: جرّب مرة أخرى أو الصق رابط خرائط جوجل',
};

export const BRANCH_TEXT = {
  title: 'الفروع',
  empty: 'لا توجد فروع بعد',
  createTitle: 'إضافة فرع',
  editTitle: 'تعديل الفرع المحدد',
  selectHint: 'اختر فرعاً من القائمة لتعديله',
  address: 'العنوان',
  addressEn: 'العنوان بالإنجليزية (اختياري)',
  phone: 'رقم الهاتف',
  create: 'إضافة',
  save: 'حفظ',
  maps: 'الخريطة',
  added: 'تمت إضافة الفرع',
  saved: 'تم تعديل الفرع',
  deleted: 'تم حذف الفرع',
};

/** Admin, working days screen (spec §2 Working days, §5 Working day). */
export const WORKING_DAYS_TEXT = {
  /** A time field left half typed ('10:--' on a computer). */
  unfinishedHour: 'أكمل الساعة والدقائق، أو امسح الحقل',
  title: 'أيام العمل',
  empty: 'لا توجد أيام عمل بعد: أضف يوماً من النموذج',
  day: 'اليوم',
  start: 'من',
  end: 'إلى',
  chooseDay: 'اختر اليوم',
  formTitle: 'إضافة يوم أو تعديله',
  save: 'حفظ',
  deleteDay: (day: string) => `حذف ${day}`,
  deleteDayConfirm: (day: string) => `هل أنت متأكد؟ سيُحذف يوم ${day} من أيام العمل ويظهر المطعم مغلقاً فيه.`,
  hint: 'اضغط على يوم لحذفه أو لتعديله في النموذج. حفظ يوم موجود يعدّله.',
  /** Under the end's time field (a picker on phones, in the phone's 12- or 24-hour clock). */
  endHint: (latest: string) => `لساعات بعد منتصف الليل: اختر ساعة الإغلاق صباحاً حتى ${latest}، مثل 01:00`,
  /** Beside an end the menu reads as the next day's (lib/menus/open-status.ts endsNextDay). */
  pastMidnight: 'بعد منتصف الليل',
  alsoDays: 'الساعات نفسها لأيام أخرى',
  allDays: 'كل الأيام',
  savedDays: (n: number) => `تم حفظ ${countOf('ar', n, { one: 'يوم واحد', two: 'يومين', few: '{n} أيام', other: '{n} يوم' })}`,
};

/** Admin, statistics screen (spec §2 Stats). */
export const STATS_TEXT = {
  title: 'الإحصائيات',
  newVisitors: 'الزوار الجدد',
  totalVisitors: 'إجمالي الزيارات',
  last30: 'الزيارات خلال آخر 30 يوماً',
  chartLabel: 'مخطط الزيارات والزوار الجدد يومياً خلال آخر 30 يوماً',
  day: 'اليوم',
  visits: 'الزيارات',
  newOnes: 'زوار جدد',
  showTable: 'عرض الأرقام كجدول',
  interest: 'الأصناف حسب اهتمام الزبائن',
  item: 'الصنف',
  section: 'المصنف',
  interestCount: 'مرات الاهتمام',
  noInterest: 'لم يُسجَّل اهتمام بأي صنف بعد',
  withoutInterest: (n: number) =>
    `${countOf('ar', n, { one: 'صنف واحد', two: 'صنفان', few: '{n} أصناف', many: '{n} صنفاً', other: '{n} صنف' })} بلا اهتمام مسجَّل بعد`,
  loading: 'جارٍ تحميل الإحصائيات…',
  orders: 'الطلبات والإيرادات خلال آخر 30 يوماً',
  ordersCount: 'الطلبات',
  revenue: 'الإيرادات',
  ordersChartLabel: 'مخطط الإيرادات اليومية من طلبات الزبائن خلال آخر 30 يوماً',
  /** The revenue legend names the currency the bars count in, by its symbol: 'الإيرادات (JD)'. */
  revenueIn: (currency: string) => `الإيرادات (${currency})`,
  /** A day's bar, hovered: '2026-11-28: الطلبات 8، الإيرادات JD 112.65'. */
  visitsDay: (day: string, visits: number, fresh: number) => `${day}: الزيارات ${visits}، زوار جدد ${fresh}`,
  ordersDay: (day: string, orders: number, revenue: string) => `${day}: الطلبات ${orders}، الإيرادات ${revenue}`,
  /** Above the chart: the 30 days' orders and their revenue, together. */
  ordersTotal: (n: number) => `المجموع: ${countOf('ar', n, { zero: 'لا طلبات', one: 'طلب واحد', two: 'طلبان', few: '{n} طلبات', many: '{n} طلباً', other: '{n} طلب' })} بقيمة`,
  noOrders: 'لم تصل طلبات خلال آخر 30 يوماً',
  noVisits: 'لم تُسجَّل زيارات خلال آخر 30 يوماً: تظهر هنا بعد أن يفتح الزبائن المنيو',
  bestSellers: 'الأكثر طلباً',
  quantity: 'الكمية',
  byBranch: 'الطلبات حسب الفرع خلال آخر 30 يوماً',
  branch: 'الفرع',
};

/** A branch as the admin's screens name it (the order screen's branch, the statistics by branch). */
export const BRANCH_LABEL_TEXT = {
  main: CART_TEXT.mainBranch,
  /** An address the owner began with the word ('فرع خلدا: …') is not given it twice. */
  branch: (address: string) => (/^فرع(\s|:|$)/.test(address) ? address : `فرع ${address}`),
  /** Orders of a branch deleted since. */
  gone: 'فرع محذوف',
};

/** Admin, general information screen (spec §2 PublicInfo, §5 Public info, §8 short-name warning). */
export const PUBLIC_INFO_TEXT = {
  nothingChanged: ADMIN_NOTICES.nothingChanged,
  title: 'المعلومات العامة',
  images: 'الصور',
  mainImage: 'صورة المنيو الرئيسية',
  logo: 'الشعار',
  upload: 'رفع',
  uploaded: 'تمت إضافة الصورة',
  save: 'حفظ',
  saving: 'جارٍ الحفظ…',
  colorsTitle: 'الألوان',
  mainColor: 'اللون الرئيسي',
  secondaryColor: 'اللون الثانوي',
  shadeColor: 'اللون الداكن',
  tintColor: 'اللون الفاتح',
  metaTitle: 'فيسبوك وإنستغرام وواتساب',
  facebook: 'فيسبوك',
  instagram: 'إنستغرام',
  whatsapp: 'رابط واتساب (https://wa.me/…)',
  mainTitle: 'المظهر الرئيسي',
  name: 'اسم المؤسسة',
  description: 'الوصف',
  address: 'العنوان',
  nameEn: 'اسم المؤسسة بالإنجليزية (اختياري)',
  descriptionEn: 'الوصف بالإنجليزية (اختياري)',
  addressEn: 'العنوان بالإنجليزية (اختياري)',
  currency: 'العملة',
  currencyNames: {
    JOD: 'دينار أردني (JOD)',
    SAR: 'ريال سعودي (SAR)',
    AED: 'درهم إماراتي (AED)',
    KWD: 'دينار كويتي (KWD)',
    BHD: 'دينار بحريني (BHD)',
    QAR: 'ريال قطري (QAR)',
    OMR: 'ريال عماني (OMR)',
    EGP: 'جنيه مصري (EGP)',
    USD: 'دولار أمريكي (USD)',
  } satisfies Record<CurrencyCode, string>,
  timeZone: 'المنطقة الزمنية (تحدد حالة مفتوح/مغلق)',
  taxTitle: 'الضريبة ورسوم الخدمة',
  country: 'دولة المطعم',
  noCountry: 'غير محددة',
  taxRate: 'نسبة الضريبة (%)',
  taxRateHint: 'ضريبة القيمة المضافة في السعودية 15%، وضريبة المبيعات العامة في الأردن 16%. اتركها 0 إن لم تكن.',
  taxInclusive: 'أسعار المنيو شاملة الضريبة',
  taxNumber: 'الرقم الضريبي',
  taxNumberHint: 'يظهر على الفاتورة. في السعودية: رقم التسجيل في ضريبة القيمة المضافة (15 رقماً).',
  serviceCharge: 'رسوم الخدمة (%)',
  serviceChargeHint: 'تضاف إلى كل فاتورة على الأصناف قبل الضريبة، وتحسب عليها الضريبة. اتركها 0 إن لم تكن.',
  paymentsTitle: 'الدفع بالبطاقة (ميسّر)',
  paymentsNone: 'لا مفاتيح محفوظة: تعرض الفاتورة الدفع نقداً أو بالبطاقة عند الكاشير فقط.',
  paymentsSaved: (date: string) => `المفاتيح محفوظة منذ ${date}. المفتاح السري لا يُعرض بعد حفظه؛ لتغييره أدخل المفتاحين من جديد.`,
  publishableKey: 'المفتاح العام (publishable key)',
  secretKey: 'المفتاح السري (secret key)',
  paymentKeysHint: 'من لوحة تحكم ميسّر، الإعدادات ← مفاتيح API. يبدأ المفتاح العام بـ \u2066pk_\u2069 والسري بـ \u2066sk_\u2069.',
  removePaymentKeys: 'إزالة المفاتيح',
  confirmRemovePaymentKeys: 'إزالة مفاتيح ميسّر؟ لن يستطيع الزبائن الدفع بالبطاقة من هواتفهم حتى تُدخل مفاتيح جديدة.',
  /** A zone in the list: its Arabic name and offset, then its IANA name kept left-to-right (U+2066…U+2069). */
  timeZoneOption: (zone: string, name: string, offset: string) => `${name ? `${name}، ` : ''}${offset} — \u2066${zone}\u2069`,
  otherTitle: 'وسائل تواصل أخرى',
  x: 'إكس (تويتر)',
  email: 'البريد الإلكتروني',
  snapchat: 'رابط سناب شات',
  phone: 'رقم الهاتف',
  googleTitle: 'خرائط جوجل والتقييم',
  googleRateUrl: 'رابط التقييم على جوجل',
  phrasesTitle: 'العبارات',
  headingPhrase: 'عبارة البداية',
  endingPhrase: 'عبارة النهاية',
  headingPhraseEn: 'عبارة البداية بالإنجليزية (اختياري)',
  endingPhraseEn: 'عبارة النهاية بالإنجليزية (اختياري)',
  privateTitle: 'إعدادات خاصة',
  enableBuy: 'الشراء عبر المنيو',
  showSaleSection: 'قسم العروض التلقائي',
  doMarkClosestBranch: 'إظهار الفرع الأقرب',
  english: 'المنيو بالإنجليزية أيضاً',
  enable: 'تفعيل',
  disable: 'تعطيل',
  buyNeedsPlan: API_MESSAGES.buyNeedsPlan,
  username: 'الاسم المختصر للمنيو',
  usernameHint: 'أحرف إنجليزية صغيرة وأرقام و . _ - (من 3 إلى 40)',
  confirmShortName: (oldName: string, newName: string) =>
    oldName
      ? `سيصبح الرابط المختصر للمنيو \u2066/m/${newName}\u2069. الرابط القديم (\u2066/m/${oldName}\u2069) ورموز QR وبطاقات الطاولات المطبوعة به تبقى تعمل وتفتح المنيو بالرابط الجديد، ولا يستطيع منيو آخر أخذ الاسم القديم. هل تريد المتابعة؟`
      : `سيصبح الرابط المختصر للمنيو \u2066/m/${newName}\u2069. هل تريد المتابعة؟`,
  links: 'روابط المنيو',
  longLink: 'الرابط الطويل',
  shortLink: 'الرابط المختصر',
  noShortLink: 'لم يُحدَّد اسم مختصر بعد',
  copy: 'نسخ',
  copied: 'تم نسخ الرابط',
};

/** QR codes of the menu links and the printable table cards. */
export const QR_TEXT = {
  title: 'رموز QR',
  longQr: 'رمز QR للرابط الطويل',
  shortQr: 'رمز QR للرابط المختصر',
  png: 'تنزيل PNG',
  svg: 'تنزيل SVG',
  cards: 'بطاقات الطاولات للطباعة (PDF)',
  cardScan: 'امسح الرمز لعرض المنيو',
};

/** Admin area, part 1: the shell, its tour, the review/sections/items screens, the image upload form (spec §2, §4, §8). */
export const ADMIN_SHELL_TEXT = {
  title: 'لوحة إدارة المنيو',
  nav: 'أقسام لوحة الإدارة',
  openNav: 'فتح القائمة',
  closeNav: 'إغلاق القائمة',
  skipToScreen: 'تخطَّ إلى محتوى الشاشة',
  /** A call refused because the session ended (components/ui/SessionEndedNotice.tsx). */
  sessionEnded: 'انتهت جلستك: لن يُحفظ شيء حتى تسجّل الدخول من جديد. ما كتبته في هذه الصفحة باقٍ: سجّل الدخول في نافذة جديدة، ثم عد إليها واحفظ.',
  signInNewTab: 'تسجيل الدخول في نافذة جديدة',
  screens: {
    review: 'معاينة',
    sections: 'المصنفات',
    items: 'العناصر',
    galleries: 'المعارض',
    branches: 'الفروع',
    workingDays: 'أيام العمل',
    stats: 'الإحصائيات',
    publicInfo: 'المعلومات العامة',
    tables: 'الطاولات',
    orders: 'الطلبات',
    kitchen: 'المطبخ',
    integrations: 'الربط مع الأنظمة',
  } as Record<string, string>,
  account: 'حسابي',
  loading: 'جارٍ تحميل لوحة الإدارة…',
  loadFailed: 'تعذّر تحميل لوحة الإدارة',
  retry: 'إعادة المحاولة',
  deniedTitle: 'لا يمكنك إدارة هذا المنيو',
  deniedBody: 'هذه الصفحة لمديري هذا المنيو فقط. سجّل الدخول بحساب مدير المنيو، أو عُد إلى حسابك.',
  loginTitle: 'يجب تسجيل الدخول أولاً',
  loginBody: 'سجّل الدخول بحساب مدير هذا المنيو لإدارته.',
  login: 'تسجيل الدخول',
  toAccount: 'الذهاب إلى حسابي',
  verifyBody: 'أكّد بريدك الإلكتروني أولاً لتتمكن من إدارة المنيو.',
};

export const ADMIN_TOUR_TEXT = {
  next: 'التالي',
  finish: 'إنهاء',
  skip: 'تخطي الشرح',
  step: (n: number, total: number) => `الخطوة ${n} من ${total}`,
  steps: {
    review: 'هنا ترى المنيو كما يراه زبائنك، ويتحدث فور كل تعديل.',
    sections: 'المصنفات تجمع عناصر المنيو: أنشئ مصنفاً وعدّله أو احذفه، واضغط على أي صف لنسخ آيديه.',
    items: 'هنا تضيف العناصر وأسعارها وصورها وعروضها، وتضيف عدة عناصر دفعة واحدة.',
    galleries: 'المعارض تعرض صوراً داخل المصنفات.',
    branches: 'أضف فروع مطعمك مع العنوان والهاتف والموقع.',
    workingDays: 'حدد أيام وساعات العمل ليظهر للزبائن إن كان المطعم مفتوحاً.',
    stats: 'عدد زوار المنيو الجدد والكلي.',
    publicInfo: 'الشعار والصورة الرئيسية والألوان ووسائل التواصل والإعدادات.',
    tables: 'أضف طاولات مطعمك واطبع لكل طاولة رمز QR، فيصلك الطلب ومعه رقم الطاولة.',
    orders: 'طلبات زبائنك تصل هنا فور إرسالها مع صوت تنبيه، وتنقلها بضغطة من جديد إلى جاهز.',
    kitchen: 'قسّم مطبخك إلى محطات (المطبخ، البار…) وافتح لكل محطة شاشتها: يصل إليها ما يخصّها من كل طلب.',
    integrations: 'اربط المنيو بأنظمتك الأخرى: مفاتيح ربط بأذونات محددة، وإشعارات عند كل طلب.',
  } as Record<string, string>,
};

export const ADMIN_REVIEW_TEXT = {
  title: 'معاينة المنيو',
  frameTitle: 'معاينة المنيو العام',
  phoneMessage: 'لا يمكن عرض المعاينة على شاشة الهاتف. افتح المنيو مباشرة لمشاهدته.',
  openMenu: 'الذهاب إلى المنيو',
  shortcuts: 'أو انتقل مباشرة إلى',
  inactive: 'المنيو غير مفعّل بعد: يرى الزبائن رسالة «هذا المنيو غير مفعّل حالياً». المعاينة أدناه لك وحدك، ويفعّل مزوّد الخدمة المنيو عند بدء اشتراكك.',
  openPreview: 'فتح المعاينة',
  previewBanner: 'معاينة لمدراء المنيو فقط: المنيو غير مفعّل، ويرى الزبائن رسالة «غير مفعّل».',
};

export const ADMIN_UPLOAD_TEXT = {
  file: 'الصورة',
  note: 'ملاحظة',
  upload: 'رفع الصورة',
  uploading: 'جارٍ الرفع…',
  progress: (percent: number) => `تم رفع ${percent}%`,
  progressLabel: 'تقدّم الرفع',
  noImage: 'لا توجد صورة بعد',
  tooLarge: (mb: string) => `الصورة أكبر من الحد المسموح (${mb} ميغابايت)؛ اختر صورة أصغر`,
};

export const ADMIN_SECTIONS_TEXT = {
  nothingChanged: ADMIN_NOTICES.nothingChanged,
  title: 'المصنفات',
  name: 'اسم المصنف',
  englishName: 'اسم المصنف بالإنجليزية (اختياري)',
  itemCount: 'عدد العناصر',
  type: 'النوع',
  prime: 'رئيسي',
  ordinary: 'عادي',
  primeLabel: 'مصنف رئيسي',
  empty: 'لا توجد مصنفات بعد. أنشئ أول مصنف من النموذج.',
  createTitle: 'إنشاء مصنف',
  editTitle: 'تعديل المصنف المحدد',
  selectHint: 'اضغط على صف في الجدول لتحديد المصنف ونسخ آيديه.',
  create: 'إنشاء',
  save: 'حفظ التعديل',
  saving: 'جارٍ الحفظ…',
  remove: 'حذف المصنف',
  removing: 'جارٍ الحذف…',
  removeConfirm: (title: string, items: number) =>
    `هل أنت متأكد؟ سيتم حذف المصنف «${title}» مع جميع عناصره (${items}) ومعارضه نهائياً.`,
  removeWarning: 'حذف المصنف يحذف جميع عناصره ومعارضه معه.',
  moveUp: (title: string) => `نقل ${title} إلى الأعلى`,
  moveDown: (title: string) => `نقل ${title} إلى الأسفل`,
  dragHint: 'اسحب الصفوف لإعادة الترتيب، أو استخدم أزرار الأسهم.',
  copyFailed: 'تعذّر النسخ إلى الحافظة',
  order: 'الترتيب',
};

/** 'عنصر' counted as Arabic counts (3 عناصر, 11 عنصراً, 100 عنصر). */
export const itemsCount = (n: number) =>
  countOf('ar', n, { zero: '0 عنصر', one: 'عنصر واحد', two: 'عنصرين', few: '{n} عناصر', many: '{n} عنصراً', other: '{n} عنصر' });

export const ADMIN_ITEMS_TEXT = {
  nothingChanged: ADMIN_NOTICES.nothingChanged,
  title: 'العناصر',
  itemTitle: 'اسم العنصر',
  englishTitle: 'الاسم بالإنجليزية (اختياري)',
  englishDescription: 'الوصف بالإنجليزية (اختياري)',
  subItemEnglishTitle: 'اسم النوع بالإنجليزية',
  /** How many of the texts of sections, items and sub-items have their English side. */
  translationCoverage: (done: number, total: number) =>
    `الترجمة إلى الإنجليزية: ${countOf('ar', done, { zero: '{n} نص', one: 'نص واحد', two: 'نصان', few: '{n} نصوص', many: '{n} نصاً', other: '{n} نص' })} من ${total}`,
  itemname: 'الاسم الفريد',
  itemnameHint: 'لا يتكرر داخل المنيو: حروف وأرقام ومسافات و - و _ ، مثل: mansaf',
  itemnameFromTitleHint: 'يُكتب من اسم العنصر ويمكنك تغييره. لا يتكرر داخل المنيو: حروف وأرقام ومسافات و - و _',
  description: 'الوصف',
  price: 'السعر',
  pin: 'تثبيت في أعلى المصنف',
  pinned: 'مثبّت',
  displayType: 'طريقة العرض',
  standard: 'عادي (صورة صغيرة)',
  landscape: 'عريض (صورة كبيرة)',
  section: 'المصنف',
  chooseSection: 'اختر المصنف',
  subItems: 'الأنواع والأحجام',
  subItemTitle: 'النوع',
  subItemPrice: 'سعر النوع',
  addSubItem: 'إضافة نوع',
  removeSubItem: (n: number) => `إزالة النوع ${n}`,
  /** Option groups, hours and sold out until. */
  optionGroups: 'الخيارات والإضافات',
  optionGroupsHint: 'مثل «اختر الصوص» أو «إضافات»: الحد الأدنى 1 يجعل المجموعة مطلوبة، والحد الأقصى 1 يعني خياراً واحداً.',
  optionGroup: (n: number) => `مجموعة الخيارات ${n}`,
  optionGroupTitle: 'اسم المجموعة',
  optionMin: 'الحد الأدنى',
  optionMax: 'الحد الأقصى',
  optionTitle: 'الخيار',
  optionEnglishTitle: 'بالإنجليزية (اختياري)',
  optionGroupEnglishTitle: 'اسم المجموعة بالإنجليزية (اختياري)',
  optionPrice: 'السعر الإضافي',
  optionSoldOut: 'نفد',
  addOptionGroup: 'إضافة مجموعة خيارات',
  removeOptionGroup: (n: number) => `إزالة مجموعة الخيارات ${n}`,
  moveOptionGroupUp: (n: number) => `نقل مجموعة الخيارات ${n} إلى الأعلى`,
  moveOptionGroupDown: (n: number) => `نقل مجموعة الخيارات ${n} إلى الأسفل`,
  addOption: 'إضافة خيار',
  removeOption: (group: number, n: number) => `إزالة الخيار ${n} من المجموعة ${group}`,
  moveOptionUp: (group: number, n: number) => `نقل الخيار ${n} من المجموعة ${group} إلى الأعلى`,
  availability: 'أوقات التوفّر',
  availabilityHint: 'اتركها فارغة ليتوفّر طوال ساعات العمل. نهاية قبل البداية تعني بعد منتصف الليل.',
  availabilityWindow: (n: number) => `الفترة ${n}`,
  availableFrom: 'من',
  availableTo: 'إلى',
  addAvailability: 'إضافة فترة توفّر',
  removeAvailability: (n: number) => `إزالة الفترة ${n}`,
  soldOutFor: 'مدة النفاد',
  soldOutRestOfDay: 'لبقية اليوم',
  soldOutHours: 'لعدد من الساعات',
  soldOutUntilBack: 'حتى أعيده بنفسي',
  soldOutHoursCount: 'عدد الساعات',
  soldOutWhat: 'ما الذي نفد',
  soldOutWholeItem: 'العنصر كله',
  optionSoldOutState: (option: string, at: string | null) => (at ? `«${option}» نفد حتى ${at}، ثم يعود وحده.` : `«${option}» نفد حتى تعيده.`),
  markOptionAvailable: (option: string) => `إعادة «${option}» متوفراً`,
  soldOutUntilState: (at: string) => `العنصر معروض كنافد حتى ${at}، ثم يعود متوفراً وحده.`,
  unavailableNow: 'غير متوفر الآن',
  unavailableHours: (at: string) => `خارج أوقات توفّره: ${at}`,
  unavailableSoldOut: 'نفد',
  interest: (n: number) => `اهتمام الزبائن: ${n}`,
  noImage: 'بلا صورة',
  imageOf: (title: string) => `صورة ${title}`,
  addImage: 'إضافة صورة',
  replaceImage: 'تغيير الصورة',
  /** A row's image switch named with its item for a screen reader ('تغيير الصورة: فتوش'), its visible words first. */
  imageSwitchOf: (action: string, title: string) => `${action}: ${title}`,
  emptySection: 'لا توجد عناصر في هذا المصنف بعد.',
  soldOut: 'نفد',
  markSoldOut: 'عرضه كنافد الآن',
  markAvailable: 'إعادته متوفراً',
  soldOutStateOn: 'العنصر معروض الآن كنافد: لا يمكن إضافته إلى السلة.',
  soldOutStateOff: 'العنصر متوفر الآن.',
  removeSaleConfirm: (title: string) => `هل أنت متأكد؟ سيتم إلغاء العرض على «${title}» ويعود إلى سعره الأصلي.`,
  soldOutOn: 'العنصر معروض الآن كنافد',
  soldOutOff: 'العنصر متوفر من جديد',
  optionSoldOutOn: (option: string) => `«${option}» معروض الآن كنافد`,
  optionSoldOutOff: (option: string) => `«${option}» متوفر من جديد`,
  open: (title: string) => `تعديل ${title}`,
  editTitle: (title: string) => `تعديل: ${title}`,
  closePanel: 'إغلاق',
  save: 'حفظ التعديل',
  saving: 'جارٍ الحفظ…',
  removeImage: 'إزالة الصورة',
  removeSale: 'إزالة العرض',
  remove: 'حذف العنصر',
  /** The edit panel: its fields into the add form, for a similar item. */
  copyAsNew: 'نسخه كعنصر جديد',
  copyOf: (title: string) => `نسخة من «${title}»: غيّر ما يختلف ثم اضغط إضافة. الصورة والتخفيض لا يُنسخان.`,
  removeConfirm: (title: string) => `هل أنت متأكد؟ سيتم حذف العنصر «${title}» نهائياً.`,
  moveUp: (title: string) => `نقل ${title} إلى الأعلى`,
  moveDown: (title: string) => `نقل ${title} إلى الأسفل`,
  controls: 'أدوات العناصر',
  findLabel: 'ابحث في العناصر',
  findPlaceholder: 'اسم العنصر أو وصفه أو اسمه الفريد',
  /** How many items the search shows (the arrows and dragging wait until it is cleared). */
  found: (n: number) => `${itemsCount(n)} تطابق البحث. الترتيب متاح بعد مسح البحث.`,
  noneFound: (q: string) => `لا عناصر تطابق «${q}»`,
  toAddForm: 'إلى نموذج إضافة عنصر',
  addTitle: 'إضافة عنصر',
  add: 'إضافة',
  adding: 'جارٍ الإضافة…',
  multiImageTitle: 'إضافة صورة لعدة عناصر',
  chooseItems: 'اختر العناصر',
  saleTitle: 'إنشاء عرض على عدة عناصر',
  offPrice: 'نسبة التخفيض (كسر عشري)',
  offPriceHint: 'مثال: 0.25 تعني تخفيضاً بنسبة 25%',
  createSale: 'إضافة العرض',
  bulkTitle: 'إضافة عناصر دفعة واحدة',
  bulkIntro: 'أضف العناصر إلى القائمة ثم أرسلها مرة واحدة؛ تُرسل واحداً تلو الآخر ويبقى ما فشل منها لإعادة المحاولة.',
  queueAdd: 'إضافة إلى القائمة',
  queueEmpty: 'القائمة فارغة.',
  queueLabel: 'قائمة العناصر المنتظرة',
  queueSend: (n: number) => `إرسال ${itemsCount(n)}`,
  queueSending: 'جارٍ الإرسال…',
  queueRetry: 'إعادة إرسال ما فشل',
  queueRemove: (title: string) => `إزالة ${title} من القائمة`,
  queueEditButton: 'تعديل',
  queueEdit: (title: string) => `تعديل ${title} في النموذج`,
  queueEditing: 'يُعدَّل في النموذج أعلاه؛ أضفه إلى القائمة من جديد عند الانتهاء.',
  queueProgress: (done: number, total: number) => `تم ${done} من ${total}`,
  status: 'الحالة',
  rowPending: 'في الانتظار',
  rowDone: 'تمت الإضافة',
  rowFailed: (message: string) => `فشل: ${message}`,
  queueRowSection: (section: string) => `إلى المصنف: ${section}`,
  queueSectionGone: 'مصنف محذوف',
  moveTo: 'نقل إلى المصنف',
  moveHint: 'اختر مصنفاً آخر ثم احفظ لنقل العنصر إليه (يُضاف في آخره).',
  bulkDone: (ok: number, failed: number) => `تمت إضافة ${itemsCount(ok)}${failed ? `، وفشل ${itemsCount(failed)}` : ''}`,
};

/** The edit ops' refusals the owner reads as error toasts (the server's message, spec §8). */
export const ADMIN_ERRORS = {
  sectionNotFound: API_MESSAGES.sectionNotFound,
  itemNotFound: API_MESSAGES.itemNotFound,
  itemnameTaken: (itemname: string) => API_MESSAGES.itemnameTaken({ itemname }),
  moveTargetNotFound: 'لم يتم النقل: العنصر أو المصنف المطلوب غير موجود في هذا المنيو',
};

/** The menu initialisation form (/m/{id}/init, spec §2 Init form, §5). */
export const INIT_TEXT = {
  title: 'تعريف المنيو',
  intro: 'أدخل معلومات مطعمك الأساسية لتجهيز المنيو. يمكنك تعديلها لاحقاً من لوحة الإدارة.',
  name: 'اسم المطعم',
  description: 'وصف مختصر',
  address: 'وصف الموقع',
  phone: 'رقم الهاتف',
  phoneHint: 'رقم محلي أو دولي؛ لرقم من دولة أخرى اختر الدولة',
  phoneInvalid: API_MESSAGES.initPhoneInvalid,
  username: 'اسم مختصر للمنيو (اختياري)',
  usernameHint: 'يظهر في الرابط القصير: \u2066/m/الاسم\u2069 — أحرف إنجليزية صغيرة وأرقام و . _ -',
  submit: 'تعريف المنيو',
  submitting: 'جارٍ الحفظ…',
  done: 'تم تعريف المنيو، يمكنك مغادرة الموقع',
  toAdmin: 'الذهاب إلى لوحة الإدارة',
  usernameTaken: API_MESSAGES.initShortNameTaken,
  alreadyInitialised: API_MESSAGES.alreadyInitialised,
};

/** The menu as a spreadsheet (export, template, import preview): headers, cell words, problems, screen. */
/** Headers the items and the sections sheets share. */
const SHEET_SHARED_HEADERS = { titleEn: 'الاسم بالإنجليزية', availability: 'أوقات التوفّر (الأيام 07:00-11:30; …)' };

export const MENU_SHEET_TEXT = {
  itemsSheet: 'العناصر',
  sectionsSheet: 'المصنفات',
  headers: {
    section: 'المصنف',
    sectionType: 'نوع المصنف',
    title: 'اسم العنصر',
    itemname: 'الاسم الفريد',
    description: 'الوصف',
    price: 'السعر',
    show: 'طريقة العرض',
    pin: 'مثبّت',
    salePercent: 'نسبة الخصم %',
    soldOut: 'نفد',
    image: 'اسم ملف الصورة',
    subItems: 'الإضافات (اسم:سعر; …)',
    titleEn: SHEET_SHARED_HEADERS.titleEn,
    descriptionEn: 'الوصف بالإنجليزية',
    allergens: 'مسبّبات الحساسية',
    tags: 'الوسوم الغذائية',
    calories: 'السعرات',
    availability: SHEET_SHARED_HEADERS.availability,
    options: 'الخيارات (مجموعة [أدنى-أقصى]: خيار=سعر; … | …)',
  } as Record<string, string>,
  sectionHeaders: { title: 'اسم المصنف', type: 'النوع', ...SHEET_SHARED_HEADERS } as Record<string, string>,
  everyDay: 'كل الأيام',
  prime: 'رئيسي',
  ordinary: 'عادي',
  smallImage: 'صورة صغيرة',
  largeImage: 'صورة كبيرة',
  yes: 'نعم',
  no: 'لا',
  example: [
    { section: 'الأطباق الرئيسية', sectionType: 'رئيسي', title: 'منسف', itemname: 'mansaf', description: 'لحم بلدي مع الجميد والأرز', price: 9.5, show: 'صورة كبيرة', pin: 'نعم', salePercent: '', soldOut: 'لا', subItems: 'نصف:5; كامل:9.5', titleEn: 'Mansaf', allergens: 'حليب' },
    { section: 'الأطباق الرئيسية', sectionType: 'رئيسي', title: 'مقلوبة', itemname: 'maqluba', description: 'دجاج وباذنجان وأرز', price: 7, show: 'صورة صغيرة', pin: 'لا', salePercent: 10, soldOut: 'لا', subItems: '', options: 'اللبن [0-1]: لبن=0.5' },
    { section: 'المشروبات', sectionType: 'عادي', title: 'ليمون بالنعناع', itemname: 'lemon-mint', description: 'عصير طازج', price: 2, show: 'صورة صغيرة', pin: 'لا', salePercent: '', soldOut: 'لا', subItems: '', availability: 'كل الأيام 08:00-23:00' },
  ],
  problems: {
    required: (column: string) => `«${column}» مطلوب`,
    tooLong: (column: string, max: number) => `«${column}» أطول من ${max} حرفاً`,
    notNumber: (column: string, value: string) => `«${column}» يجب أن يكون رقماً، وليس «${value}»`,
    negative: (column: string) => `«${column}» يجب أن يكون صفراً أو أكثر`,
    tooBig: (column: string, max: number) => `«${column}» يجب ألا يزيد على ${max}`,
    percent: (value: string) => `نسبة الخصم يجب أن تكون رقماً أكبر من 0 وأقل من 100، وليس «${value}»`,
    itemnameChars: 'الاسم الفريد يقبل الحروف والأرقام والمسافات و - و _ فقط',
    allergen: (value: string) => `مسبّب الحساسية «${value}» غير معروف: اكتبه كما في شاشة العنصر، مثل «حليب» أو «غلوتين»`,
    tag: (value: string) => `الوسم «${value}» غير معروف: اكتبه كما في شاشة العنصر، مثل «نباتي» أو «حلال»`,
    availability: (value: string) => `«${value}» ليست فترة توفّر: اكتب الأيام ثم الساعتين، مثل «السبت،الأحد 07:00-11:30» أو «كل الأيام 07:00-11:30»`,
    optionGroup: (value: string) => `«${value}» ليست مجموعة خيارات: اكتب «الاسم [أدنى-أقصى]: خيار=سعر; خيار=سعر»`,
    option: (value: string) => `«${value}» ليس خياراً: اكتب «الاسم=السعر»`,
    duplicateItemname: (itemname: string, firstRow: number) => `الاسم الفريد «${itemname}» مكرر (ورد في الصف ${firstRow})`,
    sectionType: (value: string) => `نوع المصنف «${value}» غير معروف: اكتب «رئيسي» أو «عادي»`,
    show: (value: string) => `طريقة العرض «${value}» غير معروفة: اكتب «صورة صغيرة» أو «صورة كبيرة»`,
    yesNo: (column: string, value: string) => `«${column}» يجب أن يكون «نعم» أو «لا»، وليس «${value}»`,
    subItems: (value: string) => `الإضافة «${value}» غير صحيحة: اكتب اسم:سعر مفصولة بـ ;`,
    tooManySubItems: (max: number) => `عدد الإضافات أكثر من ${max}`,
    unknownImage: (name: string) => `الصورة «${name}» ليست من صور هذا المنيو: ارفعها من لوحة الإدارة أو اترك الخانة فارغة`,
    sectionConflict: (section: string) => `نوع المصنف «${section}» يختلف عما في ورقة المصنفات`,
    tooManySections: (max: number) => `المنيو بعد الاستيراد فيه أكثر من ${max} مصنفاً، وهو الحد الأقصى`,
    tooManyInSection: (section: string, max: number) => `المصنف «${section}» بعد الاستيراد فيه أكثر من ${max} عنصر، وهو الحد الأقصى: وزّع العناصر على مصنفات أخرى`,
    tooManyItems: (max: number) => `المنيو بعد الاستيراد فيه أكثر من ${max} عنصر، وهو الحد الأقصى`,
    duplicateSection: (section: string, firstRow: number) => `المصنف «${section}» مكرر (ورد في الصف ${firstRow})`,
    missingColumns: (columns: string[]) =>
      `لم نجد في الملف ${columns.length === 1 ? 'العمود' : 'الأعمدة'}: ${columns.map((c) => `«${c}»`).join('، ')}. اختر في «أعمدة الملف» أي عمود من ملفك يقابل كلاً منها ثم أعد المعاينة`,
  },
  /** Rows taken as they are, shown so the owner can look at them before applying. */
  warnings: {
    zeroPrice: (title: string) => `سعر «${title}» صفر: سيظهر مجاناً في المنيو`,
    sameTitle: (title: string, firstRow: number) => `«${title}» ورد مرتين (أول مرة في الصف ${firstRow})`,
    olderFile: (exported: string, edited: string) =>
      `هذا الملف صُدّر قبل آخر تعديل على المنيو (صُدّر عن نسخة ${exported}، وآخر تعديل ${edited}): تطبيقه يعيد القيم الأقدم، راجع «قبل ← بعد» في الجدول`,
  },
  fileTooLarge: (mb: number) => `الملف أكبر من الحد المسموح (${mb} ميغابايت)`,
  tooManyRows: (max: number, rows: number) => `الملف فيه ${countOf('ar', rows, ROWS_AR)}، والحد الأعلى ${countOf('ar', max, ROWS_AR)}`,
  unpacksTooLarge: (mb: number) => `الملف بعد فكّ ضغطه أكبر من ${mb} ميغابايت: احذف منه الصور والأوراق الزائدة أو قسّمه إلى ملفات أصغر`,
  tooManyCells: (max: number) => `في إحدى أوراق الملف أكثر من ${max} خلية: احذف الأعمدة والأوراق الزائدة`,
  noFile: 'اختر ملف Excel (.xlsx) أو CSV لرفعه',
  unreadable: 'تعذّرت قراءة الملف: ارفع ملف Excel (.xlsx) أو CSV بترميز UTF-8',
  noHeaders: 'لم نجد صف العناوين: استخدم القالب أو ملفاً صدّرته من هنا',
  hasProblems: (n: number) => `في الملف ${n} مشكلة، لم يُحفظ شيء. صحّحها ثم أعد الرفع`,
  changedMeanwhile: 'تغيّر المنيو أثناء الاستيراد، أعد المعاينة ثم التطبيق',
  // The admin panel
  title: 'استيراد وتصدير المنيو (Excel)',
  intro: 'نزّل المنيو كملف Excel، عدّله ثم ارفعه. سترى معاينة بالتغييرات قبل حفظ أي شيء.',
  export: 'تنزيل المنيو (Excel)',
  template: 'تنزيل قالب فارغ',
  file: 'ملف Excel أو CSV',
  replace: 'استبدال المنيو كاملاً (حذف ما ليس في الملف)',
  preview: 'معاينة',
  previewing: 'جارٍ الرفع والمعاينة…',
  apply: 'تطبيق التغييرات',
  applying: 'جارٍ التطبيق…',
  applied: 'تم استيراد المنيو',
  uploadProgress: (percent: number) => `تم رفع ${percent}%`,
  summary: (add: number, change: number, remove: number) => `إضافة ${add} · تعديل ${change} · حذف ${remove}`,
  sectionsSummary: (add: number, change: number, remove: number) => `المصنفات: إضافة ${add} · تعديل ${change} · حذف ${remove}`,
  problemsTitle: 'مشاكل في الملف',
  warningsTitle: 'تنبيهات (لا تمنع الاستيراد)',
  wholeFile: 'الملف',
  columnsTitle: 'أعمدة الملف',
  columnsIntro: 'اختر لكل عمود من ملفك ما يقابله في المنيو. يُحفظ هذا الربط لهذا المنيو ويُستخدم في الاستيراد القادم.',
  columnHeader: 'عنوان العمود في الملف',
  columnField: 'يُقرأ على أنه',
  columnSkip: '— لا يُقرأ —',
  columnsApply: 'أعد المعاينة بهذا الربط',
  changeArrow: '←',
  row: 'الصف',
  column: 'العمود',
  message: 'المشكلة',
  action: 'التغيير',
  item: 'العنصر',
  fields: 'التغييرات (قبل ← بعد)',
  add: 'إضافة',
  change: 'تعديل',
  remove: 'حذف',
  noChanges: 'لا تغييرات: المنيو مطابق للملف',
  fieldNames: {
    section: 'المصنف',
    title: 'اسم العنصر',
    description: 'الوصف',
    price: 'السعر',
    show: 'طريقة العرض',
    pin: 'مثبّت',
    salePercent: 'نسبة الخصم',
    soldOut: 'نفد',
    image: 'الصورة',
    subItems: 'الإضافات',
    titleEn: 'الاسم بالإنجليزية',
    descriptionEn: 'الوصف بالإنجليزية',
    allergens: 'مسبّبات الحساسية',
    tags: 'الوسوم الغذائية',
    calories: 'السعرات',
    availability: 'أوقات التوفّر',
    options: 'الخيارات',
    prime: 'نوع المصنف',
    order: 'الترتيب',
  } as Record<string, string>,
};

/** The printable paper menu (GET …/print). */
export const PRINT_TEXT = {
  button: 'المنيو الورقي للطباعة (PDF)',
  buttonEnglish: 'المنيو الورقي بالإنجليزية (PDF)',
  a4: 'A4',
  a5: 'A5',
  scan: 'امسح الرمز لعرض المنيو على هاتفك',
  soldOut: 'نفد',
  sale: (percent: number) => `خصم ${percent}%`,
  /** The paper's prices: the currency as an Arabic reader writes it. */
  currency: { JOD: 'د.أ', SAR: 'ر.س', AED: 'د.إ', KWD: 'د.ك', BHD: 'د.ب', QAR: 'ر.ق', OMR: 'ر.ع', EGP: 'ج.م', USD: '$' } as Record<string, string>,
  /** A section's hours under its title: 'يقدم: كل يوم 07:00–11:30'. */
  hours: (text: string) => `يقدم: ${text}`,
  everyDay: 'كل يوم',
  days: { sun: 'الأحد', mon: 'الإثنين', tue: 'الثلاثاء', wed: 'الأربعاء', thu: 'الخميس', fri: 'الجمعة', sat: 'السبت' } as Record<string, string>,
  /** Under an item: 'يحتوي على: حليب، سمسم'. */
  allergens: (names: string) => `يحتوي على: ${names}`,
  listSeparator: '، ',
};

/** The chosen files: one by its name, several counted. */
const chosenFiles = (forms: PluralForms) => (names: string[]) => (names.length === 1 ? names[0] : countOf('ar', names.length, forms));
/**
 * The shared file picker (components/ui/FilePicker.tsx): Arabic in place of the browser's 'Choose File', in the words
 * of what it picks — images, or another file (the menu's spreadsheet).
 */
export const FILE_PICKER_TEXT = {
  image: {
    choose: 'اختر صورة',
    change: 'تغيير الصورة',
    none: 'لم يتم اختيار أي صورة',
    chosen: chosenFiles({ two: 'صورتان', few: '{n} صور', many: '{n} صورة', other: '{n} صورة' }),
  },
  file: {
    choose: 'اختر ملفاً',
    change: 'تغيير الملف',
    none: 'لم يتم اختيار أي ملف',
    chosen: chosenFiles({ two: 'ملفان', few: '{n} ملفات', many: '{n} ملفاً', other: '{n} ملف' }),
  },
};

/** The chat-app messages to the client (spec §9): Arabic by default; the English ones are in en.ts. */
export const ORDER_MESSAGES_AR = {
  firstPayment: (name: string, amount: string, total: string) =>
    `مرحباً ${name}، شكراً لاختيارك المنيو الرقمي. لبدء اشتراكك (${total})، يرجى دفع الدفعة الأولى بقيمة ${amount}.`,
  finalPayment: (name: string, amount: string, subEnd: string) =>
    `مرحباً ${name}، أصبح المنيو الرقمي الخاص بك متاحاً. يرجى دفع المبلغ المتبقي ${amount}. يستمر اشتراكك حتى ${subEnd}.`,
  editReady: (name: string, menuLink: string) => `مرحباً ${name}، التعديل الذي طلبته أصبح جاهزاً على المنيو${menuLink ? `: ${menuLink}` : '.'}`,
  menuReady: (name: string, menuLink: string, adminLink: string, loginLink: string, username: string) =>
    [
      `مرحباً ${name}، المنيو الرقمي الخاص بك جاهز!`,
      `المنيو: ${menuLink}`,
      `لوحة الإدارة: ${adminLink}`,
      `لإدارته، سجّل الدخول من ${loginLink} باسم المستخدم "${username}" وكلمة المرور الخاصة بك، ثم افتح رابط الإدارة.`,
    ].join('\n'),
};

/** The phone field's country selector (components/ui/PhoneField.tsx). */
export const PHONE_FIELD_TEXT = {
  country: 'الدولة (ابحث بالاسم أو الرمز)',
};

/** The admin's integrations screen: API keys and webhooks for the restaurant's own systems. */
export const INTEGRATIONS_TEXT = {
  title: 'الربط مع الأنظمة',
  intro: 'اربط المنيو بنظام نقاط البيع أو المحاسبة أو التوصيل: مفاتيح ربط تقرأ وتعدّل ما تسمح به فقط، وإشعارات تصل إلى عنوانك عند كل حدث.',
  reference: 'مرجع واجهة البرمجة',
  keys: 'مفاتيح الربط',
  keysEmpty: 'لا توجد مفاتيح ربط بعد.',
  keyName: 'اسم المفتاح',
  keyNameHint: 'اسم يذكّرك بالنظام الذي يستخدمه، مثل: نقاط البيع',
  scopes: 'الأذونات',
  scopeLabels: {
    'menu:read': 'قراءة المنيو',
    'orders:read': 'قراءة الطلبات',
    'orders:write': 'تغيير حالة الطلبات',
    'stock:write': 'تحديد العناصر النافدة',
  } as Record<string, string>,
  createKey: 'إنشاء مفتاح',
  creating: 'جارٍ الإنشاء…',
  newKeyTitle: 'مفتاحك الجديد',
  newKeyOnce: 'انسخ المفتاح الآن واحفظه في مكان آمن: لن يظهر مرة أخرى.',
  copy: 'نسخ',
  copied: 'تم النسخ',
  copyByHand: 'انسخ النص يدوياً',
  done: 'تم، أخفِ المفتاح',
  startsWith: 'يبدأ بـ',
  lastUsed: (when: string) => `آخر استخدام: ${when}`,
  neverUsed: 'لم يُستخدم بعد',
  revoke: 'إلغاء المفتاح',
  confirmRevoke: (name: string) => `إلغاء المفتاح «${name}»؟ سيتوقف كل نظام يستخدمه فوراً.`,
  revoked: 'تم إلغاء المفتاح',
  webhooks: 'الإشعارات (Webhooks)',
  webhooksEmpty: 'لا توجد عناوين إشعارات بعد.',
  url: 'عنوان الإشعارات',
  urlHint: 'عنوان عام يبدأ بـ https://‎ يستقبل طلبات POST',
  events: 'الأحداث',
  eventLabels: {
    'order.created': 'طلب جديد',
    'order.status_changed': 'تغيّر حالة طلب',
    'call.created': 'نداء من طاولة',
    'tab.paid': 'دفع الفاتورة',
    'item.sold_out': 'نفاد عنصر',
  } as Record<string, string>,
  addWebhook: 'إضافة عنوان',
  newSecretTitle: 'مفتاح التوقيع',
  newSecretOnce: 'تُوقَّع كل رسالة بهذا المفتاح وفق معيار Standard Webhooks. انسخه الآن: لن يظهر مرة أخرى.',
  deleteWebhook: 'حذف',
  confirmDeleteWebhook: (url: string) => `حذف عنوان الإشعارات ${url} وسجل إرساله؟`,
  webhookDeleted: 'تم حذف عنوان الإشعارات',
  showLog: 'سجل الإرسال',
  hideLog: 'إخفاء السجل',
  logEmpty: 'لم يُرسل شيء إلى هذا العنوان بعد.',
  loading: 'جارٍ التحميل…',
  status: { pending: 'قيد الإرسال', delivered: 'وصل', failed: 'فشل' } as Record<string, string>,
  attempts: (n: number) => (n === 1 ? 'محاولة واحدة' : n === 2 ? 'محاولتان' : `${n} محاولات`),
  attempt: (status: number | null, ms: number) => `${status === null ? 'بلا رد' : `HTTP ${status}`} · ${ms} م.ث`,
  replayMark: 'إعادة إرسال',
  /** Why a try got no answer (lib/shared/integrations.ts WEBHOOK_TRY_FAILURES). */
  tryFailures: {
    invalidUrl: 'العنوان غير صالح',
    privateAddress: 'رُفض: العنوان يؤدي إلى شبكة خاصة أو محلية',
    timeout: 'لم يصل رد في الوقت المحدد',
    unreachable: 'تعذّر الاتصال بالعنوان',
    deleted: 'حُذف العنوان',
  } as Record<string, string>,
  replay: 'أعد الإرسال',
  replayed: 'ستُرسل الرسالة من جديد الآن',
};

/** The API's reference page (/developers): the OpenAPI document shown in Arabic words around its technical names. */
export const API_REFERENCE_TEXT = {
  title: 'مرجع واجهة البرمجة',
  intro: 'واجهة برمجة المنيو لأنظمة المطعم الأخرى: كل عنوان هنا مولَّد من مخططات التحقق التي يستخدمها الخادم نفسه، فلا يختلف الوصف عن السلوك.',
  download: 'تنزيل المستند بصيغة OpenAPI 3.1',
  envelope: 'كل رد على الشكل { "status": "success", "data": … } أو { "status": "fail" | "error", "message": … } مع رمز HTTP المناسب، والرسالة بلغة الترويسة Accept-Language.',
  authTitle: 'الدخول',
  auth: 'تستدعي صفحات التطبيق الواجهة بجلسة المستخدم. أما أنظمة المطعم فتستخدم مفتاح ربط يُنشأ من لوحة الإدارة (الربط مع الأنظمة) ويُرسل في الترويسة Authorization: Bearer <key>. المفتاح صالح لمنيو مطعمه فقط، وبالأذونات التي اختيرت له، وبعدد محدود من الطلبات في الدقيقة.',
  scopesTitle: 'الأذونات',
  webhooksTitle: 'الإشعارات',
  webhooks: 'تصل كل رسالة إشعار بطلب POST جسمه { "type", "timestamp", "data" }، موقَّعة وفق معيار Standard Webhooks بالترويسات webhook-id وwebhook-timestamp وwebhook-signature. تحقّق منها بمكتبة standardwebhooks ومفتاح التوقيع (whsec_…). تُعاد المحاولة عند الفشل على فترات متزايدة، ويمكن إعادة إرسال أي رسالة من السجل.',
  eventsTitle: 'الأحداث',
  access: {
    public: 'للجميع',
    user: 'لمستخدم مسجّل الدخول',
    verified: 'لمستخدم أكّد بريده',
    menuAdmin: 'لمديري المنيو',
    staff: 'لموظفي مزوّد الخدمة',
  } as Record<string, string>,
  keyScope: 'ولمفاتيح الربط بإذن',
  parameters: 'المعاملات',
  body: 'جسم الطلب',
  inPath: 'في المسار',
  inQuery: 'في الاستعلام',
  required: 'مطلوب',
  optional: 'اختياري',
};
