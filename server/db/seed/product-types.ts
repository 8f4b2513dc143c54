// The kinds of product the demo sells, one per noun of categorySeeds: their Arabic gender, the
// sub-category, unit and price range that fit them, the details that tell two of them apart
// (material, capacity, size …), sizes and colours, and what reviewers say about them.
import { adjective as a, type ArabicText, type Gender } from './arabic';

/** One value of a detail: [English, Arabic]. An empty English value leaves the detail out of the name. */
export type Option = readonly [string, ArabicText];

export interface Dimension {
  /** What the detail is, for the spec list: [English, Arabic]. */
  label: readonly [string, string];
  options: readonly Option[];
  /** In English the detail follows the noun ("Kettle 1.7 L") instead of preceding it. */
  after?: boolean;
  /** In Arabic the detail stays right after the noun, before the adjectives ("عسل سدر خام"). */
  attached?: boolean;
}

export type SizeKind = 'letter' | 'shoe';

export interface ProductType {
  /** The English noun, exactly as in categorySeeds. */
  noun: string;
  /** The Arabic noun, exactly as in categorySeeds, and its gender and number. */
  ar: string;
  gender: Gender;
  /** The English names of the sub-categories it belongs in; products alternate between them. */
  subs: readonly string[];
  /** The English name of its unit (unitSeeds). */
  unit: string;
  /** Price range in dollars. */
  price: readonly [number, number];
  sizes?: SizeKind;
  coloured?: boolean;
  /** What a summary counts it in, for nouns that take no article: "pair of", "jar of". */
  measure?: string;
  /** One sentence on what it is for: [English, Arabic]. */
  about: readonly [string, string];
  dims: readonly Dimension[];
  /** A reviewer's praise and complaint, as clauses ("the kettle boils fast"). */
  praise: string;
  complaint: string;
}

const L = (en: string, ar: string) => [en, ar] as const;

const material = L('Material', 'الخامة');
const capacity = L('Capacity', 'السعة');
const power = L('Power', 'القدرة');
const style = L('Style', 'الطراز');
const size = L('Size', 'المقاس');
const weight = L('Weight', 'الوزن');
const volume = L('Volume', 'الحجم');
const pieces = L('Pieces', 'عدد القطع');
const use = L('Use', 'الاستخدام');
const format = L('Format', 'الغلاف');

