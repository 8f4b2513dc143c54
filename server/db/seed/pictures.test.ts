import { categorySeeds } from './catalog-words';
import { imageSpecs } from '.';
import { categoryPicture, nounPictures, PICTURE_VARIANTS, pictureSlug, pictureSpecs, productPicture } from './pictures';

const nouns = categorySeeds.flatMap((c) => c.nouns.map((noun) => noun[0]));

describe('product pictures', () => {
  it('are named after the noun, a few per noun, none shared', () => {
    expect(pictureSlug('Frying Pan')).toBe('frying-pan');
    expect(pictureSlug('Vitamin C')).toBe('vitamin-c');
    expect(nounPictures('Kettle')).toEqual(['p/kettle-1.webp', 'p/kettle-2.webp', 'p/kettle-3.webp']);
    const files = nouns.flatMap(nounPictures);
    expect(new Set(files).size).toBe(nouns.length * PICTURE_VARIANTS);
  });

  it('give a product its own noun\'s pictures, in turn through the gallery', () => {
    for (let id = 1; id <= 30; id++) {
      const gallery = [0, 1, 2, 3, 4, 5].map((position) => productPicture('Kettle', id, position));
      expect(gallery[0]).toBe(productPicture('Kettle', id));
      expect(new Set(gallery.slice(0, PICTURE_VARIANTS)).size).toBe(PICTURE_VARIANTS);
      for (const file of gallery) expect(nounPictures('Kettle')).toContain(file);
    }
    // Neighbouring products of one noun (ids ten apart, one category) start on different pictures.
    expect(productPicture('Kettle', 3)).not.toBe(productPicture('Kettle', 13));
  });

  it('are all among the images the seed writes, drawn from their noun', () => {
    const specs = new Map(imageSpecs().map((spec) => [spec.file, spec]));
    expect(specs.size).toBe(imageSpecs().length);
    for (const noun of nouns) for (const file of nounPictures(noun)) expect(specs.get(file)).toMatchObject({ kind: 'product', subject: noun, width: 800, height: 800 });
    categorySeeds.forEach((category, i) => expect(specs.get(categoryPicture(i))).toMatchObject({ subject: category.picture, width: 200, height: 200 }));
    expect(pictureSpecs().length).toBeLessThanOrEqual(200);
  });
});
