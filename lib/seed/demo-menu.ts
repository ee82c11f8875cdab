/**
 * The demo restaurant: 'مطعم بيت الزيتون', a Jordanian grill house in Amman with two branches (Abdoun, Khalda).
 * Pure content; `seed-demo.ts` draws the pictures (food-art.ts) and writes it through the models.
 */
import type { DishArt, DishKind } from './food-art';

export const DEMO_MENU_USERNAME = 'zaytoon';

/**
 * Demo accounts. The provider account is the fixed provider admin (spec §6) and also provider staff. Their passwords
 * are generated for each installation when the demo is seeded (lib/seed/demo-passwords.ts): none is published.
 */
export const DEMO_USERS = [
  {
    role: 'staff' as const,
    label: 'provider staff + admin',
    name: 'فريق المنصة',
    username: 'provider',
    email: 'provider@qrmenu.example',
    phone: '+962790000001',
  },
  {
    role: 'user' as const,
    label: 'restaurant admin',
    name: 'أبو سامي العمري',
    username: 'owner',
    email: 'owner@zaytoon.example',
    phone: '+962795550101',
  },
];

/**
 * The provider's subscription order for the demo restaurant (the staff's orders manager shows it): a year of plan 2,
 * half paid by CliQ, the menu assigned and delivered (status ready).
 */
export const DEMO_SUBSCRIPTION = { username: 'owner', totalAmount: 120, payment: { method: 'cliq' as const, value: 60 } };

export interface DemoItem {
  title: string;
  itemname: string;
  description: string;
  price: number;
  art: Omit<DishArt, 'seed'>;
  large?: boolean;
  pin?: boolean;
  offPrice?: number;
  subItems?: { title: string; price: number }[];
  interest?: number;
}

export interface DemoGallery {
  title: string;
  display: 'scroll' | 'show-all';
  images: { art: { spread: DishKind[] } | { interior: true }; note: string }[];
}

export interface DemoSection {
  title: string;
  prime?: boolean;
  items: DemoItem[];
  galleries?: DemoGallery[];
}

const amman = (lat: number, lng: number) => ({
  googleMaps: `https://maps.google.com/?q=${lat},${lng}`,
  coordinates: [lng, lat] as [number, number],
});

const abdoun = amman(31.9449, 35.8839);
const khalda = amman(31.9956, 35.8345);

export const DEMO_MENU = {
  username: DEMO_MENU_USERNAME,
  plan: 2,
  active: true,
  initialized: true,
  currency: 'JOD' as const,
  timeZone: 'Asia/Amman',
  headingPhrase: 'أهلاً وسهلاً في بيت الزيتون… طعم البيت على فحم الحطب',
  endingPhrase: 'صحتين وعافية! شاركونا رأيكم، ونتشرف بزيارتكم دائماً',
  colors: { mainColor: '#556b2f', secondaryColor: '#d4a373', shadeColor: '#3a4a20', tintColor: '#f4f1e6' },
  institution: {
    name: 'مطعم بيت الزيتون',
    description: 'مشاوي على الفحم ومأكولات أردنية وشامية بيتية، خبز طابون طازج كل يوم منذ 2004.',
    whatsapp: 'https://wa.me/962795550101',
    googleRateUrl: 'https://search.google.com/local/writereview?placeid=ChIJbeitalzaytoonAmman',
    location: {
      address: 'عمّان، عبدون، شارع القاهرة، مقابل دوار عبدون',
      googleMaps: abdoun.googleMaps,
      geoLocation: { type: 'Point' as const, coordinates: abdoun.coordinates },
    },
    contact: {
      instagram: 'https://instagram.com/beit.alzaytoon',
      facebook: 'https://facebook.com/beit.alzaytoon',
      x: '',
      phone: '+962795550101',
      email: 'hello@zaytoon.example',
      snapchat: '',
    },
  },
  settings: { doMenuPurchase: true, doRenderDealsSection: true, doMarkClosestBranch: true },
  branches: [
    {
      phone: '+962795550101',
      location: {
        address: 'فرع عبدون: شارع القاهرة، بجانب مخبز الطابون',
        googleMaps: abdoun.googleMaps,
        geoLocation: { type: 'Point' as const, coordinates: abdoun.coordinates },
      },
    },
    {
      phone: '+962775550202',
      location: {
        address: 'فرع خلدا: شارع وصفي التل، قرب إشارة خلدا',
        googleMaps: khalda.googleMaps,
        geoLocation: { type: 'Point' as const, coordinates: khalda.coordinates },
      },
    },
  ],
  workingDays: [
    { day: 'sun' as const, start: '12:00', end: '23:30' },
    { day: 'mon' as const, start: '12:00', end: '23:30' },
    { day: 'tue' as const, start: '12:00', end: '23:30' },
    { day: 'wed' as const, start: '12:00', end: '23:30' },
    { day: 'thu' as const, start: '12:00', end: '01:00' },
    { day: 'fri' as const, start: '13:00', end: '01:00' },
    { day: 'sat' as const, start: '12:00', end: '23:30' },
  ],
  menuVisitors: { newVisitors: 214, totalVisitors: 1387 },
};

