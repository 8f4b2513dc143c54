// Demo images drawn locally at seed time (no downloads): a small SVG of shapes rendered to WebP
// by sharp. Product pictures show the kind of product (a kettle, a shirt, a book: the drawings of
// pictograms.ts) on a soft background with a floor shadow; logos, banners, avatars and the QR
// code are abstract. Shapes only, no text, so no system fonts are needed; the same specs always
// give the same pictures.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Random } from '../db/seed/random';
import { mix, pictogram, pictogramShadow } from './pictograms';

export interface ImageSpec {
  /** Path under the media folder, e.g. "p/kettle-1.webp". */
  file: string;
  width: number;
  height: number;
  color: string;
  /** Which picture to draw. */
  kind: 'product' | 'logo' | 'banner' | 'qr' | 'avatar';
  /** For a product picture: the English noun of what it shows, e.g. "Kettle" (see pictograms.ts). */
  subject?: string;
  /** Pale colour of the backdrop behind the subject; a tint of `color` when unset. */
  background?: string;
  /** Draws the subject facing the other way, so variants of one noun differ. */
  mirror?: boolean;
}

function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
  const r = clamp(((n >> 16) & 255) + amount);
  const g = clamp(((n >> 8) & 255) + amount);
  const b = clamp((n & 255) + amount);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}

/**
 * A product picture of `spec.subject`: the drawing centred on a soft gradient, standing on a
 * floor shadow, filling about 60% of the frame so it still reads as a 64 px cart thumbnail.
 * It depends on the spec alone, not on the shared random sequence, so adding or removing a
 * picture leaves the others as they were.
 */
function subjectSvg(spec: ImageSpec & { subject: string }): string {
  const { width: w, height: h } = spec;
  const back = spec.background ?? mix(spec.color, '#ffffff', 0.85);
  const size = Math.min(w, h) * 0.76;
  const left = (w - size) / 2;
  // The box's floor line (y = 90) sits at 85% of the height.
  const top = h * 0.85 - size * 0.9;
  const shadow = pictogramShadow(spec.subject);
  return [
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(back, '#ffffff', 0.55)}"/><stop offset="1" stop-color="${back}"/></linearGradient>`,
    '<radialGradient id="floor"><stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>',
    '</defs>',
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
    `<circle cx="${w / 2}" cy="${h * 0.5}" r="${Math.min(w, h) * 0.4}" fill="#fff" fill-opacity="0.45"/>`,
    `<g transform="translate(${left.toFixed(1)} ${top.toFixed(1)}) scale(${(size / 100).toFixed(3)})">`,
    `<ellipse cx="50" cy="90" rx="${shadow + 6}" ry="5" fill="url(#floor)"/>`,
    pictogram(spec.subject, spec.color, spec.mirror),
    '</g>',
  ].join('');
}

/** Builds the SVG for one image; `random` decides the arrangement of the abstract kinds. */
export function svgFor(spec: ImageSpec, random: Random): string {
  const { width: w, height: h, color } = spec;
  if (spec.kind === 'product' && spec.subject) {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${subjectSvg({ ...spec, subject: spec.subject })}</svg>`;
  }
  const light = shade(color, 90);
  const dark = shade(color, -50);
  const parts: string[] = [];
  if (spec.kind === 'qr') {
    const cells = 21;
    const size = w / cells;
    parts.push(`<rect width="${w}" height="${h}" fill="#fff"/>`);
    for (let y = 0; y < cells; y++) {
      for (let x = 0; x < cells; x++) {
        const finder = (x < 7 && y < 7) || (x > 13 && y < 7) || (x < 7 && y > 13);
        const on = finder ? x % 6 === 0 || y % 6 === 0 || (x % 7 > 1 && x % 7 < 5 && y % 7 > 1 && y % 7 < 5) : random.chance(0.45);
        if (on) parts.push(`<rect x="${x * size}" y="${y * size}" width="${size}" height="${size}" fill="#111"/>`);
      }
    }
  } else if (spec.kind === 'logo' || spec.kind === 'avatar') {
    parts.push(`<rect width="${w}" height="${h}" fill="${light}"/>`);
    parts.push(`<circle cx="${w / 2}" cy="${h / 2}" r="${w * 0.38}" fill="${color}"/>`);
    const sides = random.int(3, 6);
    const points = Array.from({ length: sides }, (_, i) => {
      const a = (Math.PI * 2 * i) / sides - Math.PI / 2;
      return `${w / 2 + Math.cos(a) * w * 0.2},${h / 2 + Math.sin(a) * h * 0.2}`;
    }).join(' ');
    parts.push(`<polygon points="${points}" fill="${light}"/>`);
  } else {
    parts.push(
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${color}"/></linearGradient></defs>`,
    );
    parts.push(`<rect width="${w}" height="${h}" fill="url(#g)"/>`);
    const shapes = spec.kind === 'banner' ? 7 : 4;
    for (let i = 0; i < shapes; i++) {
      const cx = random.int(0, w);
      const cy = random.int(0, h);
      const r = random.int(Math.min(w, h) / 10, Math.min(w, h) / 3);
      const fill = random.chance(0.5) ? dark : '#ffffff';
      parts.push(
        random.chance(0.5)
          ? `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" fill-opacity="0.35"/>`
          : `<rect x="${cx - r}" y="${cy - r}" width="${r * 2}" height="${r * 1.4}" rx="${r / 4}" fill="${fill}" fill-opacity="0.3"/>`,
      );
    }
    if (spec.kind === 'product') {
      // The "product": a rounded object in the middle with a shadow.
      parts.push(`<ellipse cx="${w / 2}" cy="${h * 0.78}" rx="${w * 0.28}" ry="${h * 0.04}" fill="#000" fill-opacity="0.15"/>`);
      parts.push(`<rect x="${w * 0.28}" y="${h * 0.22}" width="${w * 0.44}" height="${h * 0.52}" rx="${w * 0.08}" fill="${dark}"/>`);
      parts.push(`<circle cx="${w / 2}" cy="${h * 0.45}" r="${w * 0.1}" fill="${light}"/>`);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${parts.join('')}</svg>`;
}

/** Renders each spec to WebP under `mediaDir`, a few at a time. */
export async function writeImages(mediaDir: string, specs: ImageSpec[], random: Random): Promise<void> {
  const svgs = specs.map((spec) => ({ spec, svg: svgFor(spec, random) }));
  const folders = new Set(specs.map((s) => path.dirname(path.join(mediaDir, s.file))));
  await Promise.all([...folders].map((dir) => mkdir(dir, { recursive: true })));
  const batch = 8;
  for (let i = 0; i < svgs.length; i += batch) {
    await Promise.all(
      svgs.slice(i, i + batch).map(async ({ spec, svg }) => {
        const webp = await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
        await writeFile(path.join(mediaDir, spec.file), webp);
      }),
    );
  }
}

export const mediaUrl = (file: string) => `/media/${file}`;
