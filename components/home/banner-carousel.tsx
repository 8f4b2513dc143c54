'use client';
// Home banners: a swipeable carousel with previous/next buttons and dots. No autoplay, so
// nothing moves under a shopper who is reading (and nothing flakes in tests).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuickTranslations } from '@/lib/i18n/use-quick-translations';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import type { Banner } from '@/lib/api/schemas/catalog';
import { ShopImage } from '@/components/ui/shop-image';
import { MenuLink } from '@/components/layout/menu-link';

type Api = EmblaCarouselType;

/**
 * Embla, fetched and started only once `started` is true, so its script (about 6 KB compressed)
 * is not part of the page's start-up. Answers the ref for the viewport and the carousel once it
 * runs.
 */
function useLazyEmbla(started: boolean, { loop, direction }: Pick<EmblaOptionsType, 'loop' | 'direction'>) {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<Api | null>(null);
  useEffect(() => {
    if (!started || !node) return;
    let carousel: Api | null = null;
    let cancelled = false;
    import('embla-carousel')
      .then(({ default: EmblaCarousel }) => {
        if (cancelled) return;
        carousel = EmblaCarousel(node, { loop, direction });
        setApi(carousel);
      })
      .catch((error: unknown) => console.error('The banner carousel could not start', error));
    return () => {
      cancelled = true;
      carousel?.destroy();
      setApi(null);
    };
  }, [started, node, loop, direction]);
  return [setNode, api] as const;
}

export function BannerCarousel({ banners, direction }: { banners: Banner[]; direction: 'ltr' | 'rtl' }) {
  const t = useQuickTranslations('Catalog');
  const [selected, setSelected] = useState(0);
  // Embla measures every slide when it starts (60 ms of script and layout on a mid-range phone),
  // so it starts once the browser is idle after the page has loaded, or at the first touch,
  // focus or button press, whichever comes first. A press before then is carried out as soon as
  // it has started.
  const [started, setStarted] = useState(false);
  const [viewport, embla] = useLazyEmbla(started, { loop: banners.length > 1, direction });
  const pending = useRef<((api: Api) => void) | null>(null);

  useEffect(() => {
    if (started) return;
    const start = () => setStarted(true);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(start, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(start, 500);
    return () => window.clearTimeout(id);
  }, [started]);

  useEffect(() => {
    if (!embla || !pending.current) return;
    pending.current(embla);
    pending.current = null;
    setSelected(embla.selectedScrollSnap());
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  const run = useCallback(
    (action: (api: Api) => void) => {
      if (embla) action(embla);
      else {
        pending.current = action;
        setStarted(true);
      }
    },
    [embla],
  );
  const start = useCallback(() => setStarted(true), []);
  if (banners.length === 0) return null;

  return (
    <section aria-roledescription="carousel" aria-label={t('banners')} onPointerDown={start} onFocus={start} className="relative overflow-hidden rounded-lg bg-slate-100">
      <div ref={viewport} className="overflow-hidden">
        <div className="flex">
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
                className="relative aspect-[3/1] min-w-0 flex-[0_0_100%] sm:aspect-[4/1]"
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
      </div>
      {banners.length > 1 ? (
        <>
          <button type="button" onClick={() => run((api) => api.scrollPrev())} aria-label={t('previousSlide')} className="absolute start-1 top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/80 shadow hover:bg-white">
            <span aria-hidden className="icon-chevron-down size-5 rotate-90 rtl:-rotate-90" />
          </button>
          <button type="button" onClick={() => run((api) => api.scrollNext())} aria-label={t('nextSlide')} className="absolute end-1 top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/80 shadow hover:bg-white">
            <span aria-hidden className="icon-chevron-down size-5 -rotate-90 rtl:rotate-90" />
          </button>
          <div className="absolute inset-x-0 bottom-0 flex justify-center">
            {banners.map((banner, index) => (
              <button
                key={banner.id}
                type="button"
                onClick={() => run((api) => api.scrollTo(index))}
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
