// Word lists for generated demo products, with Arabic equivalents. [english, arabic]
export type Pair = readonly [string, string];
/**
 * Shop and category names also have French, a language the demo does not offer out of the box:
 * an operator who adds it (PATCH /admin/settings) finds them translated. [english, arabic, french]
 */
export type Names = readonly [string, string, string];

export interface CategorySeed {
  slug: string;
  name: Names;
  subs: Names[];
  /** Sub-categories added later: their ids follow all of the `subs`, so those keep theirs. */
  laterSubs?: Names[];
  nouns: Pair[];
  /** The noun (English, one of `nouns`) whose drawing is the category's picture. */
  picture: string;
}

export const categorySeeds: CategorySeed[] = [
  {
    slug: 'electronics',
    name: ['Electronics', 'إلكترونيات', 'Électronique'],
    subs: [['Phones', 'هواتف', 'Téléphones'], ['Laptops', 'حواسيب محمولة', 'Ordinateurs portables'], ['Audio', 'صوتيات', 'Audio'], ['Cameras', 'كاميرات', 'Appareils photo']],
    nouns: [['Smartphone', 'هاتف ذكي'], ['Headphones', 'سماعات'], ['Speaker', 'مكبر صوت'], ['Laptop', 'حاسوب محمول'], ['Camera', 'كاميرا'], ['Charger', 'شاحن']],
    picture: 'Headphones',
  },
  {
    slug: 'fashion',
    name: ['Fashion', 'أزياء', 'Mode'],
    subs: [['Men', 'رجال', 'Hommes'], ['Women', 'نساء', 'Femmes'], ['Shoes', 'أحذية', 'Chaussures'], ['Bags', 'حقائب', 'Sacs'], ['Watches', 'ساعات', 'Montres']],
    nouns: [['Jacket', 'سترة'], ['Sneakers', 'حذاء رياضي'], ['Handbag', 'حقيبة يد'], ['Watch', 'ساعة'], ['Shirt', 'قميص'], ['Boots', 'جزمة']],
    picture: 'Sneakers',
  },
  {
    slug: 'home-kitchen',
    name: ['Home & Kitchen', 'المنزل والمطبخ', 'Maison et cuisine'],
    subs: [['Cookware', 'أواني الطبخ', 'Ustensiles de cuisine'], ['Furniture', 'أثاث', 'Meubles'], ['Decor', 'ديكور', 'Décoration'], ['Bedding', 'مفروشات', 'Linge de lit']],
    nouns: [['Frying Pan', 'مقلاة'], ['Lamp', 'مصباح'], ['Chair', 'كرسي'], ['Pillow', 'وسادة'], ['Kettle', 'غلاية'], ['Vase', 'مزهرية']],
    picture: 'Kettle',
  },
  {
    slug: 'beauty',
    name: ['Beauty', 'تجميل', 'Beauté'],
    subs: [['Skincare', 'العناية بالبشرة', 'Soins de la peau'], ['Makeup', 'مكياج', 'Maquillage'], ['Fragrance', 'عطور', 'Parfums']],
    nouns: [['Serum', 'سيروم'], ['Lipstick', 'أحمر شفاه'], ['Perfume', 'عطر'], ['Face Cream', 'كريم وجه'], ['Mascara', 'ماسكارا']],
    picture: 'Lipstick',
  },
  {
    slug: 'sports',
    name: ['Sports', 'رياضة', 'Sports'],
    subs: [['Fitness', 'لياقة', 'Fitness'], ['Outdoor', 'في الهواء الطلق', 'Plein air'], ['Cycling', 'دراجات', 'Cyclisme'], ['Team Sports', 'رياضات جماعية', 'Sports collectifs']],
    nouns: [['Yoga Mat', 'سجادة يوغا'], ['Dumbbell', 'دمبل'], ['Tent', 'خيمة'], ['Football', 'كرة قدم'], ['Bike Helmet', 'خوذة دراجة']],
    picture: 'Football',
  },
  {
    slug: 'toys',
    name: ['Toys', 'ألعاب', 'Jouets'],
    subs: [['Puzzles', 'ألغاز', 'Puzzles'], ['Dolls', 'دمى', 'Poupées'], ['Building Sets', 'مكعبات بناء', 'Jeux de construction']],
    laterSubs: [['Outdoor Play', 'ألعاب في الهواء الطلق', 'Jeux de plein air']],
    nouns: [['Puzzle', 'لغز'], ['Doll', 'دمية'], ['Robot', 'روبوت'], ['Block Set', 'مجموعة مكعبات'], ['Kite', 'طائرة ورقية']],
    picture: 'Robot',
  },
  {
    slug: 'books',
    name: ['Books', 'كتب', 'Livres'],
    subs: [['Fiction', 'روايات', 'Romans'], ['Science', 'علوم', 'Sciences'], ['Children', 'أطفال', 'Jeunesse'], ['Cooking', 'طبخ', 'Cuisine']],
    laterSubs: [['Stationery', 'قرطاسية', 'Papeterie']],
    nouns: [['Novel', 'رواية'], ['Cookbook', 'كتاب طبخ'], ['Atlas', 'أطلس'], ['Notebook', 'دفتر'], ['Storybook', 'كتاب قصص']],
    picture: 'Novel',
  },
  {
    slug: 'groceries',
    name: ['Groceries', 'بقالة', 'Épicerie'],
    subs: [['Coffee & Tea', 'قهوة وشاي', 'Café et thé'], ['Snacks', 'وجبات خفيفة', 'En-cas'], ['Pantry', 'مؤن', 'Garde-manger']],
    nouns: [['Coffee Beans', 'حبوب قهوة'], ['Green Tea', 'شاي أخضر'], ['Olive Oil', 'زيت زيتون'], ['Honey', 'عسل'], ['Dates', 'تمر']],
    picture: 'Coffee Beans',
  },
  {
    slug: 'automotive',
    name: ['Automotive', 'سيارات', 'Automobile'],
    subs: [['Accessories', 'إكسسوارات', 'Accessoires'], ['Tools', 'أدوات', 'Outils'], ['Care', 'عناية', 'Entretien']],
    nouns: [['Car Charger', 'شاحن سيارة'], ['Seat Cover', 'غطاء مقعد'], ['Tool Kit', 'عدة أدوات'], ['Dash Camera', 'كاميرا سيارة']],
    picture: 'Tool Kit',
  },
  {
    slug: 'health',
    name: ['Health', 'صحة', 'Santé'],
    subs: [['Vitamins', 'فيتامينات', 'Vitamines'], ['Personal Care', 'عناية شخصية', 'Soins personnels'], ['Medical Supplies', 'مستلزمات طبية', 'Matériel médical']],
    nouns: [['Vitamin C', 'فيتامين سي'], ['Thermometer', 'ميزان حرارة'], ['Toothbrush', 'فرشاة أسنان'], ['First Aid Kit', 'حقيبة إسعافات']],
    picture: 'First Aid Kit',
  },
];

