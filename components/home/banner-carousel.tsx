'use client';
// Home banners: a row of slides the browser scrolls itself (CSS scroll snapping: a swipe moves one
// slide, with no script of ours or a library's; docs/adr/0031), with previous/next buttons and dots
// that scroll it. No autoplay, so nothing moves under a shopper who is reading (and nothing flakes
// in tests).
import { useEffect, useRef, useState } from 'react';
import { useQuickTranslations } from '@/lib/i18n/use-quick-translations';
import type { Banner } from '@/lib/api/schemas/catalog';
import { ShopImage } from '@/components/ui/shop-image';
import { MenuLink } from '@/components/layout/menu-link';

/** The slide a track shows: the one its scroll position is nearest to (either direction). */
export function slideShown(scrollLeft: number, width: number, count: number): number {
  if (width <= 0 || count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(Math.abs(scrollLeft) / width)));
}

export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const t = useQuickTranslations('Catalog');
  const [selected, setSelected] = useState(0);
  const track = useRef<HTMLDivElement>(null);
  const count = banners.length;

  // The dots follow the track however it moved: a swipe, a button, a focused link.
  useEffect(() => {
    const node = track.current;
    if (!node) return;
    let frame = 0;
    const follow = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setSelected(slideShown(node.scrollLeft, node.clientWidth, count)));
    };
    node.addEventListener('scroll', follow, { passive: true });
    return () => {
      node.removeEventListener('scroll', follow);
      cancelAnimationFrame(frame);
    };
  }, [count]);

  /** Scrolls to a slide; past either end it goes round to the other. */
  const show = (index: number) => {
    const node = track.current;
    if (!node || count === 0) return;
    const target = ((index % count) + count) % count;
    const slide = node.children[target];
    if (!(slide instanceof HTMLElement)) return;
    // Measured, not computed from the index: the same in left-to-right and right-to-left pages.
    const delta = slide.getBoundingClientRect().left - node.getBoundingClientRect().left;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    node.scrollBy({ left: delta, behavior: still ? 'auto' : 'smooth' });
    setSelected(target);
  };
  if (banners.length === 0) return null;

  return (
    <section aria-roledescription="carousel" aria-label={t('banners')} className="relative overflow-hidden rounded-lg bg-slate-100">
      <div ref={track} className="carousel-track">
        {banners.map((banner, index) => {
          const image = (
            <ShopImage
              src={banner.thumbnail}
              alt={banner.title ?? ''}
              fill
              priority={index === 0}
              sizes="(min-width: 1280px) 1248px, 100vw"
              widths={[640, 1080, 1920]}
              className="object-cover"
            />
          );
          return (
            <div
              key={banner.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('slide', { index: index + 1, count: banners.length })}
              className="carousel-slide relative aspect-[3/1] min-w-0 flex-[0_0_100%] sm:aspect-[4/1]"
            >
              {banner.url ? (
                <MenuLink url={banner.url} className="absolute inset-0">
                  {image}
                </MenuLink>
              ) : (
                image
              )}
              {/* The banner's words over its picture, in the page's language: its title and,
                  when it leads somewhere, a button-like call to action (the whole banner is
                  the link, so taps pass through). */}
              {banner.title ? (
                <div className="banner-caption">
                  <p>{banner.title}</p>
                  {banner.url ? <span>{t('shopNow')}</span> : null}
                </div>
              ) : null}
            </div>
          );
        })}
      </div>
      {banners.length > 1 ? (
        <>
          <button type="button" onClick={() => show(selected - 1)} aria-label={t('previousSlide')} className="absolute start-1 top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/80 shadow hover:bg-white">
            <span aria-hidden className="icon-chevron-down size-5 rotate-90 rtl:-rotate-90" />
          </button>
          <button type="button" onClick={() => show(selected + 1)} aria-label={t('nextSlide')} className="absolute end-1 top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/80 shadow hover:bg-white">
            <span aria-hidden className="icon-chevron-down size-5 -rotate-90 rtl:rotate-90" />
          </button>
          <div className="absolute inset-x-0 bottom-0 flex justify-center">
            {banners.map((banner, index) => (
              <button
                key={banner.id}
                type="button"
                onClick={() => show(index)}
                aria-label={t('slide', { index: index + 1, count: banners.length })}
                aria-current={index === selected ? 'true' : undefined}
                className="flex size-11 items-center justify-center"
              >
                <span aria-hidden className={`size-2.5 rounded-full ${index === selected ? 'bg-white' : 'bg-white/60'}`} />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
