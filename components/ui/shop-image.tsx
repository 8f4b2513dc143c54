import Image, { type ImageProps } from 'next/image';

type ShopImageProps = Omit<ImageProps, 'priority' | 'preload'> & {
  src: string;
  /** The page's likely LCP picture: preloaded from the head and fetched at high priority. */
  priority?: boolean;
};

/**
 * next/image for the shop's own media (/media/...), a plain img for absolute URLs from an
 * external backend, whose hosts are not known when the shop is built, and for files shoppers
 * uploaded (/api/uploads/...), which the image optimiser is not configured to fetch.
 */
export function ShopImage(props: ShopImageProps) {
  const { src, alt, priority = false, ...rest } = props;
  // A preload alone inherits the low priority of images; the LCP picture must not queue behind
  // the page's scripts.
  const fetchPriority = priority ? 'high' : rest.fetchPriority;
  if (src.startsWith('/') && !src.startsWith('/api/')) return <Image src={src} alt={alt} {...rest} preload={priority} fetchPriority={fetchPriority} />;
  const { width, height, className, loading, sizes } = rest;
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src}
      alt={alt}
      width={width as number | undefined}
      height={height as number | undefined}
      className={className}
      loading={priority ? 'eager' : (loading ?? 'lazy')}
      fetchPriority={fetchPriority}
      sizes={sizes}
      decoding="async"
    />
  );
}
