import { desc, eq } from 'drizzle-orm';
import * as s from '@/server/db/schema';
import type { ProductCard } from '@/server/services/product-cards';
import { call, shopForTests, type Envelope, type TestShop } from '@/server/test/test-app';
import { readDate } from '@/lib/format-date';
import { displayDate } from '@/server/services/format';

jest.setTimeout(60_000);

let shop: TestShop;
shopForTests((started) => (shop = started));

interface Blog {
  id: number;
  title: string;
  slug: string;
  category: { id: number; name: string };
  post_by: { name: string; profile_photo: string | null };
  thumbnail: string;
  total_views: number;
  description: string;
  created_at: string;
  is_new: boolean;
}

describe('blog', () => {
  it('lists posts newest first with teasers, categories and the new flag', async () => {
    const { data } = (await call<Envelope<{ total: number; blogs: Blog[]; categories: { id: number; name: string }[] }>>('/blogs')).body;
    expect(data.total).toBe(12);
    expect(data.blogs).toHaveLength(12);
    expect(Object.keys(data.blogs[0]).sort()).toEqual(['category', 'created_at', 'description', 'id', 'is_new', 'post_by', 'slug', 'thumbnail', 'title', 'total_views']);
    expect(data.blogs.filter((b) => b.is_new)).toHaveLength(2);
    expect(data.blogs[0].description).not.toContain('<');
    // The original's "d M, Y": "05 Mar, 2024", the post's UTC day.
    for (const blog of data.blogs) expect(blog.created_at).toMatch(/^\d{2} [A-Z][a-z]{2}, \d{4}$/);
    const [newest] = await shop.handle.db.select().from(s.blogs).orderBy(desc(s.blogs.createdAt), desc(s.blogs.id)).limit(1);
    expect(data.blogs[0].created_at).toBe(displayDate(newest.createdAt, 'd M, Y'));
    const times = data.blogs.map((b) => readDate(b.created_at)?.date.getTime() ?? NaN);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(data.categories).toHaveLength(4);
    const paged = (await call<Envelope<{ total: number; blogs: Blog[] }>>('/blogs?category_id=2&page=1&per_page=2')).body.data;
    expect(paged.total).toBe(3);
    expect(paged.blogs).toHaveLength(2);
    expect(paged.blogs.every((b) => b.category.id === 2)).toBe(true);
  });

  it('gives a post by slug or by id, with tags, neighbours and products', async () => {
    type Details = { blog: Blog & { tags: { id: number; name: string; slug: string }[] }; related_blogs: Blog[]; popular_blogs: Blog[]; related_products: ProductCard[] };
    const bySlug = await call<Envelope<Details>>('/blog/how-to-choose-running-shoes/details');
    expect(bySlug.status).toBe(200);
    const { data } = bySlug.body;
    expect(data.blog).toMatchObject({ id: 1, title: 'How to choose running shoes' });
    expect(data.blog.description).toContain('<h2>');
    expect(data.blog.tags).toHaveLength(2);
    expect(Object.keys(data.blog.tags[0]).sort()).toEqual(['id', 'name', 'slug']);
    expect(data.related_blogs.every((b) => b.category.id === data.blog.category.id && b.id !== 1)).toBe(true);
    expect(data.popular_blogs.every((b) => b.id !== 1)).toBe(true);
    expect(data.related_products).toHaveLength(3);
    const byId = await call<Envelope<Details>>('/blog/1/details');
    expect(byId.body.data.blog.slug).toBe('how-to-choose-running-shoes');
    const ar = await call<Envelope<Details>>('/blog/1/details', { locale: 'ar' });
    expect(ar.body.data.blog.title).toBe('كيف تختار حذاء الجري');
    expect((await call('/blog/no-such-post/details')).status).toBe(404);
    expect((await call('/blog/99999999999/details')).status).toBe(404);
    expect((await call(`/blog/${'a'.repeat(5000)}/details`)).status).toBe(404);
  });
});

