// The shapes of the judged search queries (judged-queries.ts): what a query asks, which products
// answer it and how well, told by attributes that outlive a renaming of the catalogue (product
// type, category, sub-category, brand, shop), never by product id or today's exact names.

/** Every product's English name holds its type; a type is the longest of these a name holds. */
export const PRODUCT_TYPES = [
  'Smartphone', 'Headphones', 'Speaker', 'Laptop', 'Camera', 'Charger',
  'Jacket', 'Sneakers', 'Handbag', 'Watch', 'Shirt', 'Boots',
  'Frying Pan', 'Lamp', 'Chair', 'Pillow', 'Kettle', 'Vase',
  'Serum', 'Lipstick', 'Perfume', 'Face Cream', 'Mascara',
  'Yoga Mat', 'Dumbbell', 'Tent', 'Football', 'Bike Helmet',
  'Puzzle', 'Doll', 'Robot', 'Block Set', 'Kite',
  'Novel', 'Cookbook', 'Atlas', 'Notebook', 'Storybook',
  'Coffee Beans', 'Green Tea', 'Olive Oil', 'Honey', 'Dates',
  'Car Charger', 'Seat Cover', 'Tool Kit', 'Dash Camera',
  'Vitamin C', 'Thermometer', 'Toothbrush', 'First Aid Kit',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Each type's noun in the products' Arabic names. */
export const ARABIC_TYPE_NOUNS: Record<ProductType, string> = {
  Smartphone: 'هاتف ذكي', Headphones: 'سماعات', Speaker: 'مكبر صوت', Laptop: 'حاسوب محمول', Camera: 'كاميرا', Charger: 'شاحن',
  Jacket: 'سترة', Sneakers: 'حذاء رياضي', Handbag: 'حقيبة يد', Watch: 'ساعة', Shirt: 'قميص', Boots: 'جزمة',
  'Frying Pan': 'مقلاة', Lamp: 'مصباح', Chair: 'كرسي', Pillow: 'وسادة', Kettle: 'غلاية', Vase: 'مزهرية',
  Serum: 'سيروم', Lipstick: 'أحمر شفاه', Perfume: 'عطر', 'Face Cream': 'كريم وجه', Mascara: 'ماسكارا',
  'Yoga Mat': 'سجادة يوغا', Dumbbell: 'دمبل', Tent: 'خيمة', Football: 'كرة قدم', 'Bike Helmet': 'خوذة دراجة',
  Puzzle: 'لغز', Doll: 'دمية', Robot: 'روبوت', 'Block Set': 'مجموعة مكعبات', Kite: 'طائرة ورقية',
  Novel: 'رواية', Cookbook: 'كتاب طبخ', Atlas: 'أطلس', Notebook: 'دفتر', Storybook: 'كتاب قصص',
  'Coffee Beans': 'حبوب قهوة', 'Green Tea': 'شاي أخضر', 'Olive Oil': 'زيت زيتون', Honey: 'عسل', Dates: 'تمر',
  'Car Charger': 'شاحن سيارة', 'Seat Cover': 'غطاء مقعد', 'Tool Kit': 'عدة أدوات', 'Dash Camera': 'كاميرا سيارة',
  'Vitamin C': 'فيتامين سي', Thermometer: 'ميزان حرارة', Toothbrush: 'فرشاة أسنان', 'First Aid Kit': 'حقيبة إسعافات',
};

/** Category slugs with their English names, the way the API names them. */
export const CATEGORY_NAMES = {
  electronics: 'Electronics',
  fashion: 'Fashion',
  'home-kitchen': 'Home & Kitchen',
  beauty: 'Beauty',
  sports: 'Sports',
  toys: 'Toys',
  books: 'Books',
  groceries: 'Groceries',
  automotive: 'Automotive',
  health: 'Health',
} as const;
export type CategorySlug = keyof typeof CATEGORY_NAMES;

export type Locale = 'en' | 'ar';
export type QueryKind = 'exact' | 'word' | 'plural' | 'typo' | 'synonym' | 'category' | 'brand' | 'two-word' | 'prefix' | 'unsold';
export const QUERY_KINDS: QueryKind[] = ['exact', 'word', 'plural', 'typo', 'synonym', 'category', 'brand', 'two-word', 'prefix', 'unsold'];

/**
 * Products by their attributes; every attribute given must hold (a list: any of it). Names are
 * English (sub-categories, brands, shops as the English API names them). `not` holds for the
 * products its own description does not describe. Text may name a placeholder (see `Judged.text`).
 */
export interface Match {
  type?: ProductType | ProductType[];
  category?: CategorySlug | CategorySlug[];
  sub?: string | string[];
  brand?: string | string[];
  shop?: string;
  not?: Match;
}

/** Products of a grade: 1 acceptable, 2 exactly what was asked (3: the very product named, only for `exact`). */
export type Graded = Match & { grade: 1 | 2 | 3 };

export interface Judged {
  kind: QueryKind;
  locale: Locale;
  /**
   * What the shopper types. `{brand:Kettle}` stands for the brand of the first product (lowest id)
   * of that type, read from the catalogue when the query runs; the same in graded brands.
   */
  text?: string;
  /** For `exact`: the query is the whole name (in the locale) of the first product of this type. */
  exactOf?: ProductType;
  /** What answers the query, by grade; a product takes the highest grade it matches. Empty for `unsold`. */
  relevant: Graded[];
  /** Products that must not come back at all. */
  mustNot?: Match[];
  /** Every product `better` describes comes before every product `worse` describes. */
  above?: { better: Match; worse: Match }[];
  /** What the query tests beyond its kind (an Arabic spelling, a plural form), for the report. */
  note?: string;
}