/** The shop each category's products are sold by (1-based), in categorySeeds order. */
export const CATEGORY_SHOP = [1, 2, 3, 4, 5, 6, 7, 8, 9, 4];

export const shopSeeds: { name: Names; color: string }[] = [
  { name: ['Nova Electronics', 'نوفا للإلكترونيات', 'Nova Électronique'], color: '#2563eb' },
  { name: ['Urban Threads', 'أربن ثريدز', 'Fils Urbains'], color: '#db2777' },
  { name: ['Casa Living', 'كازا ليفينغ', 'Casa Maison'], color: '#ea580c' },
  { name: ['Glow Beauty', 'جلو بيوتي', 'Glow Beauté'], color: '#c026d3' },
  { name: ['Peak Sports', 'بيك سبورتس', 'Sommet Sports'], color: '#16a34a' },
  { name: ['Little Wonders', 'عجائب صغيرة', 'Petites Merveilles'], color: '#f59e0b' },
  { name: ['Page Turner Books', 'بيج تيرنر للكتب', 'Librairie Page Turner'], color: '#7c3aed' },
  { name: ['Fresh Basket', 'السلة الطازجة', 'Le Panier Frais'], color: '#0d9488' },
  { name: ['Motor Hub', 'موتور هب', 'Pôle Auto'], color: '#475569' },
];

export const brandNames = [
  'Acme', 'Zenith', 'Orbit', 'Lumen', 'Northwind', 'Vertex', 'Aurora', 'Nimbus', 'Solace', 'Kestrel',
  'Harbor', 'Pinnacle', 'Maple & Co', 'Quartz', 'Atlas',
];

export const colorSeeds: { name: Pair; code: string }[] = [
  { name: ['Black', 'أسود'], code: '#111827' },
  { name: ['White', 'أبيض'], code: '#f9fafb' },
  { name: ['Red', 'أحمر'], code: '#dc2626' },
  { name: ['Blue', 'أزرق'], code: '#2563eb' },
  { name: ['Green', 'أخضر'], code: '#16a34a' },
  { name: ['Yellow', 'أصفر'], code: '#facc15' },
  { name: ['Pink', 'وردي'], code: '#ec4899' },
  { name: ['Grey', 'رمادي'], code: '#6b7280' },
  { name: ['Brown', 'بني'], code: '#92400e' },
  { name: ['Navy', 'كحلي'], code: '#1e3a8a' },
];

export const sizeNames = ['XS', 'S', 'M', 'L', 'XL', 'XXL', '38', '40', '42', '44'];

/** Units products are sold in; new ones go at the end so the ids of the others stay. */
export const unitSeeds: Pair[] = [
  ['pcs', 'قطعة'], ['kg', 'كغ'], ['pack', 'عبوة'], ['set', 'طقم'], ['box', 'صندوق'],
  ['pair', 'زوج'], ['jar', 'برطمان'], ['bottle', 'زجاجة'], ['bag', 'كيس'],
];

export const firstNames = ['Amina', 'Omar', 'Lina', 'James', 'Sara', 'Yusuf', 'Emma', 'Noah', 'Layla', 'Adam', 'Maya', 'Karim'];
export const lastNames = ['Haddad', 'Smith', 'Khan', 'Garcia', 'Nasser', 'Brown', 'Rahman', 'Lopez', 'Saleh', 'Miller'];