describe('blog, as the original answers it', () => {
  type Listed = { total: number; blogs: Blog[]; categories: { id: number; name: string }[] };
  type Details = { related_blogs: Blog[] };

  it('marks a post new for five days', async () => {
    const [row] = await shop.handle.db.select().from(s.blogs).where(eq(s.blogs.id, 3));
    try {
      for (const [days, fresh] of [[4.5, true], [6, false]] as const) {
        await shop.handle.db.update(s.blogs).set({ createdAt: new Date(Date.now() - days * 24 * 3600_000) }).where(eq(s.blogs.id, 3));
        const { blogs } = (await call<Envelope<Listed>>('/blogs')).body.data;
        expect({ days, fresh: blogs.find((b) => b.id === 3)!.is_new }).toEqual({ days, fresh });
      }
    } finally {
      await shop.handle.db.update(s.blogs).set({ createdAt: row.createdAt }).where(eq(s.blogs.id, 3));
    }
  });

  it('cuts list teasers at 200 characters without a marker', async () => {
    const [row] = await shop.handle.db.select().from(s.blogs).where(eq(s.blogs.id, 4));
    const words = Array.from({ length: 80 }, (_, i) => `word${i}`).join(' ');
    await shop.handle.db.update(s.blogs).set({ description: `<p>${words}</p>` }).where(eq(s.blogs.id, 4));
    try {
      const { blogs } = (await call<Envelope<Listed>>('/blogs')).body.data;
      expect(blogs.find((b) => b.id === 4)!.description).toBe(words.slice(0, 200).trimEnd());
    } finally {
      await shop.handle.db.update(s.blogs).set({ description: row.description }).where(eq(s.blogs.id, 4));
    }
  });

  it('lists only the categories that have posts', async () => {
    const [empty] = await shop.handle.db.insert(s.blogCategories).values({ name: 'Empty for now' }).returning();
    try {
      const { categories } = (await call<Envelope<Listed>>('/blogs')).body.data;
      expect(categories.map((c) => c.id)).not.toContain(empty.id);
      expect(categories).toHaveLength(4);
    } finally {
      await shop.handle.db.delete(s.blogCategories).where(eq(s.blogCategories.id, empty.id));
    }
  });

  it('gives up to six related posts', async () => {
    const rows = await shop.handle.db.select({ id: s.blogs.id, categoryId: s.blogs.categoryId }).from(s.blogs);
    await shop.handle.db.update(s.blogs).set({ categoryId: 1 });
    try {
      expect((await call<Envelope<Details>>('/blog/1/details')).body.data.related_blogs).toHaveLength(6);
    } finally {
      for (const row of rows) await shop.handle.db.update(s.blogs).set({ categoryId: row.categoryId }).where(eq(s.blogs.id, row.id));
    }
  });
});

describe('legal pages and contact details', () => {
  it('gives each legal page, translated', async () => {
    for (const slug of ['privacy-policy', 'terms-and-conditions', 'return-and-refund-policy', 'shipping-and-delivery-policy', 'about-us']) {
      const answer = await call<Envelope<{ content: { title: string; description: string } }>>(`/legal-pages/${slug}`);
      expect(answer.status).toBe(200);
      expect(Object.keys(answer.body.data.content).sort()).toEqual(['description', 'title', 'updated_at']);
    }
    const ar = await call<Envelope<{ content: { title: string } }>>('/legal-pages/about-us', { locale: 'ar' });
    expect(ar.body.data.content.title).toBe('من نحن');
    expect(await call('/legal-pages/nothing-here')).toMatchObject({ status: 404, body: { message: 'Page not found' } });
  });

  it('dates a legal page by the last change of its title or text (ours, for sitemaps)', async () => {
    type Page = Envelope<{ content: { title: string; updated_at: string } }>;
    const timeOf = async () => (await call<Page>('/legal-pages/privacy-policy')).body.data.content.updated_at;
    const [row] = await shop.handle.db.select().from(s.legalPages).where(eq(s.legalPages.slug, 'privacy-policy'));
    expect(await timeOf()).toBe(row.updatedAt.toISOString());
    await shop.handle.db.update(s.legalPages).set({ updatedAt: new Date('2020-01-01T00:00:00Z') }).where(eq(s.legalPages.slug, 'privacy-policy'));
    expect(await timeOf()).toBe('2020-01-01T00:00:00.000Z');
    const before = Date.now() - 1000;
    await shop.handle.db.update(s.legalPages).set({ description: `${row.description}<p>Changed.</p>` }).where(eq(s.legalPages.slug, 'privacy-policy'));
    expect(new Date(await timeOf()).getTime()).toBeGreaterThanOrEqual(before);
    await shop.handle.db.update(s.legalPages).set({ description: row.description }).where(eq(s.legalPages.slug, 'privacy-policy'));
  });

  it('gives the contact details from settings', async () => {
    const { data } = (await call<Envelope<Record<string, string>>>('/contact-us')).body;
    expect(data).toEqual({ phone: '+1 555 0100 200', email: 'support@marketly.example', whatsapp: '+15550100200', messenger: 'https://m.me/marketly' });
  });
});

