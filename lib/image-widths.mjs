// The widths the image optimiser (/_next/image) is allowed to produce. next.config.mjs gives
// them to Next.js, and components/ui/shop-image.tsx builds its srcset entries from them: a width
// outside these lists is refused by the optimiser.
export const deviceSizes = [640, 828, 1080, 1280, 1920];
export const imageSizes = [48, 96, 128, 256, 384];
export const imageQuality = 75;
