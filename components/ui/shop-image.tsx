import { preload } from 'react-dom';
import { deviceSizes, imageSizes } from '@/lib/image-widths.mjs';

type Common = {
  src: string;
  alt: string;
  className?: string;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  /** The page's likely LCP picture: preloaded from the head and fetched at high priority. */
  priority?: boolean;
};

/** A picture of a known size in CSS pixels: one file for screens of density 1, one for 2. */
type Fixed = Common & { width: number; height: number; fill?: never; sizes?: never; widths?: never };

/**
 * A picture that fills its positioned parent. `sizes` tells the browser how wide it is shown,
 * `widths` which files (in pixels) to offer: each is a srcset entry in the HTML, so name only the
 * few that the layouts need.
 */
type Fill = Common & { fill: true; sizes: string; widths: readonly number[]; width?: never; height?: never };

export type ShopImageProps = Fixed | Fill;

/** The shop's own media, which the optimiser resizes (next.config.mjs `images.localPatterns`). */
const MEDIA = '/media';

const allowed = [...imageSizes, ...deviceSizes].sort((a, b) => a - b);

/** The smallest width the optimiser produces that is at least `width`. */
export function allowedWidth(width: number): number {
  return allowed.find((candidate) => candidate >= width) ?? allowed[allowed.length - 1];
}

/** The optimiser's file for a picture under /media at a width, by next.config.mjs's short route /img/{width}/{path}. */
export function optimisedUrl(src: string, width: number): string {
  return `/img/${allowedWidth(width)}${src.slice(MEDIA.length)}`;
}

/** The srcset of a picture of the shop's own media, and the file its `src` names. */
export function sourceSet(props: ShopImageProps): { src: string; srcSet: string } {
  if (props.fill) {
    const widths = [...new Set(props.widths.map(allowedWidth))].sort((a, b) => a - b);
    return { src: optimisedUrl(props.src, widths[widths.length - 1]), srcSet: widths.map((width) => `${optimisedUrl(props.src, width)} ${width}w`).join(', ') };
  }
  const one = allowedWidth(props.width);
  const two = allowedWidth(props.width * 2);
  const srcSet = one === two ? `${optimisedUrl(props.src, one)} 1x` : `${optimisedUrl(props.src, one)} 1x, ${optimisedUrl(props.src, two)} 2x`;
  return { src: optimisedUrl(props.src, two), srcSet };
}

/**
 * A plain img, with no client code of its own. The shop's own media (/media/...) is offered
 * through the image optimiser in the few widths the layout needs (next/image lists every
 * configured width with long URLs, about 1 KB of HTML per card, and hydrates each picture).
 * Absolute URLs from an external backend, whose hosts are not known when the shop is built, and
 * files shoppers uploaded (/api/uploads/...), which the optimiser is not configured to fetch, are
 * used as they are.
 */
export function ShopImage(props: ShopImageProps) {
  const { alt, priority = false, fill, className } = props;
  // A preload alone inherits the low priority of images; the LCP picture must not queue behind
  // the page's scripts.
  const fetchPriority = priority ? 'high' : props.fetchPriority;
  const optimised = props.src.startsWith(`${MEDIA}/`);
  const { src, srcSet } = optimised ? sourceSet(props) : { src: props.src, srcSet: undefined };
  if (priority) preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: fill ? props.sizes : undefined, fetchPriority: 'high' });
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src}
      srcSet={srcSet}
      sizes={fill ? props.sizes : undefined}
      alt={alt}
      width={fill ? undefined : props.width}
      height={fill ? undefined : props.height}
      className={fill ? `img-fill ${className ?? ''}` : className}
      loading={priority ? 'eager' : (props.loading ?? 'lazy')}
      fetchPriority={fetchPriority}
      decoding="async"
    />
  );
}
