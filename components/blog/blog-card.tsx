import { useFormatter, useTranslations } from 'next-intl';
import type { Blog } from '@/lib/api/schemas/content';
import { Link } from '@/lib/i18n/navigation';
import { ShopImage } from '@/components/ui/shop-image';
import { shownDate } from '@/lib/format-date';

export function blogHref(blog: Pick<Blog, 'slug' | 'id'>): string {
  return `/blog/${encodeURIComponent(blog.slug || String(blog.id))}`;
}

/** `priority`: the first post of a list, whose picture is the page's largest paint on a phone. */
export function BlogCard({ blog, compact = false, priority = false }: { blog: Blog; compact?: boolean; priority?: boolean }) {
  const t = useTranslations('Blog');
  const date = shownDate(useFormatter(), blog.created_at);
  return (
    <article className={`relative flex overflow-hidden rounded-md border border-slate-200 bg-white hover:shadow-md ${compact ? 'gap-3 p-2' : 'flex-col'}`}>
      <div className={`relative shrink-0 bg-slate-100 ${compact ? 'size-20 overflow-hidden rounded' : 'aspect-[16/9]'}`}>
        {blog.thumbnail ? <ShopImage src={blog.thumbnail} alt="" fill sizes={compact ? '80px' : '(min-width: 1024px) 400px, 100vw'} widths={compact ? [96, 256] : [384, 828, 1080]} priority={priority} className="object-cover" /> : null}
        {blog.is_new && !compact ? <span className="absolute start-2 top-2 rounded bg-primary-600 px-1.5 py-0.5 text-xs font-semibold text-white">{t('new')}</span> : null}
      </div>
      <div className={compact ? 'min-w-0' : 'flex flex-1 flex-col gap-1 p-4'}>
        {blog.category && !compact ? <p className="text-xs font-medium text-primary-700">{blog.category.name}</p> : null}
        <h3 className={compact ? 'line-clamp-2 text-sm font-medium' : 'text-lg font-semibold'}>
          <Link href={blogHref(blog)} className="after:absolute after:inset-0 hover:underline">
            {blog.title}
          </Link>
        </h3>
        {!compact && blog.description ? <p className="line-clamp-3 text-sm text-slate-600">{blog.description}</p> : null}
        <p className="mt-auto text-xs text-slate-500">
          <time dateTime={date.iso}>{date.text}</time>
          {blog.post_by ? ` · ${blog.post_by.name}` : ''}
          {` · ${t('views', { count: blog.total_views })}`}
        </p>
      </div>
    </article>
  );
}
