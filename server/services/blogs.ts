// The blog: lists with teasers, and a post with its tags, neighbours and linked products.
import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Blog, BlogDetails, BlogList } from '@/lib/api/schemas/content';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { displayDate, excerpt } from './format';
import { cardsByIds } from './product-cards';
import { tr } from './translate';

/** A post is new for five days, the original's rule (docs/contract.md, "Differences"). */
const NEW_WINDOW_MS = 5 * 24 * 60 * 60 * 1000;

/** Related posts of the same category, as many as the original sends. */
const RELATED = 6;

function blogRows(db: Db, locale: string) {
  return db
    .select({
      id: s.blogs.id,
      title: tr(s.blogs.i18n, s.blogs.title, locale, 'title'),
      slug: s.blogs.slug,
      categoryId: s.blogCategories.id,
      categoryName: tr(s.blogCategories.i18n, s.blogCategories.name, locale, 'name'),
      authorName: tr(s.blogs.i18n, s.blogs.authorName, locale, 'author_name'),
      authorPhoto: s.blogs.authorPhoto,
      thumbnail: s.blogs.thumbnail,
      totalViews: s.blogs.totalViews,
      description: tr(s.blogs.i18n, s.blogs.description, locale, 'description'),
      createdAt: s.blogs.createdAt,
    })
    .from(s.blogs)
    .innerJoin(s.blogCategories, eq(s.blogCategories.id, s.blogs.categoryId))
    .$dynamic();
}

type BlogRow = Awaited<ReturnType<ReturnType<typeof blogRows>['execute']>>[number];

function toBlog(row: BlogRow, fullText: boolean, now = Date.now()): Blog {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    category: { id: row.categoryId, name: row.categoryName },
    post_by: { name: row.authorName, profile_photo: row.authorPhoto },
    thumbnail: row.thumbnail,
    total_views: row.totalViews,
    description: fullText ? row.description : excerpt(row.description),
    // As the original writes it: "05 Mar, 2024".
    created_at: displayDate(row.createdAt, 'd M, Y'),
    is_new: now - row.createdAt.getTime() < NEW_WINDOW_MS,
  };
}

/** The categories that have posts, as the original lists them beside the posts. */
function blogCategoryList(db: Db, locale: string) {
  return db
    .select({ id: s.blogCategories.id, name: tr(s.blogCategories.i18n, s.blogCategories.name, locale, 'name') })
    .from(s.blogCategories)
    .where(sql`exists (select 1 from ${s.blogs} where ${s.blogs.categoryId} = ${s.blogCategories.id})`)
    .orderBy(s.blogCategories.id);
}

export async function listBlogs(db: Db, locale: string, params: { categoryId?: number; limit: number; offset: number }): Promise<BlogList> {
  const where: SQL | undefined = params.categoryId === undefined ? undefined : eq(s.blogs.categoryId, params.categoryId);
  const [[{ total }], rows, categories] = await Promise.all([
    db.select({ total: sql<number>`count(*)::int`.mapWith(Number) }).from(s.blogs).where(where),
    blogRows(db, locale).where(where).orderBy(desc(s.blogs.createdAt), desc(s.blogs.id)).limit(params.limit).offset(params.offset),
    blogCategoryList(db, locale),
  ]);
  return { total, blogs: rows.map((row) => toBlog(row, false)), categories };
}

/** A post by its slug, or by its id when the segment is a number. */
export async function blogDetails(db: Db, locale: string, key: { id?: number; slug?: string }): Promise<BlogDetails | null> {
  const match = key.id !== undefined ? eq(s.blogs.id, key.id) : eq(s.blogs.slug, key.slug ?? '');
  const [row] = await blogRows(db, locale).where(match);
  if (!row) return null;
  const [tags, related, popular, productLinks] = await Promise.all([
    db
      .select({ id: s.blogTags.id, name: s.blogTags.name, slug: s.blogTags.slug })
      .from(s.blogTags)
      .where(inArray(s.blogTags.id, db.select({ id: s.blogPostTags.tagId }).from(s.blogPostTags).where(eq(s.blogPostTags.blogId, row.id))))
      .orderBy(s.blogTags.id),
    blogRows(db, locale)
      .where(and(eq(s.blogs.categoryId, row.categoryId), ne(s.blogs.id, row.id)))
      .orderBy(desc(s.blogs.createdAt), desc(s.blogs.id))
      .limit(RELATED),
    blogRows(db, locale).where(ne(s.blogs.id, row.id)).orderBy(desc(s.blogs.totalViews), desc(s.blogs.id)).limit(5),
    db.select({ productId: s.blogProducts.productId }).from(s.blogProducts).where(eq(s.blogProducts.blogId, row.id)).orderBy(s.blogProducts.productId),
  ]);
  const relatedProducts = await cardsByIds(db, locale, productLinks.map((link) => link.productId));
  return {
    blog: { ...toBlog(row, true), tags },
    related_blogs: related.map((r) => toBlog(r, false)),
    popular_blogs: popular.map((r) => toBlog(r, false)),
    related_products: relatedProducts,
  };
}
