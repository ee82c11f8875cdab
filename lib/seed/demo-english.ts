/**
 * The demo menu's English side, as an owner would fill it: the menu's own texts, the sections, most items
 * (two are left in Arabic only, so the English page shows the fallback), their sizes, the galleries and the branches.
 * Keyed by the Arabic text (sections, sizes, galleries, notes, branch addresses) or the item's name.
 */
export const DEMO_ENGLISH_MENU = {
  name: 'Beit Al Zaytoon',
  description: 'Charcoal grills and home-style Jordanian and Levantine dishes, fresh taboon bread every day since 2004.',
  address: 'Amman, Abdoun, Cairo Street, opposite Abdoun Circle',
  headingPhrase: 'Welcome to Beit Al Zaytoon… the taste of home over wood charcoal',
  endingPhrase: 'Bon appétit! Tell us what you think; we are always glad to see you',
};

export const DEMO_ENGLISH_SECTIONS: Record<string, string> = {
  'المشاوي': 'Grills',
  'الأطباق الرئيسية': 'Main dishes',
  'المقبلات': 'Starters',
  'السلطات': 'Salads',
  'الساندويشات': 'Sandwiches',
  'الحلويات': 'Desserts',
  'المشروبات': 'Drinks',
};

export const DEMO_ENGLISH_ITEMS: Record<string, { title: string; description?: string }> = {
  'mixed-grill': { title: 'Mixed grill', description: 'Shish tawook, kebab and lamb cubes over charcoal, with grilled vegetables and bread.' },
  'shish-tawook': { title: 'Shish tawook', description: 'Chicken breast marinated in yoghurt and garlic, with garlic sauce.' },
  'kebab-halabi': { title: 'Aleppo kebab', description: 'Minced lamb with hot pepper and parsley, grilled on skewers.' },
  'lamb-chops': { title: 'Lamb chops' },
  'lamb-cubes': { title: 'Lamb cubes' },
  'grilled-wings': { title: 'Grilled chicken wings' },
  'kofta-tahini': { title: 'Kofta with tahini', description: 'Oven-baked kofta with potatoes in tahini sauce.' },
  mansaf: { title: 'Jordanian mansaf', description: 'Lamb cooked in jameed over rice and shrak bread, with almonds and pine nuts.' },
  maqluba: { title: 'Chicken maqluba', description: 'Upside-down rice with chicken, aubergine and cauliflower.' },
  musakhan: { title: 'Palestinian musakhan', description: 'Taboon bread with chicken, onions, sumac and olive oil.' },
  'fatteh-meat': { title: 'Hummus fatteh with meat' },
  hummus: { title: 'Hummus with tahini', description: 'Chickpeas with tahini, lemon and olive oil.' },
  mutabbal: { title: 'Mutabbal', description: 'Smoked aubergine with tahini and yoghurt.' },
  muhammara: { title: 'Muhammara with walnuts' },
  'lentil-soup': { title: 'Lentil soup' },
  'vegetable-soup': { title: 'Vegetable soup' },
  'manakish-zaatar': { title: 'Zaatar manakish' },
  'spinach-pies': { title: 'Spinach pies' },
  fattoush: { title: 'Fattoush', description: 'Garden vegetables with crisp bread and pomegranate molasses.' },
  tabbouleh: { title: 'Tabbouleh' },
  'arabic-salad': { title: 'Arabic salad' },
  'beet-salad': { title: 'Beetroot salad with yoghurt' },
  'chicken-shawarma': { title: 'Chicken shawarma', description: 'Chicken shawarma in saj bread with garlic sauce and pickles.' },
  'meat-shawarma': { title: 'Meat shawarma' },
  'falafel-wrap': { title: 'Falafel sandwich' },
  knafeh: { title: 'Nabulsi knafeh', description: 'Hot knafeh with Nabulsi cheese and syrup.' },
  baklava: { title: 'Mixed baklava' },
  muhallabia: { title: 'Muhallabia with rose water' },
  'um-ali': { title: 'Um Ali' },
  harissa: { title: 'Harissa with cream' },
  'lemon-mint': { title: 'Lemon with mint' },
  'orange-juice': { title: 'Fresh orange juice' },
  'fruit-cocktail': { title: 'Fruit cocktail' },
  jallab: { title: 'Jallab' },
  'mint-tea': { title: 'Mint tea' },
  'arabic-coffee': { title: 'Arabic coffee' },
  // kabsa and rocca-salad have no English side: the English page shows their Arabic.
};

export const DEMO_ENGLISH_SIZES: Record<string, string> = {
  'نص كيلو': 'Half kilo',
  'كيلو': 'Kilo',
  'ربع كيلو': 'Quarter kilo',
  'صحن فردي': 'Single plate',
  'سدر عائلي (4 أشخاص)': 'Family tray (4 people)',
  'زعتر': 'Zaatar',
  'زعتر وجبنة': 'Zaatar and cheese',
  'جبنة عكاوي': 'Akkawi cheese',
  'عادي': 'Regular',
  'سوبر': 'Super',
  'دبل': 'Double',
  'قطعة': 'Piece',
  'صغير': 'Small',
  'وسط': 'Medium',
  'كبير': 'Large',
  'فنجان': 'Cup',
  'دلّة (6 فناجين)': 'Pot (6 cups)',
};

export const DEMO_ENGLISH_GALLERIES: Record<string, string> = {
  'من مطبخنا': 'From our kitchen',
  'أجواء بيت الزيتون': 'Inside Beit Al Zaytoon',
  'مشاوينا على فحم الحطب': 'Our grills over wood charcoal',
  'عزومة العائلة يوم الجمعة': 'The Friday family feast',
  'حلو السهرة': 'Evening sweets',
  'القاعة الرئيسية في فرع عبدون': 'The main hall of the Abdoun branch',
  'جلسة المساء مع الحلو والقهوة': 'An evening with sweets and coffee',
};

export const DEMO_ENGLISH_BRANCHES: Record<string, string> = {
  'فرع عبدون: شارع القاهرة، بجانب مخبز الطابون': 'Abdoun branch: Cairo Street, next to the taboon bakery',
  'فرع خلدا: شارع وصفي التل، قرب إشارة خلدا': 'Khalda branch: Wasfi Al Tal Street, near the Khalda lights',
};

/** `{ translations: { en: {...} } }` for a text's English side, or nothing when it has none. */
export const english = <T extends Record<string, string>>(en: T | undefined) => (en ? { translations: { en } } : {});
