// Which picture shows which product. Every noun of the catalogue has a few pictures of its own
// ("p/kettle-1.webp" …), told apart by colour, backdrop and facing; a product's pictures
// follow from its noun and id alone, so choosing them takes nothing from the seed's random
// sequence and the rest of the demo data stays as it is.
import type { ImageSpec } from '../../media/generate';
import { pictogramColors } from '../../media/pictograms';
import { categorySeeds } from './catalog-words';

/** Pictures drawn per noun. */
export const PICTURE_VARIANTS = 3;

// Main colours for drawings without colours of their own, and pale backdrops for all.
const COLORS = ['#2563eb', '#e11d48', '#0d9488', '#7c3aed', '#ea580c', '#16a34a', '#db2777', '#0891b2', '#475569', '#ca8a04'];
const BACKDROPS = ['#dbeafe', '#fef3c7', '#fce7f3', '#dcfce7', '#ede9fe', '#ffedd5', '#e0f2fe', '#f1f5f9'];

/** "Frying Pan" → "frying-pan": the file name stem of a noun's pictures. */
export function pictureSlug(noun: string): string {
  return noun
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The files of a noun's pictures, under the media folder. The folder's name is one letter: a
 * home page names some twenty of these four times each (srcset and the page's payload), and the
 * bytes count against its HTML budget.
 */
export function nounPictures(noun: string): string[] {
  return Array.from({ length: PICTURE_VARIANTS }, (_, k) => `p/${pictureSlug(noun)}-${k + 1}.webp`);
}

/**
 * The picture at `position` of a product's gallery (0 is its thumbnail): the noun's variants in
 * turn, starting at one chosen by id so that neighbouring products of one noun look different.
 */
export function productPicture(noun: string, id: number, position = 0): string {
  return nounPictures(noun)[(id + position) % PICTURE_VARIANTS];
}

/** The picture of the category at `index` in categorySeeds (sub-categories show it too). */
export function categoryPicture(index: number): string {
  return `categories/c-${index + 1}.webp`;
}

/** How variant `k` of the noun numbered `n` is painted. */
function variantLook(noun: string, n: number, k: number): Pick<ImageSpec, 'color' | 'background' | 'mirror'> {
  const own = pictogramColors(noun, []);
  return {
    color: own.length ? own[k % own.length] : COLORS[(n + k * 3) % COLORS.length],
    background: BACKDROPS[(n * 3 + k * 5) % BACKDROPS.length],
    mirror: k === 1,
  };
}

/** Every product and category picture: the variants of each noun, then one per category. */
export function pictureSpecs(): ImageSpec[] {
  const nouns = categorySeeds.flatMap((c) => c.nouns.map((noun) => noun[0]));
  const products = nouns.flatMap((noun, n) =>
    nounPictures(noun).map((file, k): ImageSpec => ({ file, width: 800, height: 800, kind: 'product', subject: noun, ...variantLook(noun, n, k) })),
  );
  const categories = categorySeeds.map(
    (c, i): ImageSpec => ({ file: categoryPicture(i), width: 200, height: 200, kind: 'product', subject: c.picture, ...variantLook(c.picture, nouns.indexOf(c.picture), 0) }),
  );
  return [...categories, ...products];
}
