import { countOf } from './plural';
import { API_MESSAGES, DINER_ORDER_STATUS_AR } from './api-ar';
import { COMMON_TEXT, SITE_TEXT } from './common-ar';

/**
 * The diner's pages in Arabic (spec §2 public menu and cart, §5, §8): the public menu, its cart, the order status page,
 * the tables and the chat message. Apart from the rest of the catalogue, and imported from here rather than through
 * ./ar.ts, so that the public menu's scripts carry these texts and not the admin's; ./diner-en.ts is the English side.
 */

/** Cart: add-to-cart form in the item popup, the 'go to cart' button and the cart page (spec §2 Cart page, §8). */
export const CART_TEXT = {
  title: 'سلة المشتريات',
  item: 'الصنف',
  quantity: 'الكمية',
  price: 'السعر',
  total: 'المجموع',
  pieces: 'قطعة',
  chooseSubItem: 'اختر النوع',
  optionRequired: 'مطلوب',
  optionOptional: 'اختياري',
  optionUpTo: (n: number) => `اختر ${n} كحد أقصى`,
  optionExactly: (n: number) => `اختر ${n}`,
  optionBetween: (min: number, max: number) => `اختر من ${min} إلى ${max}`,
  optionsMissing: (group: string) => `اختر من «${group}» أولاً`,
  linePrice: 'سعر الطلب',
  addToCart: 'أضف إلى السلة',
  adding: 'جارٍ الإضافة…',
  added: 'تمت الإضافة إلى السلة',
  goToCart: 'الذهاب إلى السلة',
  /** The 'go to cart' button's name with what the cart holds. */
  goToCartWith: (n: number) => `الذهاب إلى السلة، فيها ${countOf('ar', n, { one: 'قطعة واحدة', two: 'قطعتان', few: '{n} قطع', many: '{n} قطعة', other: '{n} قطعة' })}`,
  completePurchase: 'إتمام الشراء',
  empty: 'السلة فارغة',
  backToMenu: 'العودة إلى المنيو',
  removeLine: (title: string) => `إزالة ${title} من السلة`,
  removeHint: 'اضغط على أي صنف لإزالته من السلة',
  removed: 'تمت إزالة الصنف من السلة',
  /** The order is on the restaurant's order screen; this one takes no WhatsApp messages, so none is opened. */
  orderSentNoChat: 'وصل طلبك إلى المطعم، وتظهر حالته هنا',
  /** Above the send button while the owner has paused ordering (or the menu is off). */
  orderingPaused: 'المطعم لا يستقبل الطلبات من المنيو الآن. اطلب من النادل، أو عد إلى هذه السلة لاحقاً: هي محفوظة.',
  /** Above the send button while the restaurant is closed by its hours; `opens`: 'يفتح بعد ساعتين'. */
  /** A restaurant with branches, a cart from no table: which branch the order is for. */
  branchLabel: 'من أي فرع تطلب؟',
  branchPlaceholder: 'اختر الفرع',
  branchRequired: 'اختر الفرع الذي تطلب منه',
  mainBranch: (address: string) => (address ? `${MENU_TEXT.mainBranch}: ${address}` : MENU_TEXT.mainBranch),
  closedNow: (opens: string) => `المطعم مغلق الآن (${opens}). يمكنك إرسال طلبك، لكن قد لا يراه أحد قبل أن يفتح.`,
  quantityInvalid: API_MESSAGES.quantity({ max: 99 }),
  subItemRequired: API_MESSAGES.subItemRequired,
  soldOut: API_MESSAGES.soldOut,
  /** Beside a cart line that cannot be ordered now (PricedCartLine.unavailable). */
  lineUnavailable: { soldOut: 'نفد حالياً: احذفه قبل إرسال الطلب', hours: 'غير متوفر في هذا الوقت: احذفه قبل إرسال الطلب' },
  needsConnection: 'الإضافة إلى السلة تحتاج إلى اتصال بالإنترنت. أعد المحاولة عند عودة الاتصال.',
  /** The page of a cart this browser already sent (a step back after ordering). */
  sentTitle: 'أُرسلت هذه السلة',
  sentBody: (n: number) => `وصلت هذه السلة إلى المطعم وأصبحت الطلب رقم ${n}. تابع حالته من صفحته.`,
  followOrder: 'متابعة حالة الطلب',
  missingTitle: 'السلة غير موجودة',
  missingBody: 'رابط هذه السلة غير صحيح أو انتهت صلاحية السلة. يمكنك البدء بسلة جديدة من المنيو.',
  loadFailedTitle: 'تعذّر فتح السلة',
  home: 'الصفحة الرئيسية',
  removedLine: (title: string) => `أُزيل «${title}» من السلة`,
  undo: 'تراجع',
  undone: 'أُعيد الصنف إلى السلة',
  // The order message sent to the restaurant over WhatsApp.
  orderGreeting: 'مرحباً، أرغب بطلب ما يلي:',
  orderTotal: 'المجموع',
};

