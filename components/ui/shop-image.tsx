import Image, { type ImageProps } from 'next/image';

/**
 * next/image for the shop's own media (/media/...), a plain img for absolute URLs from an
 * external backend, whose hosts are not known when the shop is built, and for files shoppers
 * uploaded (/api/uploads/...), which the image optimiser is not configured to fetch.
 */
export function ShopImage(props: ImageProps & { src: string }) {
  const { src, alt, ...rest } = props;
  if (src.startsWith('/') && !src.startsWith('/api/')) return <Image src={src} alt={alt} {...rest} />;
  const { width, height, className, loading, sizes } = rest;
  // eslint-disable-next-line @next/next/no-img-element
  return <img src={src} alt={alt} width={width as number | undefined} height={height as number | undefined} className={className} loading={loading ?? 'lazy'} sizes={sizes} decoding="async" />;
}
