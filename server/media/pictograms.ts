// Flat drawings of the kinds of product the demo sells, keyed by the English noun of
// server/db/seed/catalog-words.ts. Each one is a few SVG shapes in a 100×100 box, standing on
// the floor line y = 90 so the picture can put a shadow under it, in a main colour with lighter
// and darker shades for depth. Bold shapes and few details: they must still read at 64 px.

/** The shades a drawing is painted with, all derived from one main colour. */
export interface Paint {
  main: string;
  light: string;
  lighter: string;
  dark: string;
  darker: string;
}

interface Drawing {
  draw: (p: Paint) => string;
  /** Main colours of the variants when the object has its own (honey is amber, first aid red). */
  colors?: readonly string[];
  /** Half-width of the floor shadow, in box units. */
  shadow?: number;
  /** False when a mirror image would look wrong (a letter on the label). */
  mirrors?: boolean;
}

/** Mixes two #rrggbb colours: t = 0 gives `from`, 1 gives `to`. */
export function mix(from: string, to: string, t: number): string {
  const a = parseInt(from.slice(1), 16);
  const b = parseInt(to.slice(1), 16);
  const channel = (shift: number) => Math.round(((a >> shift) & 255) * (1 - t) + ((b >> shift) & 255) * t);
  return `#${((channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).padStart(6, '0')}`;
}

export function paintOf(main: string): Paint {
  return {
    main,
    light: mix(main, '#ffffff', 0.35),
    lighter: mix(main, '#ffffff', 0.75),
    dark: mix(main, '#000000', 0.25),
    darker: mix(main, '#000000', 0.5),
  };
}

// Fixed colours of materials that do not change with the variant.
const INK = '#1f2937';
const STEEL = '#cbd5e1';
const GREY = '#94a3b8';
const WHITE = '#ffffff';
const PAPER = '#f8fafc';
const GOLD = '#eab308';
const LEAF = '#4d7c0f';
const BROWN = '#7c2d12';