/** The public menu page (/m/{id}), its side navigation, branches panel and prompts. */
export const MENU_TEXT = {
  share: 'مشاركة المنيو',
  shareTitle: (name: string) => `منيو ${name}`,
  linkCopied: 'تم نسخ الرابط',
  couldNotShare: 'تعذّرت مشاركة المنيو',
  openMenu: 'القائمة',
  closeMenu: 'إغلاق القائمة',
  /** A popup's close button (an item, the opening hours): not 'close the menu', which the side menu's says. */
  closeDialog: 'إغلاق',
  callUs: 'اتصل بنا',
  sections: 'أقسام المنيو',
  search: 'ابحث في المنيو',
  searchLabel: 'ابحث عن صنف بالاسم أو المكونات',
  searchPlaceholder: 'مثلاً: شاورما، سلطة…',
  closeSearch: 'إغلاق البحث',
  searchNoResults: 'لا توجد أصناف تطابق بحثك',
  /** A panel whose code could not load with no connection (the offline copy of the menu). */
  needsConnection: 'يحتاج هذا إلى اتصال بالإنترنت. أعد المحاولة عند عودة الاتصال.',
  /** The page was opened before a new version of the site (its on-demand code is gone): components/menu/ReloadNote.tsx. */
  pageOutdated: 'تحدّثت هذه الصفحة منذ فتحتها. أعد تحميلها للمتابعة.',
  reloadPage: 'إعادة تحميل الصفحة',
  searchResults: (n: number) => (n === 1 ? 'صنف واحد يطابق بحثك' : n === 2 ? 'صنفان يطابقان بحثك' : n <= 10 ? `${n} أصناف تطابق بحثك` : `${n} صنفاً يطابق بحثك`),
  searchInSection: (section: string) => `في قسم ${section}`,
  contactUs: 'تواصل معنا',
  whatsapp: 'واتساب',
  instagram: 'إنستغرام',
  facebook: 'فيسبوك',
  x: 'إكس (تويتر)',
  snapchat: 'سناب شات',
  email: 'البريد الإلكتروني',
  phone: 'الهاتف',
  workingDays: 'أوقات العمل',
  rateUs: 'قيّم تجربتك',
  dayNames: { sun: 'الأحد', mon: 'الإثنين', tue: 'الثلاثاء', wed: 'الأربعاء', thu: 'الخميس', fri: 'الجمعة', sat: 'السبت' } as Record<string, string>,
  closedDay: 'مغلق',
  /** Beside today's name in the opening hours. */
  today: 'اليوم',
  from: 'من',
  to: 'إلى',
  noItems: 'لا توجد أصناف في هذا القسم بعد',
  emptyMenu: 'لم تتم إضافة أصناف إلى هذا المنيو بعد',
  tapToOrder: 'اضغط للطلب',
  soldOut: 'نفد',
  soldOutBack: (at: string) => `نفد · يعود ${at}`,
  availableFrom: (at: string) => `متوفر من ${at}`,
  availableTomorrow: (at: string) => `متوفر غداً من ${at}`,
  availableOn: (day: string, at: string) => `متوفر يوم ${day} من ${at}`,
  unavailableNow: 'غير متوفر الآن',
  details: 'عرض التفاصيل',
  sizes: 'الأحجام',
  itemImage: (title: string) => `صورة ${title}`,
  galleryImage: (title: string, n: number) => `${title} - صورة ${n}`,
  logoAlt: (name: string) => `شعار ${name}`,
  mainImageAlt: (name: string) => `صورة ${name}`,
  ratingTitle: 'هل أعجبتك تجربتك؟',
  ratingBody: 'رأيك يهمنا ويساعد غيرك على اختيار وجبتهم. قيّمنا على خرائط جوجل.',
  ratingCta: 'قيّمنا الآن',
  later: 'لاحقاً',
  branches: 'الفروع',
  mainBranch: 'الفرع الرئيسي',
  closestBranch: 'الفرع الأقرب إليك',
  distanceKm: (km: string) => `${km} كم`,
  openInMaps: 'افتح في الخرائط',
  callBranch: 'اتصل بالفرع',
  locating: 'جارٍ تحديد موقعك…',
  geoUnsupported: 'Geolocation is not supported by this browser.',
  geoDenied: 'تظهر المسافات إلى الفروع عند السماح بمعرفة موقعك. يمكنك تصفح الفروع دونها.',
  mapOf: (address: string) => `خريطة ${address}`,
  address: 'العنوان',
  inactiveTitle: 'هذا المنيو غير مفعّل حالياً',
  inactiveBody: 'المنيو موجود لكنه متوقف مؤقتاً. يرجى المحاولة لاحقاً أو التواصل مع المطعم مباشرة.',
  inactiveOwner: 'صاحب المطعم؟ عاين المنيو واطلب تفعيله من لوحة الإدارة',
  notFoundTitle: 'المنيو غير موجود',
  notFoundBody: 'لم نجد منيو بهذا الرابط. تأكد من الرابط أو امسح رمز QR مرة أخرى.',
  /** The way onward from a link to no menu. */
  notFoundHome: 'إلى الصفحة الرئيسية',
  loading: 'جارٍ تحميل المنيو…',
  poweredBy: SITE_TEXT.name,
  headingPhraseLabel: 'كلمة المطعم',
  offlineBanner: (since: string) => `أنت غير متصل بالإنترنت منذ ${since}، وهذه آخر نسخة محفوظة من المنيو.`,
  offlineBannerNoTime: 'أنت غير متصل بالإنترنت، وهذه آخر نسخة محفوظة من المنيو.',
  /** The header's language switch names the other language in that language (and is marked `lang` so). */
  deals: 'العروض',
  salePercent: (pct: number) => `تخفيض بنسبة ${pct}%`,
  switchLanguage: 'English',
  switchLanguageLabel: 'Read the menu in English',
};