/** Header image and logo drawings. */
export const DEMO_HEADER_SPREAD: DishKind[] = ['grill', 'dip', 'salad', 'rice', 'flatbread', 'knafeh', 'cold-drink'];

export const DEMO_SECTIONS: DemoSection[] = [
  {
    title: 'المشاوي',
    prime: true,
    items: [
      {
        title: 'مشاوي مشكلة',
        itemname: 'mixed-grill',
        description: 'كباب وشيش طاووق وأوصال لحم على الفحم، مع البندورة والفلفل المشوي وخبز الطابون.',
        price: 8.5,
        art: { kind: 'grill', color: '#8c4a2f', accent: '#2a9d8f' },
        large: true,
        pin: true,
        subItems: [
          { title: 'نص كيلو', price: 8.5 },
          { title: 'كيلو', price: 16 },
        ],
        interest: 96,
      },
      {
        title: 'شيش طاووق',
        itemname: 'shish-tawook',
        description: 'صدر دجاج متبّل باللبن والثوم والليمون، مشوي على السيخ ويقدّم مع الثومية.',
        price: 4.75,
        art: { kind: 'grill', color: '#e9a45b', accent: '#e63946' },
        offPrice: 0.2,
        interest: 71,
      },
      {
        title: 'كباب حلبي',
        itemname: 'kebab-halabi',
        description: 'لحم غنم بلدي مفروم مع البقدونس والبصل والبهارات الحلبية.',
        price: 5.5,
        art: { kind: 'grill', color: '#7a3b22', accent: '#f4a261' },
        interest: 54,
      },
      {
        title: 'ريش غنم',
        itemname: 'lamb-chops',
        description: 'ريش غنم طرية متبّلة بإكليل الجبل والفلفل الأسود.',
        price: 9.5,
        art: { kind: 'grill', color: '#6b2f1a', accent: '#90be6d' },
        large: true,
        subItems: [
          { title: 'ربع كيلو', price: 9.5 },
          { title: 'نص كيلو', price: 18 },
        ],
        interest: 38,
      },
      {
        title: 'أوصال لحم',
        itemname: 'lamb-cubes',
        description: 'قطع لحم بلدي مع البصل والفلفل الحلو على الفحم.',
        price: 6.25,
        art: { kind: 'grill', color: '#80391e', accent: '#e9c46a' },
      },
      {
        title: 'جوانح دجاج مشوية',
        itemname: 'grilled-wings',
        description: 'جوانح متبّلة بالدبس والثوم والحامض، مشوية حتى تتحمّص.',
        price: 3.75,
        art: { kind: 'grill', color: '#c0662b', accent: '#d62828' },
      },
      {
        title: 'كفتة بالطحينة',
        itemname: 'kofta-tahini',
        description: 'أصابع كفتة بالفرن مع الطحينة والبطاطا والبندورة.',
        price: 5.25,
        art: { kind: 'dip', color: '#d9b98c', accent: '#8c4a2f' },
      },
    ],
    galleries: [
      {
        title: 'من مطبخنا',
        display: 'scroll',
        images: [
          { art: { spread: ['grill', 'grill', 'flatbread', 'dip'] }, note: 'مشاوينا على فحم الحطب' },
          { art: { spread: ['rice', 'salad', 'dip', 'soup'] }, note: 'عزومة العائلة يوم الجمعة' },
          { art: { spread: ['knafeh', 'baklava', 'hot-drink', 'pudding'] }, note: 'حلو السهرة' },
        ],
      },
    ],
  },
  {
    title: 'الأطباق الرئيسية',
    items: [
      {
        title: 'منسف أردني',
        itemname: 'mansaf',
        description: 'لحم بلدي مطبوخ بالجميد الكركي على أرز وشراك، مزيّن باللوز والصنوبر.',
        price: 7,
        art: { kind: 'rice', color: '#e9c46a', accent: '#7f4f24' },
        large: true,
        subItems: [
          { title: 'صحن فردي', price: 7 },
          { title: 'سدر عائلي (4 أشخاص)', price: 26 },
        ],
        interest: 120,
      },
      {
        title: 'مقلوبة دجاج',
        itemname: 'maqluba',
        description: 'أرز مع الباذنجان والزهرة المقلية ودجاج محمّر، تقدّم مع اللبن والسلطة.',
        price: 5,
        art: { kind: 'rice', color: '#d4a373', accent: '#9c5a2a' },
      },
      {
        title: 'كبسة لحم',
        itemname: 'kabsa',
        description: 'أرز بسمتي بالبهارات الخليجية مع لحم غنم وزبيب ومكسرات.',
        price: 6.5,
        art: { kind: 'rice', color: '#f4a261', accent: '#6b2f1a' },
      },
      {
        title: 'مسخّن فلسطيني',
        itemname: 'musakhan',
        description: 'خبز طابون بزيت الزيتون والبصل والسماق مع نصف دجاجة محمّرة.',
        price: 5.75,
        art: { kind: 'flatbread', color: '#8e3b46', accent: '#e9a45b' },
        large: true,
      },
      {
        title: 'فتة حمص باللحمة',
        itemname: 'fatteh-meat',
        description: 'خبز محمّص وحمص ولبن بالطحينة، مع لحمة مفرومة وصنوبر.',
        price: 4.5,
        art: { kind: 'dip', color: '#f1e3c6', accent: '#8c4a2f' },
      },
    ],
  },
  {
    title: 'المقبلات',
    items: [
      {
        title: 'حمص بالطحينة',
        itemname: 'hummus',
        description: 'حمص ناعم بالطحينة وعصير الليمون وزيت الزيتون البلدي.',
        price: 1.75,
        art: { kind: 'dip', color: '#e8cfa0', accent: '#c1121f' },
        interest: 64,
      },
      {
        title: 'متبّل باذنجان',
        itemname: 'mutabbal',
        description: 'باذنجان مشوي على الفحم مع الطحينة واللبن والثوم.',
        price: 2,
        art: { kind: 'dip', color: '#c9b18a', accent: '#6a994e' },
      },
      {
        title: 'محمّرة بالجوز',
        itemname: 'muhammara',
        description: 'فليفلة حمراء مشوية مع الجوز ودبس الرمان.',
        price: 2.25,
        art: { kind: 'dip', color: '#c8553d', accent: '#6f1d1b' },
      },
      {
        title: 'شوربة عدس',
        itemname: 'lentil-soup',
        description: 'عدس مجروش بالكمون مع الخبز المحمّص والليمون.',
        price: 1.5,
        art: { kind: 'soup', color: '#e09f3e', accent: '#f4f1de' },
      },
      {
        title: 'شوربة خضار',
        itemname: 'vegetable-soup',
        description: 'خضار موسمية مع الشعيرية ومرق الدجاج.',
        price: 1.75,
        art: { kind: 'soup', color: '#bc6c25', accent: '#dde5b6' },
      },
      {
        title: 'مناقيش زعتر',
        itemname: 'manakish-zaatar',
        description: 'عجينة طابون بالزعتر البلدي وزيت الزيتون والسمسم.',
        price: 1,
        art: { kind: 'flatbread', color: '#6b7f2a', accent: '#6b7f2a' },
        subItems: [
          { title: 'زعتر', price: 1 },
          { title: 'زعتر وجبنة', price: 1.5 },
          { title: 'جبنة عكاوي', price: 1.75 },
        ],
      },
      {
        title: 'فطاير سبانخ',
        itemname: 'spinach-pies',
        description: 'خمس حبات بالسبانخ والبصل والسماق، مخبوزة بالطابون.',
        price: 2,
        art: { kind: 'flatbread', color: '#2d6a4f', accent: '#e9c46a' },
      },
    ],
  },
  {
    title: 'السلطات',
    items: [
      {
        title: 'فتوش',
        itemname: 'fattoush',
        description: 'خس وبندورة وخيار وفجل مع الخبز المحمّص ودبس الرمان والسماق.',
        price: 2.25,
        art: { kind: 'salad', color: '#52b788', accent: '#e76f51' },
        large: true,
        interest: 45,
      },
      {
        title: 'تبولة',
        itemname: 'tabbouleh',
        description: 'بقدونس مفروم ناعماً مع البرغل والبندورة والنعنع والليمون.',
        price: 2.5,
        art: { kind: 'salad', color: '#2d6a4f', accent: '#d62828' },
      },
      {
        title: 'سلطة عربية',
        itemname: 'arabic-salad',
        description: 'بندورة وخيار وبصل وبقدونس بزيت الزيتون والليمون.',
        price: 1.75,
        art: { kind: 'salad', color: '#74c69d', accent: '#f4a261' },
      },
      {
        title: 'سلطة جرجير',
        itemname: 'rocca-salad',
        description: 'جرجير طازج مع البصل والسماق ودبس الرمان.',
        price: 2,
        art: { kind: 'salad', color: '#40916c', accent: '#a7c957' },
      },
      {
        title: 'سلطة الشمندر باللبن',
        itemname: 'beet-salad',
        description: 'شمندر مسلوق مع اللبنة والجوز والنعنع.',
        price: 2.25,
        art: { kind: 'salad', color: '#9d0208', accent: '#f8f1e5' },
      },
    ],
  },
  {
    title: 'الساندويشات',
    items: [
      {
        title: 'شاورما دجاج',
        itemname: 'chicken-shawarma',
        description: 'شاورما دجاج على الصاج مع الثومية والمخلل والبطاطا.',
        price: 2.5,
        art: { kind: 'wrap', color: '#e9a45b', accent: '#d62828' },
        large: true,
        subItems: [
          { title: 'عادي', price: 2.5 },
          { title: 'سوبر', price: 3.5 },
          { title: 'دبل', price: 4.5 },
        ],
        interest: 88,
      },
      {
        title: 'شاورما لحمة',
        itemname: 'meat-shawarma',
        description: 'لحم عجل متبّل مع الطحينة والبصل والبقدونس.',
        price: 3,
        art: { kind: 'wrap', color: '#7a3b22', accent: '#f4f1de' },
      },
      {
        title: 'ساندويش فلافل',
        itemname: 'falafel-wrap',
        description: 'فلافل مقرمشة مع الطحينة والبندورة والخيار المخلل.',
        price: 1,
        art: { kind: 'wrap', color: '#6b7f2a', accent: '#e9c46a' },
      },
    ],
  },
  {
    title: 'الحلويات',
    items: [
      {
        title: 'كنافة نابلسية',
        itemname: 'knafeh',
        description: 'كنافة ناعمة بالجبنة النابلسية والقطر، مزيّنة بالفستق الحلبي.',
        price: 1.5,
        art: { kind: 'knafeh', color: '#e76f1b', accent: '#52b788' },
        large: true,
        offPrice: 0.15,
        subItems: [
          { title: 'قطعة', price: 1.5 },
          { title: 'نص كيلو', price: 4 },
          { title: 'كيلو', price: 7.5 },
        ],
        interest: 77,
      },
      {
        title: 'بقلاوة مشكلة',
        itemname: 'baklava',
        description: 'عجينة رقيقة بالسمن البلدي محشوّة بالفستق والجوز.',
        price: 3,
        art: { kind: 'baklava', color: '#d4a017', accent: '#52b788' },
        subItems: [
          { title: 'ربع كيلو', price: 3 },
          { title: 'نص كيلو', price: 5.5 },
        ],
      },
      {
        title: 'مهلبية بماء الورد',
        itemname: 'muhallabia',
        description: 'حليب وقشطة بماء الورد مع الفستق وبتلات الورد.',
        price: 1.75,
        art: { kind: 'pudding', color: '#f8f1e5', accent: '#52b788' },
      },
      {
        title: 'أم علي',
        itemname: 'um-ali',
        description: 'رقائق عجين بالحليب والقشطة والمكسرات، تقدّم ساخنة.',
        price: 2.5,
        art: { kind: 'pudding', color: '#e9c89b', accent: '#9c6644' },
      },
      {
        title: 'هريسة بالقشطة',
        itemname: 'harissa',
        description: 'هريسة بالسميد وجوز الهند محشوّة بالقشطة.',
        price: 2,
        art: { kind: 'baklava', color: '#e0a458', accent: '#f8f1e5' },
      },
    ],
  },
  {
    title: 'المشروبات',
    items: [
      {
        title: 'ليمون بالنعناع',
        itemname: 'lemon-mint',
        description: 'ليمون طازج مع النعناع والثلج المجروش.',
        price: 1.5,
        art: { kind: 'cold-drink', color: '#a7c957', accent: '#f2c14e' },
        subItems: [
          { title: 'صغير', price: 1.5 },
          { title: 'وسط', price: 2 },
          { title: 'كبير', price: 2.5 },
        ],
        interest: 59,
      },
      {
        title: 'عصير برتقال طبيعي',
        itemname: 'orange-juice',
        description: 'برتقال معصور عند الطلب.',
        price: 2,
        art: { kind: 'cold-drink', color: '#f77f00', accent: '#fcbf49' },
      },
      {
        title: 'كوكتيل فواكه',
        itemname: 'fruit-cocktail',
        description: 'أفوكادو ومانجا وفراولة مع القشطة والعسل والمكسرات.',
        price: 3,
        art: { kind: 'cold-drink', color: '#e5989b', accent: '#e63946' },
        large: true,
      },
      {
        title: 'جلاب',
        itemname: 'jallab',
        description: 'دبس العنب وماء الورد مع الصنوبر والزبيب.',
        price: 1.75,
        art: { kind: 'cold-drink', color: '#6f1d1b', accent: '#bb9457' },
      },
      {
        title: 'شاي بالنعناع',
        itemname: 'mint-tea',
        description: 'شاي أسود مع نعناع بلدي طازج.',
        price: 0.75,
        art: { kind: 'hot-drink', color: '#9c2a0a', accent: '#d4a017' },
      },
      {
        title: 'قهوة عربية',
        itemname: 'arabic-coffee',
        description: 'قهوة سادة بالهيل، تقدّم مع التمر.',
        price: 1,
        art: { kind: 'hot-drink', color: '#6f4e37', accent: '#f1faee' },
        subItems: [
          { title: 'فنجان', price: 1 },
          { title: 'دلّة (6 فناجين)', price: 4.5 },
        ],
      },
    ],
    galleries: [
      {
        title: 'أجواء بيت الزيتون',
        display: 'show-all',
        images: [
          { art: { interior: true }, note: 'القاعة الرئيسية في فرع عبدون' },
          { art: { spread: ['hot-drink', 'baklava', 'cold-drink'] }, note: 'جلسة المساء مع الحلو والقهوة' },
        ],
      },
    ],
  },
];