// Shape helpers: the drawings stay short and readable.
const rect = (x: number, y: number, w: number, h: number, fill: string, r = 0) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}"${r ? ` rx="${r}"` : ''} fill="${fill}"/>`;
const circle = (cx: number, cy: number, r: number, fill: string) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, rotate = 0) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}"${rotate ? ` transform="rotate(${rotate} ${cx} ${cy})"` : ''} fill="${fill}"/>`;
const shape = (d: string, fill: string) => `<path d="${d}" fill="${fill}"/>`;
const line = (d: string, stroke: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
const group = (transform: string, body: string) => `<g transform="${transform}">${body}</g>`;
const faded = (body: string, opacity: number) => `<g opacity="${opacity}">${body}</g>`;

/** A regular polygon's points, for the football's patches and the honey hexagon. */
function polygon(cx: number, cy: number, r: number, sides: number, turn: number, fill: string): string {
  const points = Array.from({ length: sides }, (_, i) => {
    const a = turn + (Math.PI * 2 * i) / sides;
    return `${(cx + Math.cos(a) * r).toFixed(1)},${(cy + Math.sin(a) * r).toFixed(1)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
}

// A book standing upright, front cover facing; `mark` is what is printed on the cover.
function book(p: Paint, mark: string): string {
  return (
    rect(28, 12, 50, 78, PAPER, 3) +
    rect(22, 10, 52, 78, p.main, 3) +
    rect(22, 10, 9, 78, p.dark, 3) +
    line('M76 16 V84', GREY, 1.5) +
    rect(62, 80, 5, 12, p.darker) +
    mark
  );
}

// A car seat seen from the side, used for seat covers: headrest, backrest, cushion.
function seat(p: Paint): string {
  return (
    rect(40, 80, 36, 6, INK, 2) +
    rect(44, 84, 6, 6, INK) +
    rect(68, 84, 6, 6, INK) +
    shape('M26 8 Q26 4 32 4 H46 Q52 4 51 10 L50 18 H28 Z', p.dark) +
    shape('M24 22 Q23 16 30 16 H50 Q56 16 56 22 L62 66 H34 Z', p.main) +
    shape('M32 62 H80 Q88 62 88 70 V76 Q88 82 80 82 H36 Q30 82 30 76 Z', p.main) +
    line('M31 24 L40 62 M49 24 L55 62 M38 72 H82', p.lighter, 2, ' stroke-dasharray="3 3"')
  );
}

// A camera's lens: rings from the barrel to the glass, with a glint.
function lens(cx: number, cy: number, r: number): string {
  return circle(cx, cy, r, INK) + circle(cx, cy, r * 0.75, '#475569') + circle(cx, cy, r * 0.5, '#0f172a') + circle(cx - r * 0.2, cy - r * 0.2, r * 0.14, WHITE);
}

const drawings: Record<string, Drawing> = {
  Smartphone: {
    shadow: 22,
    draw: (p) =>
      rect(30, 6, 40, 84, INK, 8) +
      rect(33, 11, 34, 74, p.main, 4) +
      shape('M33 60 L67 26 V85 H37 Q33 85 33 81 Z', p.light) +
      rect(44, 8, 12, 3, '#000', 1.5) +
      faded([0, 1, 2].flatMap((row) => [0, 1, 2].map((col) => rect(37 + col * 10, 16 + row * 11, 6, 6, WHITE, 1.5))).join(''), 0.85) +
      rect(43, 80, 14, 2, WHITE, 1),
  },
  Headphones: {
    draw: (p) =>
      line('M22 62 V48 A28 28 0 0 1 78 48 V62', p.darker, 7) +
      line('M24 46 A26 26 0 0 1 40 24', p.light, 2) +
      rect(12, 54, 20, 34, p.main, 9) +
      rect(68, 54, 20, 34, p.main, 9) +
      rect(28, 58, 8, 26, INK, 4) +
      rect(64, 58, 8, 26, INK, 4) +
      rect(15, 60, 5, 18, p.light, 2.5),
  },
  Speaker: {
    shadow: 26,
    draw: (p) =>
      rect(26, 10, 48, 80, p.main, 7) +
      rect(26, 10, 8, 80, p.dark, 4) +
      driver(50, 64, 17, p) +
      driver(50, 30, 9, p) +
      circle(68, 16, 1.8, p.lighter),
  },
  Laptop: {
    shadow: 40,
    draw: (p) =>
      rect(20, 28, 60, 48, p.darker, 4) +
      rect(24, 32, 52, 40, p.main, 1) +
      shape('M24 60 L56 32 H76 V40 L40 72 H24 Z', p.light) +
      shape('M8 76 H92 L87 88 H13 Z', STEEL) +
      rect(42, 76, 16, 3, GREY, 1.5),
  },
  Camera: {
    shadow: 36,
    draw: (p) =>
      shape('M32 36 L38 24 H58 L64 36 Z', INK) +
      rect(66, 28, 12, 8, INK, 2) +
      rect(12, 34, 76, 54, p.main, 9) +
      rect(12, 48, 76, 26, p.darker) +
      rect(18, 39, 12, 6, p.lighter, 1.5) +
      circle(50, 61, 22, p.main) +
      lens(50, 61, 18),
  },
  Charger: {
    shadow: 30,
    draw: (p) =>
      rect(38, 14, 6, 18, STEEL, 1) +
      rect(56, 14, 6, 18, STEEL, 1) +
      rect(28, 28, 44, 40, p.main, 9) +
      rect(28, 28, 44, 12, p.light, 6) +
      rect(43, 50, 14, 6, INK, 1.5) +
      line('M50 68 C50 92 80 94 84 84', p.dark, 4) +
      rect(80, 74, 10, 12, p.main, 3),
  },
  Jacket: {
    draw: (p) =>
      shape('M30 16 L18 22 Q14 24 13 30 L8 82 H22 L28 44 Z', p.dark) +
      shape('M70 16 L82 22 Q86 24 87 30 L92 82 H78 L72 44 Z', p.dark) +
      shape('M30 16 L42 10 H58 L70 16 L72 88 H28 Z', p.main) +
      shape('M42 10 L50 22 L58 10 L60 4 H40 Z', p.darker) +
      rect(49, 20, 2.5, 68, INK) +
      rect(46, 26, 8, 5, STEEL, 1) +
      line('M34 60 L40 70 M66 60 L60 70', p.darker, 2.5) +
      rect(8, 78, 14, 6, p.darker, 2) +
      rect(78, 78, 14, 6, p.darker, 2),
  },
  Sneakers: {
    shadow: 40,
    draw: (p) =>
      shape('M8 76 H92 V82 Q92 88 86 88 H14 Q8 88 8 82 Z', PAPER) +
      line('M10 82 H90', GREY, 1.5) +
      shape('M10 76 C10 66 20 62 34 60 L50 44 Q56 38 64 40 L76 42 Q86 44 88 56 L92 76 Z', p.main) +
      shape('M10 76 C10 68 16 64 26 63 Q22 70 24 76 Z', p.light) +
      shape('M66 41 Q74 38 82 44 L80 50 Q72 44 66 46 Z', p.darker) +
      line('M44 54 l6 5 M50 48 l6 5 M56 44 l6 5', WHITE, 3) +
      shape('M34 72 Q56 66 76 52 L80 56 Q60 74 34 76 Z', p.lighter),
  },
  Handbag: {
    draw: (p) =>
      line('M32 46 V34 Q32 18 50 18 Q68 18 68 34 V46', p.darker, 6) +
      shape('M18 42 H82 L88 84 Q88 90 82 90 H18 Q12 90 12 84 Z', p.main) +
      shape('M18 42 H82 L80 60 Q50 70 20 60 Z', p.dark) +
      rect(45, 58, 10, 9, GOLD, 2) +
      line('M16 78 H84', p.dark, 1.5, ' stroke-dasharray="3 3"'),
  },
  Watch: {
    shadow: 22,
    draw: (p) =>
      rect(38, 4, 24, 90, p.dark, 6) +
      circle(50, 84, 1.8, p.darker) +
      circle(50, 76, 1.8, p.darker) +
      rect(73, 44, 6, 10, GREY, 2) +
      circle(50, 49, 25, GREY) +
      circle(50, 49, 21, p.lighter) +
      [0, 1, 2, 3].map((i) => group(`rotate(${i * 90} 50 49)`, rect(48.5, 30, 3, 6, INK, 1))).join('') +
      line('M50 49 V35 M50 49 L60 55', INK, 3) +
      circle(50, 49, 2.5, p.main),
  },
  Shirt: {
    draw: (p) =>
      shape('M30 14 L42 8 H58 L70 14 L88 30 L78 44 L71 38 V88 H29 V38 L22 44 L12 30 Z', p.main) +
      shape('M29 38 L22 44 L12 30 L16 26 Z', p.dark) +
      shape('M71 38 L78 44 L88 30 L84 26 Z', p.dark) +
      shape('M42 8 L50 20 L43 28 L37 12 Z', p.lighter) +
      shape('M58 8 L50 20 L57 28 L63 12 Z', p.lighter) +
      [34, 48, 62, 76].map((y) => circle(50, y, 2, p.lighter)).join('') +
      rect(56, 34, 10, 10, p.dark, 1.5),
  },
  Boots: {
    shadow: 34,
    draw: (p) =>
      shape('M30 84 H90 V90 H30 Z', INK) +
      rect(30, 80, 14, 6, BROWN) +
      shape('M32 14 H62 V54 Q66 60 78 64 Q90 68 90 78 V84 H30 Z', p.main) +
      rect(30, 10, 34, 10, p.dark, 3) +
      shape('M62 54 Q66 60 78 64 Q86 67 89 74 Q76 66 62 66 Z', p.light) +
      [28, 38, 48].map((y) => circle(60, y, 2, GOLD)).join('') +
      line('M60 28 L56 33 L60 38 L56 43 L60 48', p.darker, 1.5),
  },
  'Frying Pan': {
    shadow: 40,
    draw: (p) =>
      shape('M70 58 L92 40 Q96 38 97 43 L77 66 Z', INK) +
      circle(91, 43, 1.6, PAPER) +
      ellipse(40, 66, 34, 20, p.darker) +
      ellipse(40, 62, 34, 20, p.main) +
      ellipse(40, 61, 28, 15, '#27272a') +
      line('M20 58 Q28 50 44 48', '#52525b', 3),
  },
  Lamp: {
    shadow: 24,
    draw: (p) =>
      ellipse(50, 52, 30, 5, '#fef3c7') +
      rect(47, 50, 6, 32, GREY) +
      rect(32, 82, 36, 8, p.darker, 3) +
      shape('M32 12 H68 L82 52 H18 Z', p.main) +
      shape('M32 12 H42 L34 52 H18 Z', p.light) +
      rect(18, 48, 64, 4, p.dark, 2),
  },
  Chair: {
    draw: (p) =>
      rect(31, 60, 4, 22, p.darker) +
      rect(65, 60, 4, 22, p.darker) +
      rect(28, 8, 44, 44, p.main, 6) +
      rect(34, 14, 32, 32, p.light, 4) +
      shape('M28 48 H72 L80 60 H20 Z', p.light) +
      rect(20, 60, 60, 7, p.dark, 2) +
      rect(22, 66, 6, 24, p.darker, 1) +
      rect(72, 66, 6, 24, p.darker, 1),
  },
  Pillow: {
    shadow: 36,
    draw: (p) =>
      shape('M14 26 Q50 34 86 26 Q78 56 86 86 Q50 78 14 86 Q22 56 14 26 Z', p.main) +
      shape('M22 34 Q50 40 78 34 Q72 46 74 56 Q50 50 26 56 Q28 46 22 34 Z', p.light) +
      line('M14 26 Q50 34 86 26 Q78 56 86 86 Q50 78 14 86 Q22 56 14 26 Z', p.darker, 2) +
      circle(50, 57, 3.5, p.darker),
  },
  Kettle: {
    draw: (p) =>
      line('M34 40 Q34 14 50 14 Q66 14 66 40', INK, 5) +
      shape('M28 62 L8 40 L14 36 L34 54 Z', p.dark) +
      shape('M26 86 Q20 86 22 78 L30 44 Q32 38 40 38 H60 Q68 38 70 44 L78 78 Q80 86 74 86 Z', p.main) +
      shape('M36 44 H44 L38 80 H30 Z', p.light) +
      ellipse(50, 38, 16, 4, p.dark) +
      circle(50, 32, 4.5, INK) +
      rect(20, 80, 60, 8, p.darker, 4),
  },
  Vase: {
    shadow: 22,
    draw: (p) =>
      line('M50 44 V14 M50 40 L36 22 M50 40 L66 20', LEAF, 2.5) +
      ellipse(58, 30, 7, 3, LEAF, -30) +
      circle(50, 14, 7, '#f472b6') +
      circle(36, 22, 6, '#facc15') +
      circle(66, 20, 6, '#fb7185') +
      circle(50, 14, 2.5, '#facc15') +
      shape('M40 44 H60 V50 Q60 56 66 60 Q78 68 74 80 Q70 90 60 90 H40 Q30 90 26 80 Q22 68 34 60 Q40 56 40 50 Z', p.main) +
      shape('M27 70 H73 Q74 74 73 78 H27 Q26 74 27 70 Z', p.lighter) +
      rect(38, 41, 24, 5, p.dark, 2),
  },
  Serum: {
    shadow: 20,
    draw: (p) =>
      rect(43, 8, 14, 26, INK, 7) +
      rect(40, 32, 20, 12, GREY, 2) +
      rect(32, 42, 36, 48, p.main, 8) +
      rect(36, 46, 5, 38, p.light, 2.5) +
      rect(38, 56, 26, 24, PAPER, 3) +
      shape('M51 60 Q57 68 57 71 A6 6 0 0 1 45 71 Q45 68 51 60 Z', p.main),
  },
  Lipstick: {
    shadow: 20,
    colors: ['#dc2626', '#be185d', '#9f1239'],
    draw: (p) =>
      shape('M40 42 V22 Q40 14 60 6 V42 Z', p.main) +
      shape('M40 42 V22 Q40 16 46 12 V42 Z', p.light) +
      rect(38, 40, 24, 14, '#fcd34d', 2) +
      rect(34, 52, 32, 8, GOLD, 2) +
      rect(36, 58, 28, 32, INK, 3) +
      rect(40, 60, 4, 28, '#374151', 2),
  },
  Perfume: {
    draw: (p) =>
      rect(36, 12, 28, 18, GOLD, 4) +
      rect(43, 28, 14, 10, STEEL, 1) +
      rect(20, 36, 60, 54, p.lighter, 10) +
      rect(25, 50, 50, 35, p.main, 7) +
      rect(26, 40, 7, 44, WHITE, 3.5) +
      polygon(54, 66, 8, 4, 0, p.lighter),
  },
  'Face Cream': {
    shadow: 36,
    draw: (p) =>
      rect(18, 52, 64, 38, p.main, 10) +
      rect(18, 62, 64, 16, p.lighter) +
      ellipse(50, 52, 32, 7, p.dark) +
      ellipse(50, 51, 28, 5, PAPER) +
      shape('M36 50 Q40 36 50 36 Q58 36 56 44 Q54 50 64 50 Z', PAPER) +
      line('M42 46 Q48 40 54 42', '#e2e8f0', 2) +
      circle(50, 70, 4, p.main),
  },
  Mascara: {
    shadow: 30,
    draw: (p) =>
      rect(24, 22, 18, 68, p.main, 6) +
      rect(27, 26, 4, 60, p.light, 2) +
      rect(24, 46, 18, 4, GOLD) +
      group(
        'rotate(22 64 50)',
        rect(56, 8, 16, 34, p.main, 5) + rect(56, 38, 16, 4, GOLD) + rect(62, 42, 4, 22, GREY) + rect(58, 62, 12, 24, INK, 6) + line('M56 66 H72 M56 71 H72 M56 76 H72 M56 81 H72', '#475569', 1.5),
      ),
  },
  'Yoga Mat': {
    shadow: 42,
    draw: (p) =>
      shape('M4 90 L16 78 H72 V90 Z', p.main) +
      line('M16 84 H66', p.light, 2, ' stroke-dasharray="4 4"') +
      circle(72, 68, 22, p.dark) +
      line('M72 68 m-4 0 a4 4 0 1 1 8 0 a8 8 0 1 1 -16 0 a12 12 0 1 1 24 0 a16 16 0 1 1 -32 0', p.light, 2.5),
  },
  Dumbbell: {
    shadow: 44,
    draw: (p) =>
      rect(24, 62, 52, 8, STEEL, 3) +
      [40, 45, 50, 55, 60].map((x) => rect(x, 62, 2, 8, GREY)).join('') +
      rect(6, 52, 8, 28, p.darker, 3) +
      rect(14, 42, 12, 48, p.main, 4) +
      rect(17, 45, 3, 42, p.light, 1.5) +
      rect(74, 42, 12, 48, p.main, 4) +
      rect(77, 45, 3, 42, p.light, 1.5) +
      rect(86, 52, 8, 28, p.darker, 3),
  },
  Tent: {
    shadow: 44,
    draw: (p) =>
      line('M50 16 L44 8 M50 16 L56 8 M8 90 L2 94 M92 90 L98 94', INK, 2) +
      shape('M50 16 L92 88 H8 Z', p.main) +
      shape('M50 16 L92 88 H66 Z', p.dark) +
      shape('M50 38 L64 88 H36 Z', INK) +
      shape('M50 38 L36 88 H24 Z', p.light) +
      rect(4, 87, 92, 3, p.darker, 1.5),
  },
  Football: {
    draw: (p) => {
      // The centre patch's corners point at the five patches round the edge, as on a real ball.
      const corners = [0, 1, 2, 3, 4].map((i) => -Math.PI / 2 + (Math.PI * 2 * i) / 5);
      const at = (a: number, r: number) => `${(50 + Math.cos(a) * r).toFixed(1)} ${(54 + Math.sin(a) * r).toFixed(1)}`;
      return (
        `<clipPath id="ball"><circle cx="50" cy="54" r="35"/></clipPath>` +
        circle(50, 54, 36, GREY) +
        `<g clip-path="url(#ball)">${circle(50, 54, 35, WHITE)}${corners.map((a) => polygon(50 + Math.cos(a) * 36, 54 + Math.sin(a) * 36, 13, 5, a + Math.PI, p.darker)).join('')}${faded(shape('M15 54 a35 35 0 0 0 70 0 a35 30 0 0 1 -70 0 Z', '#000'), 0.08)}</g>` +
        polygon(50, 54, 12, 5, -Math.PI / 2, p.darker) +
        line(corners.map((a) => `M${at(a, 12)} L${at(a, 23)}`).join(' '), GREY, 1.5)
      );
    },
  },
  'Bike Helmet': {
    shadow: 40,
    draw: (p) =>
      line('M30 66 L44 88 L62 64', INK, 2.5) +
      rect(40, 84, 8, 6, INK, 1) +
      shape('M12 70 Q10 26 52 22 Q86 20 92 58 L90 66 Q70 58 50 62 Q30 66 12 70 Z', p.main) +
      shape('M14 62 L2 60 Q4 52 16 50 Z', p.darker) +
      shape('M34 28 Q44 34 44 46 L38 46 Q38 36 30 32 Z', p.darker) +
      shape('M50 24 Q60 32 60 46 L54 46 Q54 34 46 26 Z', p.darker) +
      shape('M66 26 Q76 34 76 48 L70 48 Q70 36 62 30 Z', p.darker) +
      line('M14 66 Q30 64 50 60 Q70 56 90 64', INK, 3) +
      shape('M20 42 Q22 32 30 30 Q24 36 24 44 Z', p.lighter),
  },
  Puzzle: {
    draw: (p) =>
      group('rotate(-14 60 50)', shape('M44 16 H58 C54 6 74 6 70 16 H84 V30 C94 26 94 46 84 42 V56 H44 Z', p.light)) +
      shape('M20 36 H36 C30 22 56 22 50 36 H70 V54 C84 48 84 74 70 68 V88 H50 C56 76 30 76 36 88 H20 V68 C32 74 32 48 20 54 Z', p.darker) +
      group('translate(-2 -3)', shape('M20 36 H36 C30 22 56 22 50 36 H70 V54 C84 48 84 74 70 68 V88 H50 C56 76 30 76 36 88 H20 V68 C32 74 32 48 20 54 Z', p.main)),
  },
  Doll: {
    shadow: 24,
    draw: (p) =>
      shape('M33 30 Q32 8 50 8 Q68 8 67 30 L70 54 H30 Z', '#92400e') +
      rect(42, 80, 6, 8, '#f5d0b5') +
      rect(52, 80, 6, 8, '#f5d0b5') +
      rect(40, 86, 9, 4, INK, 2) +
      rect(51, 86, 9, 4, INK, 2) +
      line('M38 48 L26 66 M62 48 L74 66', '#f5d0b5', 5) +
      shape('M40 42 H60 L74 82 H26 Z', p.main) +
      shape('M40 42 H60 L62 52 H38 Z', p.dark) +
      circle(50, 28, 13, '#f5d0b5') +
      shape('M37 26 Q40 14 52 15 Q62 16 63 26 Q54 20 37 26 Z', '#92400e') +
      circle(45, 29, 1.8, INK) +
      circle(55, 29, 1.8, INK) +
      circle(42, 34, 2.2, '#fda4af') +
      circle(58, 34, 2.2, '#fda4af') +
      shape('M60 12 L70 6 V18 Z M60 12 L50 6 V18 Z', p.light),
  },
  Robot: {
    shadow: 28,
    draw: (p) =>
      line('M50 16 V6', INK, 2.5) +
      circle(50, 6, 4, p.dark) +
      rect(30, 14, 40, 28, p.main, 7) +
      rect(36, 20, 28, 16, INK, 4) +
      circle(44, 28, 4, '#67e8f9') +
      circle(56, 28, 4, '#67e8f9') +
      rect(44, 42, 12, 4, GREY) +
      rect(16, 48, 8, 26, p.dark, 4) +
      rect(76, 48, 8, 26, p.dark, 4) +
      rect(26, 46, 48, 32, p.main, 6) +
      rect(36, 52, 28, 14, p.lighter, 3) +
      circle(43, 59, 3, '#ef4444') +
      circle(53, 59, 3, GOLD) +
      rect(36, 78, 10, 12, p.darker, 2) +
      rect(54, 78, 10, 12, p.darker, 2),
  },
  'Block Set': {
    shadow: 40,
    draw: (p) => {
      const brick = (x: number, y: number, w: number, fill: string, top: string) =>
        rect(x, y, w, 22, fill, 2) +
        Array.from({ length: w / 18 }, (_, i) => rect(x + 4 + i * 18, y - 6, 10, 7, fill, 1.5) + rect(x + 4 + i * 18, y - 6, 10, 2.5, top, 1)).join('') +
        faded(rect(x, y + 18, w, 4, '#000', 1), 0.15);
      return brick(10, 68, 36, p.main, p.light) + brick(48, 68, 36, '#facc15', '#fde68a') + brick(28, 40, 36, '#3b82f6', '#93c5fd') + brick(50, 18, 18, '#22c55e', '#86efac');
    },
  },
  Kite: {
    shadow: 18,
    draw: (p) =>
      line('M50 72 Q40 78 50 82 T48 92', INK, 1.5) +
      shape('M42 78 L48 74 L48 82 Z M52 74 L58 78 L52 82 Z', p.dark) +
      shape('M50 6 L80 36 L50 36 Z', p.main) +
      shape('M50 6 L20 36 L50 36 Z', p.light) +
      shape('M20 36 L50 36 L50 74 Z', p.main) +
      shape('M80 36 L50 36 L50 74 Z', p.dark) +
      line('M50 6 V74 M20 36 H80', p.darker, 1.5),
  },
  Novel: {
    shadow: 30,
    draw: (p) => book(p, rect(38, 24, 28, 5, p.lighter, 2) + rect(42, 33, 20, 3, p.lighter, 1.5) + polygon(52, 58, 9, 4, 0, p.lighter) + polygon(52, 58, 4, 4, 0, p.main)),
  },
  Cookbook: {
    shadow: 30,
    draw: (p) =>
      book(
        p,
        rect(38, 20, 28, 4, p.lighter, 2) +
          // A fork and a spoon crossed on the cover.
          group('rotate(-20 52 52)', rect(50, 40, 4, 34, WHITE, 2) + rect(46, 30, 12, 12, WHITE, 3) + line('M49 30 V24 M52 30 V24 M55 30 V24', WHITE, 2)) +
          group('rotate(20 52 52)', rect(50, 40, 4, 34, WHITE, 2) + ellipse(52, 32, 6, 9, WHITE)),
      ),
  },
  Atlas: {
    shadow: 30,
    draw: (p) =>
      book(
        p,
        circle(50, 50, 17, '#38bdf8') +
          shape('M40 40 Q46 36 50 40 Q48 46 42 48 Q38 46 40 40 Z M52 52 Q60 48 62 54 Q60 62 54 64 Q50 58 52 52 Z', '#22c55e') +
          line('M33 50 H67 M50 33 V67 M50 33 Q38 50 50 67 M50 33 Q62 50 50 67', WHITE, 1.2) +
          rect(38, 74, 24, 4, p.lighter, 2),
      ),
  },
  Notebook: {
    shadow: 30,
    draw: (p) =>
      rect(22, 14, 58, 76, p.dark, 4) +
      rect(24, 16, 52, 72, PAPER, 2) +
      line('M28 34 H72 M28 44 H72 M28 54 H72 M28 64 H72 M28 74 H72', '#93c5fd', 1.5) +
      line('M34 26 V86', '#f87171', 1.5) +
      rect(22, 14, 58, 8, p.main, 3) +
      [30, 40, 50, 60, 70].map((x) => line(`M${x} 24 V12`, INK, 2.5)).join(''),
  },
  Storybook: {
    shadow: 30,
    draw: (p) =>
      book(
        p,
        rect(34, 22, 38, 46, '#bae6fd', 3) +
          circle(62, 32, 6, '#facc15') +
          ellipse(44, 68, 22, 14, '#4ade80') +
          shape('M40 50 L48 42 L56 50 V60 H40 Z', '#f97316') +
          rect(46, 54, 4, 6, INK) +
          rect(34, 60, 38, 8, '#4ade80') +
          rect(38, 74, 24, 4, p.lighter, 2),
      ),
  },
  'Coffee Beans': {
    shadow: 38,
    draw: (p) => {
      const bean = (x: number, y: number, turn: number) =>
        ellipse(x, y, 6, 4.2, '#6b3e26', turn) + group(`rotate(${turn} ${x} ${y})`, line(`M${x - 5} ${y} Q${x} ${y - 2} ${x + 5} ${y}`, '#2b1a10', 1.2));
      return (
        shape('M26 24 H74 L78 88 H22 Z', p.main) +
        shape('M26 24 H36 L32 88 H22 Z', p.light) +
        rect(24, 16, 52, 10, p.darker, 2) +
        circle(50, 56, 15, p.lighter) +
        ellipse(50, 56, 7, 10, '#6b3e26', 20) +
        line('M46 47 Q53 56 54 65', '#2b1a10', 2) +
        bean(16, 86, 20) +
        bean(84, 86, -30) +
        bean(90, 78, 60)
      );
    },
  },
  'Green Tea': {
    shadow: 36,
    colors: ['#0f766e', '#b45309', '#64748b'],
    draw: (p) =>
      faded(line('M40 40 Q34 32 40 26 T40 12 M54 40 Q48 32 54 26 T54 12', GREY, 2.5), 0.8) +
      ellipse(48, 86, 36, 5, p.dark) +
      line('M68 56 Q84 56 80 66 Q76 74 66 72', p.main, 5) +
      shape('M22 48 H74 Q74 84 48 84 Q22 84 22 48 Z', p.main) +
      ellipse(48, 48, 26, 6, p.dark) +
      ellipse(48, 49, 23, 4.5, '#84cc16') +
      shape('M80 84 Q80 68 96 64 Q96 82 80 84 Z', '#65a30d') +
      line('M82 82 L94 66', '#3f6212', 1.2),
  },
  'Olive Oil': {
    shadow: 22,
    colors: ['#166534', '#854d0e', '#0f766e'],
    draw: (p) =>
      rect(41, 4, 18, 9, p.main, 2) +
      shape('M43 12 H57 V28 Q70 36 70 50 V86 Q70 90 66 90 H34 Q30 90 30 86 V50 Q30 36 43 28 Z', '#a3a635') +
      rect(34, 44, 5, 40, '#d9dc6a', 2.5) +
      rect(30, 54, 40, 26, '#fefce8') +
      rect(30, 52, 40, 4, p.main) +
      rect(30, 78, 40, 4, p.main) +
      line('M38 72 Q50 62 62 62', LEAF, 1.5) +
      ellipse(44, 64, 5, 2.5, LEAF, -30) +
      ellipse(54, 70, 4.5, 3.5, '#3f3f46') +
      ellipse(60, 66, 4.5, 3.5, p.main),
  },
  Honey: {
    shadow: 32,
    colors: ['#dc2626', '#2563eb', '#16a34a'],
    draw: (p) =>
      rect(22, 40, 56, 50, '#d97706', 12) +
      rect(27, 46, 6, 38, '#fbbf24', 3) +
      rect(26, 30, 48, 12, INK, 3) +
      shape('M20 30 Q50 18 80 30 L84 40 Q78 44 72 40 Q66 46 60 40 Q54 46 48 40 Q42 46 36 40 Q30 46 24 40 Q20 44 16 40 Z', p.main) +
      line('M28 36 H72', p.lighter, 1.5, ' stroke-dasharray="3 3"') +
      polygon(52, 66, 14, 6, 0, '#fef3c7') +
      polygon(52, 66, 8, 6, 0, '#d97706') +
      shape('M40 40 Q40 52 44 52 Q48 52 46 40 Z', '#b45309'),
  },
  Dates: {
    shadow: 38,
    draw: (p) => {
      // Glossy brown ovals heaped in a bowl, one fallen beside it.
      const date = (x: number, y: number, turn: number) =>
        group(`rotate(${turn} ${x} ${y})`, ellipse(x, y, 11, 5.5, '#7c2d12') + ellipse(x - 3, y - 2.5, 4, 1.2, '#c2410c') + circle(x + 10, y, 1.8, '#d6a35c'));
      return (
        date(46, 42, 8) +
        date(32, 52, -28) +
        date(66, 50, 32) +
        date(24, 60, 8) +
        date(49, 56, -6) +
        date(74, 60, -14) +
        shape('M14 62 H86 Q84 88 50 88 Q16 88 14 62 Z', p.main) +
        shape('M14 62 H86 Q86 66 84 70 H16 Q14 66 14 62 Z', p.dark) +
        line('M24 76 Q50 84 76 76', p.lighter, 2) +
        date(88, 84, -10)
      );
    },
  },
  'Car Charger': {
    shadow: 22,
    draw: (p) =>
      line('M50 22 C50 4 80 4 82 20 V60', INK, 3) +
      rect(77, 58, 10, 14, p.dark, 2) +
      rect(28, 16, 44, 28, p.main, 8) +
      // A small car on the head says where it plugs in.
      shape('M33 34 Q33 29 38 29 L43 23 H55 L61 29 Q67 29 67 34 V36 H33 Z', WHITE) +
      circle(40, 36, 3.5, WHITE) +
      circle(60, 36, 3.5, WHITE) +
      circle(40, 36, 1.5, p.main) +
      circle(60, 36, 1.5, p.main) +
      shape('M45 29 L47 25 H49 V29 Z M51 29 V25 H53 L56 29 Z', p.main) +
      rect(36, 42, 28, 6, '#38bdf8', 2) +
      shape('M38 48 H62 L58 80 H42 Z', p.dark) +
      rect(34, 58, 5, 12, STEEL, 1.5) +
      rect(61, 58, 5, 12, STEEL, 1.5) +
      rect(45, 80, 10, 10, STEEL, 3),
  },
  'Seat Cover': { shadow: 30, draw: seat },
  'Tool Kit': {
    shadow: 42,
    draw: (p) =>
      line('M36 38 V26 H64 V38', INK, 6) +
      rect(10, 46, 80, 44, p.main, 4) +
      rect(8, 36, 84, 14, p.dark, 3) +
      rect(22, 44, 9, 12, STEEL, 2) +
      rect(69, 44, 9, 12, STEEL, 2) +
      group(
        'rotate(-30 50 70)',
        rect(30, 67, 40, 7, STEEL, 3) + circle(28, 70.5, 8, STEEL) + circle(72, 70.5, 8, STEEL) + rect(18, 68, 8, 5, p.main) + rect(74, 68, 8, 5, p.main),
      ),
  },
  'Dash Camera': {
    shadow: 30,
    draw: (p) =>
      // Hangs from its windscreen mount: a pad, an arm and a ball joint.
      rect(24, 20, 52, 5, INK, 2) +
      rect(47, 24, 6, 14, GREY, 2) +
      circle(50, 39, 5, GREY) +
      rect(16, 42, 68, 44, p.main, 10) +
      rect(16, 42, 68, 10, p.light, 5) +
      lens(50, 68, 14) +
      circle(74, 53, 3, '#ef4444') +
      rect(22, 76, 10, 4, INK, 2),
  },
  'Vitamin C': {
    shadow: 38,
    mirrors: false,
    colors: ['#ea580c', '#f59e0b', '#16a34a'],
    draw: (p) =>
      rect(28, 18, 44, 16, PAPER, 4) +
      line('M34 20 V32 M42 20 V32 M50 20 V32 M58 20 V32 M66 20 V32', GREY, 1.5) +
      rect(30, 34, 40, 56, p.main, 7) +
      rect(30, 46, 40, 30, PAPER) +
      line('M56 55 A9 9 0 1 0 56 67', p.main, 4.5) +
      group('rotate(-25 82 84)', rect(74, 80, 16, 8, p.dark, 4) + rect(82, 80, 8, 8, p.lighter, 4) + rect(80, 80, 4, 8, p.lighter)) +
      circle(16, 86, 5, p.light) +
      line('M13 86 H19', p.dark, 1),
  },
  Thermometer: {
    shadow: 20,
    draw: (p) =>
      rect(42, 6, 16, 74, GREY, 8) +
      rect(44, 8, 12, 70, PAPER, 6) +
      rect(47, 40, 6, 40, '#ef4444', 3) +
      circle(50, 78, 12, GREY) +
      circle(50, 78, 10, '#ef4444') +
      circle(47, 75, 2.5, '#fecaca') +
      line('M56 20 H52 M56 28 H52 M56 36 H52 M56 44 H52 M56 52 H52 M56 60 H52', INK, 1.5) +
      rect(40, 4, 20, 6, p.main, 3),
  },
  Toothbrush: {
    shadow: 36,
    draw: (p) =>
      group(
        'rotate(40 50 50)',
        rect(45, 40, 10, 52, p.main, 5) +
          rect(47, 60, 6, 24, p.lighter, 3) +
          rect(47, 18, 6, 24, p.main, 2) +
          rect(45, 4, 10, 18, p.main, 4) +
          rect(55, 5, 10, 16, '#e0f2fe', 1) +
          line('M55 8 H65 M55 12 H65 M55 16 H65', '#7dd3fc', 1.5) +
          shape('M65 6 Q72 8 70 13 Q72 18 65 20 Z', '#ffffff'),
      ),
  },
  'First Aid Kit': {
    shadow: 40,
    colors: ['#dc2626', '#16a34a', '#ea580c'],
    draw: (p) =>
      line('M36 34 V22 H64 V34', p.darker, 6) +
      rect(12, 32, 76, 58, p.main, 9) +
      rect(12, 44, 76, 4, p.dark) +
      rect(12, 32, 76, 10, p.light, 6) +
      rect(44, 52, 12, 32, WHITE, 2) +
      rect(34, 62, 32, 12, WHITE, 2),
  },
};

// A round driver seen from the front, for the speaker: cone, surround and dust cap.
function driver(cx: number, cy: number, r: number, p: Paint): string {
  return circle(cx, cy, r, INK) + circle(cx, cy, r * 0.8, '#374151') + circle(cx, cy, r * 0.35, p.dark) + circle(cx - r * 0.1, cy - r * 0.1, r * 0.12, GREY);
}

/** The nouns that have a drawing. */
export const pictogramNouns: readonly string[] = Object.keys(drawings);

export function hasPictogram(noun: string): boolean {
  return Object.hasOwn(drawings, noun);
}

/** Main colours for the variants of a noun's pictures: its own when it has some, else `fallback`. */
export function pictogramColors(noun: string, fallback: readonly string[]): readonly string[] {
  return drawings[noun]?.colors ?? fallback;
}

/** Half-width of the floor shadow under the noun's drawing, in box units. */
export function pictogramShadow(noun: string): number {
  return drawings[noun]?.shadow ?? 34;
}

/**
 * The drawing of `noun` in the 100×100 box (standing on y = 90), painted from `main`; `mirror`
 * turns it to face the other way unless that would look wrong.
 */
export function pictogram(noun: string, main: string, mirror = false): string {
  const drawing = drawings[noun];
  if (!drawing) throw new Error(`No picture is drawn for "${noun}"`);
  const body = drawing.draw(paintOf(main));
  return mirror && drawing.mirrors !== false ? group('translate(100 0) scale(-1 1)', body) : body;
}