/**
 * The open/closed badge (lib/menus/open-status.ts): '3 ساعات ودقيقة', '5 أيام'. A number and its noun are joined by a
 * no-break space: a wrapped badge never leaves '10' at a line's end and 'ساعات' below.
 */
const arabicCount = (n: number, one: string, two: string, few: string, many: string) =>
  n === 1 ? one : n === 2 ? two : n >= 3 && n <= 10 ? `${n}\u00a0${few}` : `${n}\u00a0${many}`;
export const OPEN_STATUS_TEXT_AR = {
  opened: 'مفتوح الآن',
  closed: 'مغلق الآن',
  closesIn: (d: string) => `يغلق بعد ${d}`,
  opensIn: (d: string) => `يفتح بعد ${d}`,
  noSchedule: 'لم تُحدَّد أوقات العمل',
  hoursMinutes: (h: number, m: number) => {
    const hours = h > 0 ? arabicCount(h, 'ساعة', 'ساعتين', 'ساعات', 'ساعة') : '';
    const minutes = m > 0 ? arabicCount(m, 'دقيقة', 'دقيقتين', 'دقائق', 'دقيقة') : '';
    return hours && minutes ? `${hours} و${minutes}` : hours || minutes;
  },
  days: (n: number) => arabicCount(n, 'يوم', 'يومين', 'أيام', 'يوماً'),
};