export const productTypes: ProductType[] = [
  // Electronics
  {
    noun: 'Smartphone', ar: 'هاتف ذكي', gender: 'm', subs: ['Phones'], unit: 'pcs', price: [150, 1200], coloured: true,
    about: ['A fast, all-day smartphone with a bright screen and a sharp camera.', 'هاتف ذكي سريع يدوم طوال اليوم، بشاشة ساطعة وكاميرا حادة.'],
    dims: [
      { label: L('Model', 'الطراز'), attached: true, options: [['Pulse', 'Pulse'], ['Edge', 'Edge'], ['Lite', 'Lite'], ['Neo', 'Neo']] },
      { label: L('Network', 'الشبكة'), options: [['5G', '5G'], ['4G', '4G']] },
      { label: L('Storage', 'السعة التخزينية'), after: true, options: [['128 GB', '128 غيغابايت'], ['256 GB', '256 غيغابايت'], ['512 GB', '512 غيغابايت']] },
    ],
    praise: 'the battery easily lasts a full day', complaint: 'the phone runs warm while charging',
  },
  {
    noun: 'Headphones', ar: 'سماعات', gender: 'pl', subs: ['Audio'], unit: 'pcs', price: [25, 350], coloured: true, measure: 'pair of',
    about: ['Headphones with a clear, balanced sound and soft ear cushions for long listening.', 'سماعات بصوت واضح ومتوازن ووسائد أذن ناعمة للاستماع الطويل.'],
    dims: [
      { label: L('Connection', 'الاتصال'), options: [['Wireless', a('لاسلكي')], ['Wired', a('سلكي')]] },
      { label: style, options: [['Noise-Cancelling', a('عازل للضوضاء')], ['Over-Ear', 'فوق الأذن'], ['On-Ear', 'على الأذن'], ['Sport', a('رياضي')]] },
    ],
    praise: 'the sound is clear and the noise cancelling works well', complaint: 'the ear cushions get uncomfortable after an hour',
  },
  {
    noun: 'Speaker', ar: 'مكبر صوت', gender: 'm', subs: ['Audio'], unit: 'pcs', price: [20, 300], coloured: true,
    about: ['A speaker with room-filling sound and deep bass, for home or on the go.', 'مكبر صوت بصوت يملأ الغرفة وجهير عميق، للمنزل أو للتنقل.'],
    dims: [
      { label: style, options: [['Portable', a('محمول')], ['Smart', a('ذكي')], ['Waterproof', a('مقاوم للماء')], ['Party', 'للحفلات']] },
      { label: L('Connection', 'الاتصال'), attached: true, options: [['Bluetooth', 'بلوتوث'], ['Wi-Fi', 'واي فاي']] },
      { label: power, after: true, options: [['10 W', '10 واط'], ['20 W', '20 واط'], ['40 W', '40 واط']] },
    ],
    praise: 'the speaker is loud for its size and the bass is deep', complaint: 'the speaker crackles at full volume',
  },
  {
    noun: 'Laptop', ar: 'حاسوب محمول', gender: 'm', subs: ['Laptops'], unit: 'pcs', price: [400, 2500], coloured: true,
    about: ['A light laptop with a sharp display and a battery that lasts the working day.', 'حاسوب محمول خفيف بشاشة حادة وبطارية تدوم طوال يوم العمل.'],
    dims: [
      { label: L('Model', 'الطراز'), attached: true, options: [['Air', 'Air'], ['Pro', 'Pro'], ['Studio', 'Studio'], ['Flex', 'Flex']] },
      { label: L('Screen', 'الشاشة'), options: [['13-inch', '13 بوصة'], ['14-inch', '14 بوصة'], ['15.6-inch', '15.6 بوصة']] },
      { label: L('Memory', 'الذاكرة'), after: true, options: [['8 GB RAM', 'ذاكرة 8 غيغابايت'], ['16 GB RAM', 'ذاكرة 16 غيغابايت'], ['32 GB RAM', 'ذاكرة 32 غيغابايت']] },
    ],
    praise: 'the laptop is fast and the screen is sharp', complaint: 'the fan gets noisy under load',
  },
  {
    noun: 'Camera', ar: 'كاميرا', gender: 'f', subs: ['Cameras'], unit: 'pcs', price: [250, 2000], coloured: true,
    about: ['A camera that takes sharp photos and smooth video, easy enough for every day.', 'كاميرا تلتقط صورًا حادة وفيديو سلسًا، وسهلة الاستخدام كل يوم.'],
    dims: [
      { label: style, options: [['Mirrorless', 'بدون مرآة'], ['Compact', a('مدمج')], ['Instant', a('فوري')], ['Action', a('رياضي')]] },
      { label: L('Resolution', 'الدقة'), after: true, options: [['20 MP', '20 ميغابكسل'], ['24 MP', '24 ميغابكسل'], ['48 MP', '48 ميغابكسل']] },
    ],
    praise: 'the camera takes sharp photos even in low light', complaint: 'the battery of the camera drains quickly',
  },
  {
    noun: 'Charger', ar: 'شاحن', gender: 'm', subs: ['Phones'], unit: 'pcs', price: [10, 60], coloured: true,
    about: ['A charger that tops up phones and tablets quickly and safely.', 'شاحن يشحن الهواتف والأجهزة اللوحية بسرعة وأمان.'],
    dims: [
      { label: style, options: [['USB-C', 'USB-C'], ['Wireless', a('لاسلكي')], ['Fast', a('سريع')], ['Dual-Port', 'بمنفذين']] },
      { label: power, after: true, options: [['20 W', '20 واط'], ['30 W', '30 واط'], ['65 W', '65 واط']] },
    ],
    praise: 'the charger tops up my phone quickly', complaint: 'the charger gets hot after a few minutes',
  },
  // Fashion
  {
    noun: 'Jacket', ar: 'سترة', gender: 'f', subs: ['Men', 'Women'], unit: 'pcs', price: [40, 250], sizes: 'letter', coloured: true,
    about: ['A jacket cut for an easy fit, warm enough for cool evenings.', 'سترة بقصة مريحة، دافئة بما يكفي للأمسيات الباردة.'],
    dims: [
      { label: L('Fit', 'القصة'), options: [['Slim-Fit', 'بقصة ضيقة'], ['Regular-Fit', 'بقصة عادية'], ['Hooded', 'بقبعة']] },
      { label: material, attached: true, options: [['Leather', a('جلدي')], ['Denim', 'جينز'], ['Quilted', a('مبطن')], ['Waterproof', a('مقاوم للماء')], ['Wool', a('صوفي')]] },
    ],
    praise: 'the jacket fits well and keeps me warm', complaint: 'the sleeves of the jacket run short',
  },
  {
    noun: 'Sneakers', ar: 'حذاء رياضي', gender: 'm', subs: ['Shoes'], unit: 'pair', price: [45, 180], sizes: 'shoe', coloured: true, measure: 'pair of',
    about: ['Sneakers with a cushioned sole and a breathable upper, comfortable all day.', 'حذاء رياضي بنعل مبطن وجزء علوي يسمح بمرور الهواء، مريح طوال اليوم.'],
    dims: [
      { label: style, options: [['Running', 'للجري'], ['Lightweight', a('خفيف')], ['Slip-On', 'بدون رباط'], ['Retro', a('كلاسيكي')]] },
      { label: material, options: [['Leather', a('جلدي')], ['Canvas', a('قماشي')], ['Knit', a('منسوج')], ['Suede', 'من الشامواه']] },
    ],
    praise: 'the sneakers are comfortable straight out of the box', complaint: 'the sneakers rub at the heel',
  },
  {
    noun: 'Handbag', ar: 'حقيبة يد', gender: 'f', subs: ['Bags'], unit: 'pcs', price: [35, 300], coloured: true,
    about: ['A handbag with room for the day\'s essentials and a secure zip pocket.', 'حقيبة يد تتسع لأغراض اليوم مع جيب بسحّاب آمن.'],
    dims: [
      { label: style, options: [['Quilted', a('مبطن')], ['Mini', a('صغير')], ['Crossbody', 'بحزام كتف'], ['Top-Handle', 'بمقبض علوي']] },
      { label: material, attached: true, options: [['Leather', a('جلدي')], ['Canvas', a('قماشي')], ['Vegan Leather', 'من الجلد النباتي'], ['Straw', 'من القش']] },
    ],
    praise: 'the handbag is roomy and the stitching is neat', complaint: 'the strap of the handbag started fraying',
  },
  {
    noun: 'Watch', ar: 'ساعة', gender: 'f', subs: ['Watches'], unit: 'pcs', price: [40, 450], coloured: true,
    about: ['A watch with a clear dial and a comfortable strap, made for every day.', 'ساعة بميناء واضح وسوار مريح، مصممة للاستخدام اليومي.'],
    dims: [
      { label: style, options: [['Automatic', a('أوتوماتيكي')], ['Chronograph', 'كرونوغراف'], ['Digital', a('رقمي')], ['Diver', 'للغوص'], ['Minimalist', a('بسيط')]] },
      { label: L('Strap', 'السوار'), after: true, options: [['with Leather Strap', 'بسوار جلدي'], ['with Steel Bracelet', 'بسوار معدني'], ['with Silicone Strap', 'بسوار سيليكون']] },
    ],
    praise: 'the watch keeps perfect time and looks elegant', complaint: 'the strap of the watch feels cheap',
  },
  {
    noun: 'Shirt', ar: 'قميص', gender: 'm', subs: ['Men', 'Women'], unit: 'pcs', price: [15, 80], sizes: 'letter', coloured: true,
    about: ['A shirt in a soft, breathable fabric that keeps its shape wash after wash.', 'قميص من قماش ناعم يسمح بمرور الهواء ويحافظ على شكله بعد كل غسلة.'],
    dims: [
      { label: L('Cut', 'القصة'), options: [['Slim-Fit', 'بقصة ضيقة'], ['Regular-Fit', 'بقصة عادية'], ['Short-Sleeve', 'بأكمام قصيرة'], ['Button-Down', 'بأزرار']] },
      { label: material, attached: true, options: [['Cotton', a('قطني')], ['Linen', a('كتاني')], ['Oxford', 'أكسفورد'], ['Flannel', 'من الفانيلا']] },
    ],
    praise: 'the shirt fits well and survives the wash', complaint: 'the shirt shrank after the first wash',
  },
  {
    noun: 'Boots', ar: 'جزمة', gender: 'f', subs: ['Shoes'], unit: 'pair', price: [60, 250], sizes: 'shoe', coloured: true, measure: 'pair of',
    about: ['Boots with a grippy sole and a sturdy upper that keeps out the rain.', 'جزمة بنعل مانع للانزلاق وجزء علوي متين يصد المطر.'],
    dims: [
      { label: material, options: [['Leather', a('جلدي')], ['Suede', 'من الشامواه'], ['Waterproof', a('مقاوم للماء')]] },
      { label: style, options: [['Ankle', 'بطول الكاحل'], ['Chelsea', 'تشيلسي'], ['Hiking', 'للمشي الجبلي'], ['Work', 'للعمل'], ['Winter', a('شتوي')]] },
    ],
    praise: 'the boots are sturdy and keep my feet dry', complaint: 'the boots took weeks to break in',
  },
  // Home & Kitchen
  {
    noun: 'Frying Pan', ar: 'مقلاة', gender: 'f', subs: ['Cookware'], unit: 'pcs', price: [15, 90], coloured: true,
    about: ['A frying pan that heats evenly, for eggs, pancakes and a good sear.', 'مقلاة تسخن بالتساوي، للبيض والفطائر والتحمير الجيد.'],
    dims: [
      { label: material, options: [['Non-Stick', a('غير لاصق', 'غير لاصقة')], ['Cast Iron', 'من الحديد الزهر'], ['Stainless Steel', 'ستانلس ستيل'], ['Ceramic', a('خزفي')]] },
      { label: L('Diameter', 'القطر'), after: true, options: [['20 cm', '20 سم'], ['24 cm', '24 سم'], ['28 cm', '28 سم']] },
    ],
    praise: 'the pan heats evenly and nothing sticks', complaint: 'the coating of the pan scratched within a month',
  },
  {
    noun: 'Lamp', ar: 'مصباح', gender: 'm', subs: ['Decor'], unit: 'pcs', price: [15, 150], coloured: true,
    about: ['A lamp with a warm, even light for reading or winding down.', 'مصباح بضوء دافئ ومتساوٍ للقراءة أو الاسترخاء.'],
    dims: [
      { label: L('Feature', 'الميزة'), options: [['LED', 'LED'], ['Dimmable', a('قابل للتعتيم')], ['Rattan', 'من الخيزران'], ['Ceramic', a('خزفي')]] },
      { label: L('Type', 'النوع'), options: [['Desk', a('مكتبي')], ['Floor', a('أرضي')], ['Bedside', 'بجانب السرير'], ['Wall', a('جداري')]] },
    ],
    praise: 'the lamp gives a warm, even light', complaint: 'the lamp flickers at low brightness',
  },
  {
    noun: 'Chair', ar: 'كرسي', gender: 'm', subs: ['Furniture'], unit: 'pcs', price: [40, 400], coloured: true,
    about: ['A chair that is comfortable to sit in for hours and easy to assemble.', 'كرسي مريح للجلوس ساعات طويلة وسهل التركيب.'],
    dims: [
      { label: material, options: [['Wooden', a('خشبي')], ['Velvet', a('مخملي')], ['Mesh', a('شبكي')], ['Rattan', 'من الخيزران']] },
      { label: L('Type', 'النوع'), options: [['Office', a('مكتبي')], ['Dining', 'لغرفة الطعام'], ['Accent', a('جانبي')], ['Folding', a('قابل للطي')], ['Rocking', a('هزاز')]] },
    ],
    praise: 'the chair is comfortable and easy to assemble', complaint: 'the chair wobbles a little',
  },
  {
    noun: 'Pillow', ar: 'وسادة', gender: 'f', subs: ['Bedding'], unit: 'pcs', price: [10, 60], coloured: true,
    about: ['A pillow that is soft yet supportive, with a washable cover.', 'وسادة ناعمة وداعمة في آن، بغطاء قابل للغسل.'],
    dims: [
      { label: size, options: [['Standard', 'بمقاس قياسي'], ['King-Size', 'بمقاس كبير']] },
      { label: L('Filling', 'الحشوة'), attached: true, options: [['Memory Foam', 'من الإسفنج الطبي'], ['Down', 'من الريش'], ['Cooling', a('مبرد')], ['Orthopaedic', a('طبي')], ['Bamboo', 'من ألياف الخيزران']] },
    ],
    praise: 'the pillow is soft but supportive', complaint: 'the pillow went flat after a few weeks',
  },
  {
    noun: 'Kettle', ar: 'غلاية', gender: 'f', subs: ['Cookware'], unit: 'pcs', price: [20, 120], coloured: true,
    about: ['A kettle that boils water quickly and switches itself off when done.', 'غلاية تغلي الماء بسرعة وتطفئ نفسها عند الانتهاء.'],
    dims: [
      { label: material, options: [['Stainless Steel', 'ستانلس ستيل'], ['Glass', a('زجاجي')], ['Retro', a('كلاسيكي')]] },
      { label: L('Type', 'النوع'), options: [['Electric', a('كهربائي')], ['Cordless', a('لاسلكي')], ['Stovetop', 'للموقد'], ['Gooseneck', 'بعنق طويل']] },
      { label: capacity, after: true, options: [['1.0 L', '1 لتر'], ['1.5 L', '1.5 لتر'], ['1.7 L', '1.7 لتر']] },
    ],
    praise: 'the kettle boils fast and switches off reliably', complaint: 'the kettle leaves a plastic taste',
  },
  {
    noun: 'Vase', ar: 'مزهرية', gender: 'f', subs: ['Decor'], unit: 'pcs', price: [12, 90], coloured: true,
    about: ['A vase for fresh or dried flowers that looks good on its own too.', 'مزهرية للزهور الطازجة أو المجففة، جميلة حتى وهي فارغة.'],
    dims: [
      { label: L('Shape', 'الشكل'), options: [['Tall', a('طويل')], ['Round', a('دائري')], ['Ribbed', a('مضلع')], ['Minimalist', a('بسيط')]] },
      { label: material, options: [['Ceramic', a('خزفي')], ['Glass', a('زجاجي')], ['Handmade', a('مصنوع يدويًا')], ['Stoneware', a('فخاري')]] },
      { label: L('Height', 'الارتفاع'), after: true, options: [['20 cm', '20 سم'], ['30 cm', '30 سم']] },
    ],
    praise: 'the vase is beautiful and well made', complaint: 'the vase arrived with a small chip',
  },
  // Beauty
  {
    noun: 'Serum', ar: 'سيروم', gender: 'm', subs: ['Skincare'], unit: 'pcs', price: [12, 80],
    about: ['A lightweight serum that absorbs quickly and leaves skin smooth and radiant.', 'سيروم خفيف يمتصه الجلد بسرعة ويترك البشرة ناعمة ومشرقة.'],
    dims: [
      { label: L('Effect', 'التأثير'), options: [['Hydrating', a('مرطب')], ['Brightening', a('مفتح')], ['Firming', a('مشدّ')], ['Night', a('ليلي')]] },
      { label: L('Key ingredient', 'المكون الرئيسي'), options: [['Hyaluronic Acid', 'بحمض الهيالورونيك'], ['Niacinamide', 'بالنياسيناميد'], ['Retinol', 'بالريتينول'], ['Peptide', 'بالببتيدات'], ['Rosehip', 'بزيت ثمر الورد']] },
      { label: volume, after: true, options: [['30 ml', '30 مل'], ['50 ml', '50 مل']] },
    ],
    praise: 'the serum absorbs quickly and my skin looks brighter', complaint: 'the serum made my skin break out',
  },
  {
    noun: 'Lipstick', ar: 'أحمر شفاه', gender: 'm', subs: ['Makeup'], unit: 'pcs', price: [8, 40],
    about: ['A lipstick with rich colour in one stroke that stays comfortable for hours.', 'أحمر شفاه بلون غني من أول لمسة يبقى مريحًا لساعات.'],
    dims: [
      { label: L('Finish', 'اللمسة النهائية'), options: [['Matte', a('غير لامع', 'غير لامعة')], ['Satin', 'ساتان'], ['Creamy', a('كريمي')], ['Long-Lasting', a('ثابت')]] },
      { label: L('Shade', 'الدرجة'), after: true, options: [['Ruby Red', 'بلون أحمر ياقوتي'], ['Nude Beige', 'بلون بيج'], ['Rose Pink', 'بلون وردي'], ['Berry', 'بلون التوت'], ['Coral', 'بلون المرجان'], ['Plum', 'بلون البرقوق']] },
    ],
    praise: 'the colour is rich and lasts all day', complaint: 'the lipstick dries out my lips',
  },
  {
    noun: 'Perfume', ar: 'عطر', gender: 'm', subs: ['Fragrance'], unit: 'bottle', price: [30, 180],
    about: ['A perfume that opens fresh and settles into a warm, long-lasting base.', 'عطر يبدأ منعشًا ثم يستقر على قاعدة دافئة تدوم طويلًا.'],
    dims: [
      { label: L('Scent', 'الرائحة'), options: [['Oud', 'بالعود'], ['Floral', a('زهري')], ['Citrus', a('حمضي')], ['Amber', 'بالعنبر'], ['Musk', 'بالمسك'], ['Woody', a('خشبي')]] },
      { label: L('For', 'لمن'), after: true, options: [['for Men', 'للرجال'], ['for Women', 'للنساء'], ['Unisex', 'للجنسين']] },
      { label: volume, after: true, options: [['50 ml', '50 مل'], ['100 ml', '100 مل']] },
    ],
    praise: 'the perfume smells lovely and lasts for hours', complaint: 'the perfume fades within an hour',
  },
  {
    noun: 'Face Cream', ar: 'كريم وجه', gender: 'm', subs: ['Skincare'], unit: 'pcs', price: [10, 70],
    about: ['A face cream that sinks in quickly and keeps skin soft all day.', 'كريم وجه يتغلغل بسرعة ويحافظ على نعومة البشرة طوال اليوم.'],
    dims: [
      { label: L('Effect', 'التأثير'), options: [['Moisturising', a('مرطب')], ['Anti-Ageing', a('مضاد للشيخوخة')], ['Night', a('ليلي')], ['Soothing', a('مهدئ')], ['SPF 30', 'بعامل حماية 30']] },
      { label: L('Skin type', 'نوع البشرة'), after: true, options: [['for Dry Skin', 'للبشرة الجافة'], ['for Oily Skin', 'للبشرة الدهنية'], ['for All Skin Types', 'لجميع أنواع البشرة']] },
      { label: volume, after: true, options: [['50 ml', '50 مل'], ['75 ml', '75 مل']] },
    ],
    praise: 'the face cream is light and keeps my skin soft', complaint: 'the face cream feels greasy',
  },
  {
    noun: 'Mascara', ar: 'ماسكارا', gender: 'f', subs: ['Makeup'], unit: 'pcs', price: [8, 35],
    about: ['A mascara that separates and defines every lash without clumping.', 'ماسكارا تفصل كل رمش وتحدده دون تكتل.'],
    dims: [
      { label: L('Effect', 'التأثير'), options: [['Volumising', a('مكثف')], ['Lengthening', a('مطول')], ['Waterproof', a('مقاوم للماء')], ['Curling', 'لرفع الرموش']] },
      { label: L('Shade', 'الدرجة'), after: true, options: [['Black', 'باللون الأسود'], ['Brown Black', 'باللون البني الداكن'], ['Blue', 'باللون الأزرق']] },
    ],
    praise: 'the mascara does not clump and lasts all day', complaint: 'the mascara smudges by the afternoon',
  },
  // Sports
  {
    noun: 'Yoga Mat', ar: 'سجادة يوغا', gender: 'f', subs: ['Fitness'], unit: 'pcs', price: [15, 90], coloured: true,
    about: ['A yoga mat with a grippy surface and enough cushioning for knees and wrists.', 'سجادة يوغا بسطح مانع للانزلاق وتبطين كافٍ للركبتين والمعصمين.'],
    dims: [
      { label: material, options: [['Non-Slip', a('مانع للانزلاق')], ['Cork', 'من الفلين'], ['Natural Rubber', 'من المطاط الطبيعي'], ['Travel', 'للسفر']] },
      { label: L('Thickness', 'السماكة'), after: true, options: [['4 mm', '4 مم'], ['6 mm', '6 مم'], ['8 mm', '8 مم']] },
    ],
    praise: 'the yoga mat has a great grip', complaint: 'the yoga mat smells of rubber',
  },
  {
    noun: 'Dumbbell', ar: 'دمبل', gender: 'm', subs: ['Fitness'], unit: 'pcs', price: [15, 150],
    about: ['A dumbbell with a comfortable grip for strength training at home.', 'دمبل بمقبض مريح لتمارين القوة في المنزل.'],
    dims: [
      { label: L('Type', 'النوع'), options: [['Adjustable', a('قابل للتعديل')], ['Hex', a('سداسي')], ['Neoprene', a('مغلف بالنيوبرين')], ['Chrome', a('مطلي بالكروم')], ['Cast Iron', 'من الحديد الزهر']] },
      { label: weight, after: true, options: [['2 kg', '2 كغ'], ['5 kg', '5 كغ'], ['10 kg', '10 كغ'], ['20 kg', '20 كغ']] },
    ],
    praise: 'the dumbbell feels solid and the grip is comfortable', complaint: 'the coating of the dumbbell peeled off',
  },
  {
    noun: 'Tent', ar: 'خيمة', gender: 'f', subs: ['Outdoor'], unit: 'pcs', price: [60, 600], coloured: true,
    about: ['A tent that pitches in minutes and keeps wind and rain outside.', 'خيمة تُنصب في دقائق وتبقي الريح والمطر في الخارج.'],
    dims: [
      { label: capacity, options: [['2-Person', 'لشخصين'], ['4-Person', 'لأربعة أشخاص'], ['6-Person', 'لستة أشخاص']] },
      { label: style, options: [['Pop-Up', a('سريع التركيب')], ['Ultralight', a('خفيف الوزن')], ['Family', a('عائلي')], ['Waterproof', a('مقاوم للماء')], ['Dome', 'على شكل قبة']] },
    ],
    praise: 'the tent is quick to pitch and stayed dry in the rain', complaint: 'the tent poles feel flimsy',
  },
  {
    noun: 'Football', ar: 'كرة قدم', gender: 'f', subs: ['Team Sports'], unit: 'pcs', price: [12, 60],
    about: ['A football that keeps its shape and flies true, match after match.', 'كرة قدم تحافظ على شكلها وتطير بدقة، مباراة بعد مباراة.'],
    dims: [
      { label: use, options: [['Match', 'للمباريات'], ['Training', 'للتدريب'], ['Hand-Stitched', a('مخيط يدويًا')], ['Indoor', 'للصالات'], ['Street', 'للشارع']] },
      { label: size, after: true, options: [['Size 3', 'مقاس 3'], ['Size 4', 'مقاس 4'], ['Size 5', 'مقاس 5']] },
    ],
    praise: 'the ball keeps its shape and feels great to kick', complaint: 'the ball lost air after a week',
  },
  {
    noun: 'Bike Helmet', ar: 'خوذة دراجة', gender: 'f', subs: ['Cycling'], unit: 'pcs', price: [30, 180], coloured: true,
    about: ['A bike helmet that is light, well ventilated and easy to adjust.', 'خوذة دراجة خفيفة جيدة التهوية وسهلة الضبط.'],
    dims: [
      { label: L('Feature', 'الميزة'), options: [['Lightweight', a('خفيف')], ['Ventilated', a('جيد التهوية')], ['MIPS', 'بتقنية MIPS'], ['LED', 'بضوء LED']] },
      { label: use, options: [['Road', 'للطرق'], ['Mountain', 'للدراجات الجبلية'], ['Kids', 'للأطفال'], ['Commuter', 'للتنقل اليومي']] },
    ],
    praise: 'the helmet is light and fits snugly', complaint: 'the helmet strap is hard to adjust',
  },
  // Toys
  {
    noun: 'Puzzle', ar: 'لغز', gender: 'm', subs: ['Puzzles'], unit: 'pcs', price: [8, 40],
    about: ['A jigsaw puzzle with thick, snug-fitting pieces and a sharp print.', 'لغز تركيب بقطع سميكة متطابقة بإحكام وطباعة واضحة.'],
    dims: [
      { label: pieces, options: [['24-Piece', '24 قطعة'], ['100-Piece', '100 قطعة'], ['500-Piece', '500 قطعة'], ['1000-Piece', '1000 قطعة']] },
      { label: L('Theme', 'الموضوع'), options: [['Landscape', 'بمنظر طبيعي'], ['World Map', 'بخريطة العالم'], ['Wooden', a('خشبي')], ['Animal', 'بصور الحيوانات'], ['3D', a('ثلاثي الأبعاد')]] },
    ],
    praise: 'the puzzle pieces fit snugly and the print is sharp', complaint: 'the puzzle was missing two pieces',
  },
  {
    noun: 'Doll', ar: 'دمية', gender: 'f', subs: ['Dolls'], unit: 'pcs', price: [10, 70], coloured: true,
    about: ['A doll with soft clothes and a friendly face, made for hugging and play.', 'دمية بملابس ناعمة ووجه ودود، مصنوعة للعناق واللعب.'],
    dims: [
      { label: style, options: [['Rag', a('قماشي')], ['Soft', a('ناعم')], ['Talking', a('ناطق')], ['Porcelain', a('خزفي')], ['Handmade', a('مصنوع يدويًا')]] },
      { label: L('Height', 'الطول'), after: true, options: [['30 cm', '30 سم'], ['45 cm', '45 سم']] },
    ],
    praise: 'my daughter loves the doll', complaint: 'the hair of the doll tangles easily',
  },
  {
    noun: 'Robot', ar: 'روبوت', gender: 'm', subs: ['Building Sets'], unit: 'pcs', price: [25, 200], coloured: true,
    about: ['A robot that children build and bring to life, learning as they play.', 'روبوت يركّبه الأطفال ويشغّلونه، فيتعلمون وهم يلعبون.'],
    dims: [
      { label: L('Feature', 'الميزة'), options: [['Educational', a('تعليمي')], ['Talking', a('ناطق')], ['Dancing', a('راقص')], ['Solar', a('شمسي')]] },
      { label: L('Control', 'التحكم'), options: [['Coding', 'للبرمجة'], ['Remote-Control', 'بجهاز تحكم عن بعد'], ['App-Controlled', 'بتحكم عبر التطبيق']] },
      { label: L('Age', 'العمر'), after: true, options: [['for Ages 6+', 'للأعمار 6+'], ['for Ages 8+', 'للأعمار 8+']] },
    ],
    praise: 'the kids love the robot and learned to code with it', complaint: 'the battery of the robot runs out fast',
  },
  {
    noun: 'Block Set', ar: 'مجموعة مكعبات', gender: 'f', subs: ['Building Sets'], unit: 'set', price: [15, 150],
    about: ['A block set whose pieces click firmly together, for building and rebuilding.', 'مجموعة مكعبات تتثبت قطعها بإحكام، للبناء وإعادة البناء.'],
    dims: [
      { label: material, options: [['Wooden', a('خشبي')], ['Magnetic', a('مغناطيسي')], ['Creative', a('إبداعي')]] },
      { label: L('Theme', 'الموضوع'), options: [['City', 'بتصميم مدينة'], ['Castle', 'بتصميم قلعة'], ['Space Station', 'بتصميم محطة فضاء'], ['Farm', 'بتصميم مزرعة']] },
      { label: pieces, after: true, options: [['120 Pieces', '120 قطعة'], ['300 Pieces', '300 قطعة'], ['500 Pieces', '500 قطعة']] },
    ],
    praise: 'the blocks click together well and hold', complaint: 'the instructions for the block set are confusing',
  },
  {
    noun: 'Kite', ar: 'طائرة ورقية', gender: 'f', subs: ['Outdoor Play'], unit: 'pcs', price: [8, 45], coloured: true,
    about: ['A kite that lifts easily in a light breeze, with line and handle included.', 'طائرة ورقية ترتفع بسهولة مع نسمة خفيفة، مع الخيط والمقبض.'],
    dims: [
      { label: L('Lines', 'الخيوط'), options: [['Single-Line', 'بخيط واحد'], ['Dual-Line', 'بخيطين']] },
      { label: style, attached: true, options: [['Stunt', a('استعراضي')], ['Kids', 'للأطفال'], ['Dragon', 'على شكل تنين'], ['Rainbow', 'بألوان قوس قزح'], ['Delta', 'دلتا']] },
    ],
    praise: 'the kite flies easily even in light wind', complaint: 'the kite tore on its second flight',
  },
  // Books
  {
    noun: 'Novel', ar: 'رواية', gender: 'f', subs: ['Fiction'], unit: 'pcs', price: [8, 25],
    about: ['A novel with characters that stay with you long after the last page.', 'رواية بشخصيات تبقى معك طويلًا بعد الصفحة الأخيرة.'],
    dims: [
      { label: L('Genre', 'النوع'), options: [['Mystery', a('بوليسي')], ['Historical', a('تاريخي')], ['Fantasy', a('خيالي')], ['Romance', a('رومانسي')], ['Science Fiction', 'من الخيال العلمي'], ['Crime', 'عن الجريمة']] },
      { label: format, after: true, options: [['Paperback', 'بغلاف ورقي'], ['Hardcover', 'بغلاف مقوى']] },
    ],
    praise: 'the novel kept me reading late into the night', complaint: 'the ending of the novel felt rushed',
  },
  {
    noun: 'Cookbook', ar: 'كتاب طبخ', gender: 'm', subs: ['Cooking'], unit: 'pcs', price: [15, 45],
    about: ['A cookbook of clear, tested recipes with a photo for every dish.', 'كتاب طبخ بوصفات واضحة ومجربة وصورة لكل طبق.'],
    dims: [
      { label: L('Cuisine', 'المطبخ'), options: [['Mediterranean', a('متوسطي')], ['Vegetarian', a('نباتي')], ['Baking', 'للمخبوزات'], ['Weeknight', 'للوجبات السريعة'], ['Middle Eastern', a('شرقي')], ['Family', a('عائلي')]] },
      { label: format, after: true, options: [['Paperback', 'بغلاف ورقي'], ['Hardcover', 'بغلاف مقوى']] },
    ],
    praise: 'the recipes in the cookbook are easy to follow', complaint: 'the cookbook calls for hard-to-find ingredients',
  },
  {
    noun: 'Atlas', ar: 'أطلس', gender: 'm', subs: ['Science'], unit: 'pcs', price: [20, 60],
    about: ['An atlas of detailed, up-to-date maps with an index of places.', 'أطلس بخرائط مفصلة وحديثة وفهرس للأماكن.'],
    dims: [
      { label: L('Type', 'النوع'), options: [['World', a('عالمي')], ['Road', 'للطرق'], ['Illustrated', a('مصور')], ['Children\'s', 'للأطفال'], ['Historical', a('تاريخي')], ['Student', a('مدرسي')]] },
      { label: L('Edition', 'الطبعة'), after: true, options: [['2025 Edition', 'طبعة 2025'], ['2026 Edition', 'طبعة 2026']] },
    ],
    praise: 'the maps in the atlas are detailed and clear', complaint: 'some maps in the atlas are out of date',
  },
  {
    noun: 'Notebook', ar: 'دفتر', gender: 'm', subs: ['Stationery'], unit: 'pcs', price: [4, 25], coloured: true,
    about: ['A notebook with smooth, thick paper that takes ink without bleeding through.', 'دفتر بورق ناعم وسميك لا يتسرب منه الحبر.'],
    dims: [
      { label: L('Cover', 'الغلاف'), options: [['Hardcover', 'بغلاف مقوى'], ['Leather', a('جلدي')], ['Spiral', a('حلزوني')]] },
      { label: L('Pages', 'الصفحات'), options: [['Dotted', a('منقط')], ['Lined', a('مسطر')], ['Squared', 'بمربعات'], ['Blank', 'بصفحات فارغة']] },
      { label: size, after: true, options: [['A5', 'مقاس A5'], ['A4', 'مقاس A4']] },
    ],
    praise: 'the paper takes ink without bleeding', complaint: 'the binding of the notebook came loose',
  },
  {
    noun: 'Storybook', ar: 'كتاب قصص', gender: 'm', subs: ['Children'], unit: 'pcs', price: [6, 22],
    about: ['A storybook with bright pictures and stories to read aloud together.', 'كتاب قصص برسوم زاهية وحكايات للقراءة بصوت عالٍ معًا.'],
    dims: [
      { label: L('Type', 'النوع'), options: [['Bedtime', 'لما قبل النوم'], ['Picture', a('مصور')], ['Fairy-Tale', 'للحكايات الخيالية'], ['Animal', 'عن الحيوانات'], ['Pop-Up', a('مجسم')], ['Touch-and-Feel', a('تفاعلي')]] },
      { label: L('Age', 'العمر'), after: true, options: [['for Ages 3–5', 'للأعمار من 3 إلى 5 سنوات'], ['for Ages 5–8', 'للأعمار من 5 إلى 8 سنوات']] },
    ],
    praise: 'my kids ask for the storybook every night', complaint: 'the pages of the storybook tear easily',
  },
  // Groceries
  {
    noun: 'Coffee Beans', ar: 'حبوب قهوة', gender: 'pl', subs: ['Coffee & Tea'], unit: 'bag', price: [8, 35], measure: 'bag of',
    about: ['Whole coffee beans, roasted in small batches and sealed fresh.', 'حبوب قهوة كاملة محمصة على دفعات صغيرة ومغلفة طازجة.'],
    dims: [
      { label: L('Origin', 'المنشأ'), options: [['Ethiopian', a('إثيوبي')], ['Colombian', a('كولومبي')], ['Brazilian', a('برازيلي')], ['Yemeni', a('يمني')], ['Espresso Blend', 'بمزيج الإسبريسو']] },
      { label: L('Roast', 'التحميص'), options: [['Light Roast', a('محمص تحميصًا خفيفًا')], ['Medium Roast', a('محمص تحميصًا متوسطًا')], ['Dark Roast', a('محمص تحميصًا داكنًا')]] },
      { label: weight, after: true, options: [['250 g', '250 غرام'], ['500 g', '500 غرام'], ['1 kg', '1 كغ']] },
    ],
    praise: 'the coffee beans are fresh and full of flavour', complaint: 'the coffee beans taste stale',
  },
  {
    noun: 'Green Tea', ar: 'شاي أخضر', gender: 'm', subs: ['Coffee & Tea'], unit: 'box', price: [4, 20], measure: 'box of',
    about: ['A green tea with a fresh, smooth taste, for every time of day.', 'شاي أخضر بطعم منعش وناعم، لكل أوقات اليوم.'],
    dims: [
      { label: L('Grade', 'الدرجة'), options: [['Organic', a('عضوي')], ['Premium', a('فاخر')]] },
      { label: L('Flavour', 'النكهة'), attached: true, options: [['Jasmine', 'بالياسمين'], ['Sencha', 'سينشا'], ['Matcha', 'ماتشا'], ['Mint', 'بالنعناع'], ['Lemon', 'بالليمون']] },
      { label: L('Pack', 'العبوة'), after: true, options: [['25 Tea Bags', '25 كيسًا'], ['50 Tea Bags', '50 كيسًا'], ['Loose Leaf 100 g', 'أوراق سائبة 100 غرام']] },
    ],
    praise: 'the green tea tastes fresh and smooth', complaint: 'the green tea tastes bitter',
  },
  {
    noun: 'Olive Oil', ar: 'زيت زيتون', gender: 'm', subs: ['Pantry'], unit: 'bottle', price: [8, 40], measure: 'bottle of',
    about: ['An olive oil pressed from freshly picked olives, for salads and cooking.', 'زيت زيتون معصور من زيتون مقطوف حديثًا، للسلطات والطبخ.'],
    dims: [
      { label: L('Origin', 'المنشأ'), options: [['Tunisian', a('تونسي')], ['Spanish', a('إسباني')], ['Greek', a('يوناني')], ['Moroccan', a('مغربي')], ['Italian', a('إيطالي')]] },
      { label: L('Grade', 'الدرجة'), options: [['Extra Virgin', a('بكر ممتاز', 'بكر ممتازة')], ['Cold-Pressed', a('معصور على البارد')], ['Organic', a('عضوي')]] },
      { label: volume, after: true, options: [['500 ml', '500 مل'], ['750 ml', '750 مل'], ['1 L', '1 لتر']] },
    ],
    praise: 'the olive oil is fresh and peppery', complaint: 'the olive oil tastes flat',
  },
  {
    noun: 'Honey', ar: 'عسل', gender: 'm', subs: ['Pantry'], unit: 'jar', price: [4, 25], measure: 'jar of',
    about: ['A pure honey, gently filtered to keep its flavour and aroma.', 'عسل طبيعي مصفى بلطف ليحافظ على نكهته ورائحته.'],
    dims: [
      { label: L('Variety', 'النوع'), attached: true, options: [['Sidr', 'سدر'], ['Wildflower', 'زهور برية'], ['Acacia', 'أكاسيا'], ['Manuka', 'مانوكا'], ['Clover', 'برسيم']] },
      { label: L('Grade', 'الدرجة'), options: [['Raw', a('خام')], ['Organic', a('عضوي')], ['Pure', a('طبيعي')]] },
      { label: weight, after: true, options: [['250 g', '250 غرام'], ['500 g', '500 غرام'], ['1 kg', '1 كغ']] },
    ],
    praise: 'the honey is thick and tastes wonderful', complaint: 'the honey crystallised quickly',
  },
  {
    noun: 'Dates', ar: 'تمر', gender: 'm', subs: ['Snacks'], unit: 'box', price: [5, 35], measure: 'box of',
    about: ['Soft, sweet dates, hand-sorted and packed at the farm.', 'تمر طري وحلو، مفرز يدويًا ومعبأ في المزرعة.'],
    dims: [
      { label: L('Variety', 'الصنف'), attached: true, options: [['Medjool', 'مجدول'], ['Sukkari', 'سكري'], ['Ajwa', 'عجوة'], ['Khalas', 'خلاص'], ['Deglet Nour', 'دقلة نور']] },
      { label: L('Grade', 'الدرجة'), options: [['Premium', a('فاخر')], ['Organic', a('عضوي')], ['Pitted', a('منزوع النوى')]] },
      { label: weight, after: true, options: [['500 g', '500 غرام'], ['1 kg', '1 كغ'], ['3 kg', '3 كغ']] },
    ],
    praise: 'the dates are soft and sweet', complaint: 'some of the dates were dry',
  },
  // Automotive
  {
    noun: 'Car Charger', ar: 'شاحن سيارة', gender: 'm', subs: ['Accessories'], unit: 'pcs', price: [8, 40],
    about: ['A car charger that charges phones at full speed from the car socket.', 'شاحن سيارة يشحن الهواتف بأقصى سرعة من مقبس السيارة.'],
    dims: [
      { label: style, options: [['Dual USB', 'بمنفذي USB'], ['USB-C', 'USB-C'], ['Fast', a('سريع')], ['Wireless', a('لاسلكي')]] },
      { label: power, after: true, options: [['18 W', '18 واط'], ['36 W', '36 واط'], ['60 W', '60 واط']] },
    ],
    praise: 'the car charger charges two phones at once', complaint: 'the car charger falls out of the socket',
  },
  {
    noun: 'Seat Cover', ar: 'غطاء مقعد', gender: 'm', subs: ['Care'], unit: 'set', price: [20, 150], coloured: true,
    about: ['A seat cover that protects the seat from wear and spills and fits most cars.', 'غطاء مقعد يحمي المقعد من الاهتراء والانسكاب ويناسب معظم السيارات.'],
    dims: [
      { label: material, options: [['Leather', a('جلدي')], ['Mesh', a('شبكي')], ['Waterproof', a('مقاوم للماء')], ['Velour', a('مخملي')], ['Neoprene', 'من النيوبرين']] },
      { label: L('Position', 'الموضع'), options: [['Front', a('أمامي')], ['Rear', a('خلفي')], ['Universal', 'بمقاس موحد']] },
    ],
    praise: 'the seat cover fits snugly and looks smart', complaint: 'the seat cover slips out of place',
  },
  {
    noun: 'Tool Kit', ar: 'عدة أدوات', gender: 'f', subs: ['Tools'], unit: 'set', price: [25, 200],
    about: ['A tool kit in a sturdy case with the tools for everyday repairs.', 'عدة أدوات في حقيبة متينة تضم أدوات الإصلاحات اليومية.'],
    dims: [
      { label: L('Type', 'النوع'), options: [['Household', a('منزلي')], ['Precision', a('دقيق')], ['Mechanic\'s', 'للميكانيكي'], ['Roadside', 'للطوارئ على الطريق']] },
      { label: pieces, after: true, options: [['24 Pieces', '24 قطعة'], ['46 Pieces', '46 قطعة'], ['120 Pieces', '120 قطعة']] },
    ],
    praise: 'the tool kit has everything for small repairs', complaint: 'the tools in the kit feel cheap',
  },
  {
    noun: 'Dash Camera', ar: 'كاميرا سيارة', gender: 'f', subs: ['Accessories'], unit: 'pcs', price: [40, 250],
    about: ['A dash camera that records the road in clear video, day and night.', 'كاميرا سيارة تسجل الطريق بفيديو واضح ليلًا ونهارًا.'],
    dims: [
      { label: L('Resolution', 'الدقة'), options: [['1080p', '1080p'], ['2K', '2K'], ['4K', '4K']] },
      { label: L('Feature', 'الميزة'), options: [['Front and Rear', a('أمامي وخلفي', 'أمامية وخلفية')], ['Wi-Fi', 'بشبكة واي فاي'], ['Night Vision', 'برؤية ليلية'], ['Wide-Angle', 'بزاوية واسعة']] },
    ],
    praise: 'the dash camera records clear video day and night', complaint: 'the dash camera app keeps disconnecting',
  },
  // Health
  {
    noun: 'Vitamin C', ar: 'فيتامين سي', gender: 'm', subs: ['Vitamins'], unit: 'bottle', price: [5, 30], measure: 'bottle of',
    about: ['Vitamin C to support the immune system, one tablet a day.', 'فيتامين سي لدعم جهاز المناعة، قرص واحد يوميًا.'],
    dims: [
      { label: L('Form', 'الشكل'), options: [['Chewable', a('قابل للمضغ')], ['Effervescent', a('فوار')], ['Time-Release', a('ممتد المفعول')]] },
      { label: L('Dose', 'الجرعة'), after: true, options: [['500 mg', '500 ملغ'], ['1000 mg', '1000 ملغ']] },
      { label: L('Count', 'العدد'), after: true, options: [['60 Tablets', '60 قرصًا'], ['90 Tablets', '90 قرصًا'], ['120 Tablets', '120 قرصًا']] },
    ],
    praise: 'the tablets are easy to take', complaint: 'the tablets are hard to swallow',
  },
  {
    noun: 'Thermometer', ar: 'ميزان حرارة', gender: 'm', subs: ['Medical Supplies'], unit: 'pcs', price: [8, 60],
    about: ['A thermometer that gives a clear, accurate reading in seconds.', 'ميزان حرارة يعطي قراءة واضحة ودقيقة في ثوانٍ.'],
    dims: [
      { label: L('Feature', 'الميزة'), options: [['Fast-Reading', a('سريع القراءة')], ['Waterproof', a('مقاوم للماء')], ['Backlit', 'بشاشة مضيئة']] },
      { label: L('Type', 'النوع'), options: [['Digital', a('رقمي')], ['Infrared', 'بالأشعة تحت الحمراء'], ['Forehead', 'للجبهة'], ['Ear', 'للأذن'], ['Contactless', 'بدون تلامس'], ['Baby', 'للأطفال']] },
    ],
    praise: 'the thermometer reads fast and accurately', complaint: 'the thermometer gives a different reading each time',
  },
  {
    noun: 'Toothbrush', ar: 'فرشاة أسنان', gender: 'f', subs: ['Personal Care'], unit: 'pcs', price: [3, 120], coloured: true,
    about: ['A toothbrush that cleans gently along the gum line.', 'فرشاة أسنان تنظف بلطف على امتداد خط اللثة.'],
    dims: [
      { label: L('Type', 'النوع'), options: [['Electric', a('كهربائي')], ['Sonic', 'بالموجات الصوتية'], ['Bamboo', 'من الخيزران'], ['Soft-Bristle', a('ناعم الشعيرات')], ['Kids', 'للأطفال'], ['Rechargeable', a('قابل للشحن')]] },
      { label: L('Pack', 'العبوة'), after: true, options: [['', ''], ['Pack of 2', 'عبوة من قطعتين'], ['Pack of 4', 'عبوة من 4 قطع']] },
    ],
    praise: 'the toothbrush leaves my teeth feeling clean', complaint: 'the bristles of the toothbrush wear out quickly',
  },
  {
    noun: 'First Aid Kit', ar: 'حقيبة إسعافات', gender: 'f', subs: ['Medical Supplies'], unit: 'pcs', price: [12, 70],
    about: ['A first aid kit with plasters, bandages and the essentials for small injuries.', 'حقيبة إسعافات فيها لصقات وضمادات وأساسيات الإصابات الصغيرة.'],
    dims: [
      { label: use, options: [['Travel', 'للسفر'], ['Car', 'للسيارة'], ['Home', a('منزلي')], ['Outdoor', 'للرحلات'], ['Workplace', 'لأماكن العمل'], ['Compact', a('صغير')]] },
      { label: pieces, after: true, options: [['42 Pieces', '42 قطعة'], ['100 Pieces', '100 قطعة'], ['160 Pieces', '160 قطعة']] },
    ],
    praise: 'the first aid kit is well stocked and compact', complaint: 'the first aid kit has too few plasters',
  },
];

const byNoun = new Map(productTypes.map((type) => [type.noun, type]));

/** The product type of an English noun of categorySeeds. */
export function productType(noun: string): ProductType {
  const type = byNoun.get(noun);
  if (!type) throw new Error(`No product type for ${noun}`);
  return type;
}