describe('POST /support', () => {
  const message = { name: 'Sam Buyer', email: 'sam@example.com', phone: '+1 555 0100', subject: 'Where is my parcel?', message: 'It has been a week.' };

  it('stores the message and answers with it', async () => {
    const answer = await call<Envelope<{ content: Record<string, unknown> }>>('/support', { method: 'POST', json: message });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Your message has been sent successfully');
    expect(answer.body.data.content).toMatchObject(message);
    const [row] = await shop.handle.db.select().from(s.contactMessages).orderBy(desc(s.contactMessages.id)).limit(1);
    expect(row).toMatchObject(message);
  });

  it('accepts a form post and a missing phone', async () => {
    const body = new URLSearchParams({ name: 'Form User', email: 'form@example.com', subject: 'Hi', message: 'Hello' });
    const answer = await call<Envelope<{ content: { phone: string | null } }>>('/support', { method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(answer.status).toBe(200);
    expect(answer.body.data.content.phone).toBeNull();
  });

  it('takes the original form: subject and message only, without name, email or phone', async () => {
    const answer = await call<Envelope<{ content: Record<string, unknown> }>>('/support', { method: 'POST', json: { subject: 'Opening hours', message: 'When do you open?' } });
    expect(answer.status).toBe(200);
    expect(answer.body.data.content).toMatchObject({ name: null, email: null, phone: null, subject: 'Opening hours', message: 'When do you open?' });
    const blank = await call<Envelope<{ content: Record<string, unknown> }>>('/support', { method: 'POST', json: { name: '', email: '', subject: 'Hi', message: 'Hello' } });
    expect(blank.body.data.content).toMatchObject({ name: null, email: null });
  });

  it('answers 422 with Laravel-style errors', async () => {
    const missing = await call('/support', { method: 'POST', json: { email: 'not-an-email', message: 'y' } });
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({
      message: 'The email field must be a valid email address. (and 1 more error)',
      errors: { email: ['The email field must be a valid email address.'], subject: ['The subject field is required.'] },
    });
    const wrongTypes = await call('/support', { method: 'POST', json: { ...message, name: 42, message: ['a'] } });
    expect(wrongTypes.status).toBe(422);
    expect(wrongTypes.body.errors).toEqual({ name: ['The name field must be a string.'], message: ['The message field must be a string.'] });
    const long = await call('/support', { method: 'POST', json: { ...message, message: 'x'.repeat(10_000) } });
    expect(long.body.errors?.message).toEqual(['The message field must not be greater than 5000 characters.']);
    expect((await call('/support', { method: 'POST', json: [1, 2] })).status).toBe(422);
    expect((await call('/support', { method: 'POST', json: { ...message, name: 'a\u0000b' } })).status).toBe(422);
  });

  it('answers 400 to malformed JSON and 413 to a body over 1 MB', async () => {
    const malformed = await call('/support', { method: 'POST', body: '{"name":', headers: { 'Content-Type': 'application/json' } });
    expect(malformed).toMatchObject({ status: 400, body: { message: 'Malformed JSON in request body' } });
    const huge = await call('/support', { method: 'POST', json: { ...message, message: 'x'.repeat(1_100_000) } });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBeTruthy();
  });
});