/** Admin, tables screen, and the table as the diner sees it. */
export const TABLE_TEXT = {
  title: 'الطاولات',
  empty: 'لا توجد طاولات بعد: أضف طاولة أو مجموعة طاولات مرقّمة',
  count: (n: number) => countOf('ar', n, { zero: 'لا طاولات بعد', one: 'طاولة واحدة', two: 'طاولتان', few: '{n} طاولات', many: '{n} طاولةً', other: '{n} طاولة' }),
  addOne: 'إضافة طاولة',
  addRange: 'إضافة طاولات مرقّمة',
  name: 'اسم الطاولة أو رقمها',
  from: 'من رقم',
  to: 'إلى رقم',
  prefix: 'بادئة الاسم (اختياري)',
  prefixHint: 'مثال: «تراس» تعطي تراس 1، تراس 2…',
  branch: 'الفرع',
  noBranch: 'بدون فرع',
  create: 'إضافة',
  createRange: 'إضافة الطاولات',
  save: 'حفظ',
  cancel: 'إلغاء',
  editTitle: (name: string) => COMMON_TEXT.editNamed(tableLabel(name)),
  added: 'تمت إضافة الطاولة',
  addedMany: 'تمت إضافة الطاولات',
  saved: 'تم تعديل الطاولة',
  deleted: 'تم حذف الطاولة',
  /** The owner turns a table's link over: a new id, so a new QR code; the old card stops ordering and calling. */
  newLink: 'رابط جديد',
  newLinkOf: (name: string) => `رابط جديد لـ${tableLabel(name)}`,
  confirmNewLink: (name: string) =>
    `إعطاء ${tableLabel(name)} رابطاً جديداً؟ رمز QR المطبوع لها الآن يتوقف عن إرسال الطلبات والنداءات، فاطبع بطاقتها من جديد وضعها على الطاولة.`,
  linkRenewed: 'للطاولة رابط جديد: اطبع بطاقتها من جديد، فالرمز القديم لم يعد يرسل طلبات',
  copyLink: 'نسخ الرابط',
  copied: 'تم نسخ رابط الطاولة',
  qr: 'رمز QR',
  cards: 'بطاقات الطاولات (PDF)',
  cardsHint: 'بطاقة لكل طاولة، عليها اسمها ورمز QR يفتح المنيو على تلك الطاولة فتصل الطلبات ومعها رقم الطاولة.',
  label: (name: string) => tableLabel(name),
  orderFrom: (name: string) => `الطلب من ${tableLabel(name)}`,
  /** The menu opened by a table's QR code whose table was deleted since (an old sticker). */
  unknownLink: 'رمز هذه الطاولة قديم. اختر طاولتك ليصل طلبك إليها:',
  choose: 'اختر الطاولة',
  /** Where the call and bill buttons were, while the restaurant has paused ordering from the menu. */
  orderingPaused: 'الطلب ونداء النادل من المنيو متوقفان الآن: اطلب من النادل مباشرة.',
  /** The owner deletes a table: its printed code stops naming it; a rename keeps the code. */
  confirmDelete: (name: string) =>
    `حذف ${tableLabel(name)}؟ رمز QR المطبوع لها لن يعود يحدد الطاولة، فيُسأل الزبون عن طاولته. لتغيير رقمها استخدم «تعديل»: يبقى رمزها كما هو.`,
};

