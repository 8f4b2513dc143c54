/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { ShopImage, allowedWidth } from './shop-image';

describe('ShopImage', () => {
  it('offers a filling picture of the shop’s media in the named widths, at short optimiser URLs', () => {
    const { container } = render(<ShopImage src="/media/products/p-1.webp" alt="" fill sizes="auto" widths={[256, 384, 640]} className="object-cover" />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('srcset')).toBe('/img/256/products/p-1.webp 256w, /img/384/products/p-1.webp 384w, /img/640/products/p-1.webp 640w');
    expect(img.getAttribute('src')).toBe('/img/640/products/p-1.webp');
    expect(img.getAttribute('sizes')).toBe('auto');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.className).toBe('img-fill object-cover');
  });

  it('gives a picture of known size one file for density 1 and one for 2, in widths the optimiser makes', () => {
    const { container } = render(<ShopImage src="/media/brand/logo.webp" alt="Logo" width={36} height={36} />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('srcset')).toBe('/img/48/brand/logo.webp 1x, /img/96/brand/logo.webp 2x');
    expect(img).toHaveAttribute('width', '36');
    expect(allowedWidth(200)).toBe(256);
    expect(allowedWidth(5000)).toBe(1920);
  });

  it('uses other pictures as they are, and fetches the page’s main one first', () => {
    const { container } = render(
      <>
        <ShopImage src="https://cdn.example/p.jpg" alt="" width={64} height={64} />
        <ShopImage src="/api/uploads/7" alt="" width={40} height={40} priority />
      </>,
    );
    const [external, upload] = container.querySelectorAll('img');
    expect(external.getAttribute('src')).toBe('https://cdn.example/p.jpg');
    expect(external.hasAttribute('srcset')).toBe(false);
    expect(upload.getAttribute('src')).toBe('/api/uploads/7');
    expect(upload.getAttribute('loading')).toBe('eager');
    expect(upload.getAttribute('fetchpriority')).toBe('high');
  });
});
