// Home banners and ads, and the blog.
import type { Db } from '../client';
import * as s from '../schema';
import { mediaUrl } from '../../media/generate';
import { insertInBatches } from './batch';
import { categorySeeds } from './catalog-words';
import type { Random } from './random';

/** A seeded category's page at its one address (categories are addressed by id: catalog.ts numbers them in this order). */
const categoryPage = (slug: string) => `/categories/${categorySeeds.findIndex((category) => category.slug === slug) + 1}`;

const DAY = 86_400_000;

const posts: [string, string][] = [
  ['How to choose running shoes', 'كيف تختار حذاء الجري'],
  ['Ten kitchen tools worth buying', 'عشر أدوات مطبخ تستحق الشراء'],
  ['A beginner guide to skincare', 'دليل المبتدئين للعناية بالبشرة'],
  ['Working from home: the desk setup', 'العمل من المنزل: ترتيب المكتب'],
  ['Gift ideas for every budget', 'أفكار هدايا لكل ميزانية'],
  ['Coffee at home like a barista', 'قهوة في المنزل مثل الباريستا'],
  ['Camping checklist for families', 'قائمة التخييم للعائلات'],
  ['Keeping your car clean inside', 'الحفاظ على نظافة سيارتك من الداخل'],
  ['Books to read this season', 'كتب لتقرأها هذا الموسم'],
  ['Toys that teach', 'ألعاب تعليمية'],
  ['Healthy habits that stick', 'عادات صحية تدوم'],
  ['Meet the shops of Marketly', 'تعرّف على متاجر ماركتلي'],
];

const categories: [string, string][] = [
  ['Guides', 'أدلة'],
  ['Lifestyle', 'أسلوب حياة'],
  ['Marketplace News', 'أخبار السوق'],
  ['Reviews', 'مراجعات'],
];

const tags: [string, string][] = [
  ['Tips', 'tips'], ['Home', 'home'], ['Style', 'style'], ['Budget', 'budget'], ['Outdoors', 'outdoors'], ['Wellness', 'wellness'],
];

export const slugify = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export async function seedContent(db: Db, random: Random, productIds: number[], now: number): Promise<void> {
  await db.insert(s.banners).values([
    { kind: 'banner', title: 'Up to 40% off at independent shops', thumbnail: mediaUrl('banners/banner-1.webp'), url: '/best-deal', position: 1, i18n: { ar: { title: 'خصم حتى 40% من المتاجر المستقلة' } } },
    { kind: 'banner', title: 'New season fashion: 20% off jackets and boots', thumbnail: mediaUrl('banners/banner-2.webp'), url: categoryPage('fashion'), position: 2, i18n: { ar: { title: 'أزياء الموسم الجديد: خصم 20% على السترات والأحذية' } } },
    { kind: 'banner', title: 'Flash sale: today’s prices end at midnight', thumbnail: mediaUrl('banners/banner-3.webp'), url: '/flash-sale/1', position: 3, i18n: { ar: { title: 'تخفيضات سريعة: أسعار اليوم تنتهي منتصف الليل' } } },
    { kind: 'ad', title: 'Free delivery on home goods', thumbnail: mediaUrl('banners/ad-1.webp'), url: categoryPage('home-kitchen'), position: 1, i18n: { ar: { title: 'توصيل مجاني للمنزل' } } },
    { kind: 'ad', title: 'Top rated electronics', thumbnail: mediaUrl('banners/ad-2.webp'), url: categoryPage('electronics'), position: 2, i18n: { ar: { title: 'أفضل الإلكترونيات تقييماً' } } },
    { kind: 'ad', title: 'Beauty picks', thumbnail: mediaUrl('banners/ad-3.webp'), url: categoryPage('beauty'), position: 3, i18n: { ar: { title: 'مختارات التجميل' } } },
  ]);
  await db.insert(s.blogCategories).values(categories.map(([name, ar], i) => ({ id: i + 1, name, i18n: { ar: { name: ar } } })));
  await db.insert(s.blogTags).values(tags.map(([name, slug], i) => ({ id: i + 1, name, slug })));
  await db.insert(s.blogs).values(
    posts.map(([title, ar], i) => ({
      id: i + 1,
      slug: slugify(title),
      title,
      i18n: {
        ar: {
          title: ar,
          author_name: ['لينا حداد', 'جيمس سميث', 'سارة خان'][i % 3],
          description: `<p>${ar}: قراءة قصيرة من فريق ماركتلي.</p><h2>لماذا يهم ذلك</h2><p>الاختيارات الجيدة توفّر المال والوقت. إليك ما تعلّمناه من متاجرنا وعملائنا.</p><h2>اختياراتنا</h2><ul><li>ابدأ بما تحتاج إليه.</li><li>قارن بين المتاجر والتقييمات.</li><li>اجمع قسيمة قبل إتمام الشراء.</li></ul>`,
        },
      },
      categoryId: (i % categories.length) + 1,
      authorName: ['Lina Haddad', 'James Smith', 'Sara Khan'][i % 3],
      authorPhoto: mediaUrl(`avatars/a-${(i % 8) + 1}.webp`),
      thumbnail: mediaUrl(`blog/b-${i + 1}.webp`),
      description: `<p>${title} — a short read from the Marketly team.</p><h2>Why it matters</h2><p>Good choices save money and time. Here is what we learned from our shops and customers.</p><h2>Our picks</h2><ul><li>Start with what you need.</li><li>Compare shops and reviews.</li><li>Collect a voucher before you check out.</li></ul>`,
      totalViews: random.int(50, 5000),
      // Two recent posts count as new (within 7 days).
      createdAt: new Date(now - (i < 2 ? i + 1 : i * 6 + 3) * DAY),
    })),
  );
  await insertInBatches(
    db,
    s.blogPostTags,
    posts.flatMap((_, i) => random.sample(tags.map((_, t) => t + 1), 2).map((tagId) => ({ blogId: i + 1, tagId }))),
  );
  await insertInBatches(
    db,
    s.blogProducts,
    posts.flatMap((_, i) => random.sample(productIds.slice(0, 60), 3).map((productId) => ({ blogId: i + 1, productId }))),
  );
}