/** A diner's order: its statuses, the status page, the chat message and the order screen. */
export const DINER_ORDER_TEXT = {
  status: DINER_ORDER_STATUS_AR,
  /** The button that moves an order on, by the status it moves to. */
  moveTo: {
    accepted: 'قبول',
    preparing: 'بدء التحضير',
    ready: 'جاهز',
    served: 'تم التقديم',
  } as Record<string, string>,
  cancel: 'إلغاء الطلب',
  title: (n: number) => `طلب رقم ${n}`,
  pageTitle: 'حالة طلبك',
  /** /o/{id} for no order (a link cut short or mistyped): app/o/[orderId]/not-found.tsx. */
  missingTitle: 'الطلب غير موجود',
  missingBody: 'رابط هذا الطلب غير صحيح أو ناقص. افتحه كما هو من رسالة المحادثة التي أرسلتها إلى المطعم.',
  total: 'المجموع',
  note: 'ملاحظة',
  live: 'تتحدث هذه الصفحة تلقائياً',
  canceledNote: 'ألغى المطعم هذا الطلب ولن يُحضَّر. للاستفسار اسأل النادل أو اتصل بالمطعم.',
  /** The diner's own cancel, while no one has accepted the order. */
  cancelMine: 'إلغاء طلبي',
  cancelMineConfirm: 'إلغاء هذا الطلب؟ لن يُحضَّر، ويمكنك الطلب من جديد من المنيو.',
  keepOrder: 'إبقاء الطلب',
  canceledMine: 'ألغيت طلبك',
  canceledByYou: 'ألغيت هذا الطلب ولن يُحضَّر. يمكنك الطلب من جديد من المنيو.',
  /** The order screen's card of an order the diner took back. */
  canceledByDiner: 'ألغاه الزبون',
  /** A large order (more units than a table may send unconfirmed): the screen's card, its button, the status page. */
  awaitingConfirmation: (units: number) => `طلب كبير (${units} قطعة): ينتظر تأكيدك قبل التحضير`,
  confirmOrder: 'تأكيد الطلب',
  awaitingNote: 'طلبك كبير، فينتظر تأكيد المطعم قبل أن يبدأ تحضيره. إن لم تقصد هذه الكمية فألغِه واطلب من جديد.',
  callRestaurant: 'اتصل بالمطعم',
  offline: 'انقطع الاتصال، نحاول من جديد…',
  backToMenu: 'العودة إلى المنيو',
  sending: 'جارٍ إرسال الطلب…',
  noteLabel: 'ملاحظة للمطعم (اختياري)',
  notePlaceholder: 'مثال: بدون بصل',
  /** The chat message's lines (the order travels with its number, table, branch and status link). */
  messageHead: (n: number) => `طلب رقم ${n}`,
  messageBranch: (address: string) => `الفرع: ${address}`,
  messageNote: (note: string) => `ملاحظة: ${note}`,
  messageStatus: 'متابعة الطلب',
  /** The restaurant's order screen. */
  screenTitle: 'الطلبات',
  empty: 'لا توجد طلبات في هذا اليوم بعد',
  emptyFiltered: 'لا توجد طلبات بهذه الشروط',
  allStatuses: 'كل الحالات',
  /** The status filter's choice of every order still to be made or served (a kitchen's view). */
  openOrders: 'لم تُقدَّم بعد',
  allTables: 'كل الطاولات',
  filterStatus: 'الحالة',
  filterTable: 'الطاولة',
  /** A restaurant with branches: the branch this device's screen is for (its count, sound and calls too). */
  screenBranch: 'فرع هذه الشاشة',
  allBranches: 'كل الفروع',
  screenBranchHint: 'يُحفظ على هذا الجهاز. الطلب من غير طاولة يظهر في الفرع الذي اختاره الزبون.',
  day: 'اليوم',
  mute: 'كتم الصوت',
  unmute: 'تشغيل الصوت',
  largeText: 'خط كبير',
  normalText: 'خط عادي',
  /** An order's kitchen ticket: the card's button, named with its order for a screen reader. */
  printTicket: 'طباعة',
  printTicketOf: (n: number) => `طباعة الطلب رقم ${n}`,
  keepAwake: 'إبقاء الشاشة مضاءة',
  letSleep: 'السماح بإطفاء الشاشة',
  /** The screen kept on was asked for, and the browser cannot or will not: what to do instead. */
  keepAwakeRefused: 'لم يسمح المتصفح بإبقاء الشاشة مضاءة (ربما لأن توفير البطارية يعمل). كي لا تفوتك الطلبات، اجعل قفل الشاشة التلقائي «أبداً» في إعدادات الجهاز.',
  keepAwakeUnsupported: 'هذا المتصفح لا يستطيع إبقاء الشاشة مضاءة. كي لا تفوتك الطلبات، اجعل قفل الشاشة التلقائي «أبداً» في إعدادات الجهاز، أو افتح الشاشة في متصفح Chrome أو Safari حديث.',
  noTable: 'بدون طاولة',
  newCount: (n: number) => countOf('ar', n, { one: 'طلب جديد واحد', two: 'طلبان جديدان', few: '{n} طلبات جديدة', many: '{n} طلباً جديداً', other: '{n} طلب جديد' }),
  /** An order older than a few hours on the order screen: its time on the restaurant's clock. */
  atTime: (time: string) => `الساعة ${time}`,
  /** The navigation's badge: new orders and calls from tables together. */
  waitingCount: (n: number) => `طلبات ونداءات جديدة: ${n}`,
  openFromDayBefore: 'من اليوم السابق ولم تُقدَّم بعد',
  soundLocked: 'صوت الطلبات الجديدة لا يعمل حتى تلمس الشاشة مرة واحدة.',
  enableSound: 'تشغيل صوت الطلبات',
  sessionEnded: 'انتهت جلستك على هذا الجهاز (خروج من جهاز آخر أو تغيير كلمة المرور)، فلن تصل الطلبات الجديدة إلى هذه الشاشة.',
  signInAgain: 'سجّل الدخول مجدداً',
  noLongerAdmin: 'لم تعد مشرفاً على هذا المنيو، فلن تصل طلباته إلى هذه الشاشة.',
  liveLost: 'انقطع الاتصال المباشر، نعيد الاتصال… الطلبات التي تصل خلال الانقطاع تظهر هنا فور عودته.',
  /** The menu page's link back to an order sent from this browser lately. */
  yourOrder: (n: number) => `طلبك رقم ${n}`,
  /** Calls from a table: the diner's buttons, the screen's cards. */
  callWaiter: 'نداء النادل',
  askBill: 'طلب الحساب',
  callSent: 'وصل نداؤك إلى المطعم',
  calls: 'نداءات الطاولات',
  callKind: { waiter: 'نداء النادل', bill: 'طلب الحساب' } as Record<string, string>,
  dismiss: 'تم',
  loading: 'جارٍ تحميل الطلبات…',
};

