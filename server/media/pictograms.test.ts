import sharp from 'sharp';
import { categorySeeds } from '../db/seed/catalog-words';
import { pictureSpecs } from '../db/seed/pictures';
import { createRandom } from '../db/seed/random';
import { svgFor, type ImageSpec } from './generate';
import { hasPictogram, pictogram, pictogramNouns } from './pictograms';

const nouns = categorySeeds.flatMap((c) => c.nouns.map((noun) => noun[0]));

describe('product drawings', () => {
  it('draw every noun the catalogue sells, and nothing else', () => {
    // A noun added to catalog-words.ts needs a drawing here too.
    for (const noun of nouns) expect([noun, hasPictogram(noun)]).toEqual([noun, true]);
    expect([...pictogramNouns].sort()).toEqual([...nouns].sort());
  });

  it('picture each category with one of its own nouns', () => {
    for (const category of categorySeeds) expect(category.nouns.map((noun) => noun[0])).toContain(category.picture);
  });

  it('are small, and the same on every call', () => {
    for (const noun of nouns) {
      const svg = pictogram(noun, '#2563eb');
      expect(svg).toBe(pictogram(noun, '#2563eb'));
      expect(svg.length).toBeLessThan(2000);
      expect(svg).not.toMatch(/NaN|undefined|<text/);
    }
    expect(() => pictogram('Spaceship', '#2563eb')).toThrow('Spaceship');
  });

  it('turn to face the other way when asked', () => {
    expect(pictogram('Kettle', '#2563eb', true)).toContain('scale(-1 1)');
    // The "C" on the label would read backwards.
    expect(pictogram('Vitamin C', '#2563eb', true)).toBe(pictogram('Vitamin C', '#2563eb'));
  });
});

describe('svgFor', () => {
  const kettle: ImageSpec = { file: 'p/kettle-1.webp', width: 800, height: 800, kind: 'product', color: '#0d9488', subject: 'Kettle', background: '#fef3c7' };

  it('draws a product picture from its spec alone, whatever the random sequence', () => {
    const svg = svgFor(kettle, createRandom(1));
    expect(svg).toBe(svgFor(kettle, createRandom(2)));
    expect(svg).toContain(pictogram('Kettle', '#0d9488'));
    for (const spec of pictureSpecs()) expect(svgFor(spec, createRandom(1))).toBe(svgFor(spec, createRandom(99)));
  });

  it('draws the abstract kinds the same for the same random seed', () => {
    for (const kind of ['product', 'logo', 'banner', 'qr', 'avatar'] as const) {
      const spec: ImageSpec = { file: `x/${kind}.webp`, width: 200, height: 120, kind, color: '#2563eb' };
      expect(svgFor(spec, createRandom(5))).toBe(svgFor(spec, createRandom(5)));
    }
  });

  it('gives SVG that renders, for every noun', async () => {
    const sizes = await Promise.all(
      nouns.map(async (noun) => {
        const svg = svgFor({ ...kettle, width: 64, height: 64, subject: noun, mirror: true }, createRandom(1));
        return (await sharp(Buffer.from(svg)).png().toBuffer({ resolveWithObject: true })).info.width;
      }),
    );
    expect(sizes).toEqual(nouns.map(() => 64));
  });
});