/** 'طاولة 12'; a name that already says 'طاولة' is kept as it is. */
function tableLabel(name: string): string {
  return /^\s*طاولة/.test(name) ? name.trim() : `طاولة ${name}`;
}

/** Allergen and dietary-tag names (codes in lib/shared/dietary.ts), shown beside their icons. */
export const DIETARY_TEXT_AR = {
  allergens: {
    gluten: 'غلوتين', crustaceans: 'قشريات', eggs: 'بيض', fish: 'سمك', peanuts: 'فول سوداني', soybeans: 'صويا', milk: 'حليب',
    'tree-nuts': 'مكسرات', celery: 'كرفس', mustard: 'خردل', sesame: 'سمسم', sulphites: 'كبريتيت', lupin: 'ترمس', molluscs: 'رخويات',
  },
  tags: { vegetarian: 'نباتي', vegan: 'نباتي صرف', halal: 'حلال', spicy: 'حار', 'gluten-free': 'خالٍ من الغلوتين', new: 'جديد' },
  contains: 'يحتوي على',
  calories: (n: number) => `${n} سعرة حرارية`,
  allergensLegend: 'مسبّبات الحساسية',
  tagsLegend: 'وسوم غذائية',
  caloriesLabel: 'السعرات الحرارية (لكل حصة)',
  filterOpen: 'تصفية',
  filterTitle: 'تصفية الأصناف',
  without: 'بدون',
  only: 'فقط',
  hiddenCount: (n: number) => (n === 1 ? 'صنف واحد مخفي بسبب التصفية' : n === 2 ? 'صنفان مخفيان بسبب التصفية' : n <= 10 ? `${n} أصناف مخفية بسبب التصفية` : `${n} صنفاً مخفياً بسبب التصفية`),
  clearFilter: 'إلغاء التصفية',
  closeFilter: 'إغلاق',
  activeFilters: (n: number) => (n === 1 ? 'تصفية واحدة' : `${n} تصفيات`),
};
