// Draws the site's own illustrations (products, rooms, landscapes) as SVG and renders each to WebP at
// 400, 800 and 1200 px wide under public/images/. Run: npx tsx scripts/gen-images.ts
// Deterministic: the same code gives the same files, so regenerating does not churn the repository.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/images');
const WIDTHS = [400, 800, 1200] as const;
const W = 1200;
const H = 900;

/** Small seeded random so scattered details (holes, pepper, sheep) are stable between runs. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const svg = (body: string, w = W, h = H) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

function backdrop(top: string, bottom: string): string {
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/>` +
    `<stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#bg)"/>`;
}

/** A wooden board the products sit on. */
const board = `<ellipse cx="600" cy="760" rx="520" ry="90" fill="#00000022"/>` +
  `<rect x="110" y="640" width="980" height="110" rx="30" fill="#a8703f"/>` +
  `<rect x="110" y="640" width="980" height="26" rx="13" fill="#c48b55"/>` +
  Array.from({ length: 5 }, (_, i) => `<path d="M${160 + i * 190} 690 q60 -12 120 0" stroke="#8a5a30" stroke-width="4" fill="none"/>`).join('');

function holes(seed: number, cx: number, cy: number, rx: number, ry: number, n: number, color: string): string {
  const r = rng(seed);
  let out = '';
  for (let i = 0; i < n; i++) {
    const a = r() * Math.PI * 2;
    const d = Math.sqrt(r()) * 0.8;
    out += `<ellipse cx="${(cx + Math.cos(a) * rx * d).toFixed(1)}" cy="${(cy + Math.sin(a) * ry * d).toFixed(1)}" rx="${(4 + r() * 9).toFixed(1)}" ry="${(3 + r() * 6).toFixed(1)}" fill="${color}"/>`;
  }
  return out;
}

interface WheelStyle {
  rind: string;
  paste: string;
  holes: number;
  ridged?: boolean;
  smoke?: boolean;
  seed: number;
}

/** A cheese wheel with a wedge cut out, on a board. */
function wheel(s: WheelStyle, bg: [string, string]): string {
  const ridges = s.ridged
    ? Array.from({ length: 14 }, (_, i) => `<path d="M${330 + i * 40} 470 v150" stroke="#00000026" stroke-width="6"/>`).join('')
    : '';
  const smoke = s.smoke
    ? `<path d="M760 300 q-40 -60 10 -120 q40 -50 0 -110" stroke="#ffffff55" stroke-width="16" fill="none" stroke-linecap="round"/>`
    : '';
  return svg(
    backdrop(bg[0], bg[1]) + board + smoke +
      `<ellipse cx="600" cy="620" rx="300" ry="80" fill="${s.rind}"/>` +
      `<rect x="300" y="470" width="600" height="150" fill="${s.rind}"/>` + ridges +
      `<ellipse cx="600" cy="470" rx="300" ry="80" fill="${s.paste}"/>` +
      `<ellipse cx="600" cy="470" rx="300" ry="80" fill="none" stroke="${s.rind}" stroke-width="14"/>` +
      holes(s.seed, 600, 470, 260, 60, s.holes, '#00000018') +
      // The wedge, pulled forward and showing its cut faces.
      `<path d="M760 560 L1000 610 L1000 720 L760 690 Z" fill="${s.paste}" stroke="${s.rind}" stroke-width="10"/>` +
      `<path d="M760 560 L1000 610 L930 560 Z" fill="${s.rind}"/>` +
      holes(s.seed + 7, 880, 650, 90, 35, Math.ceil(s.holes / 4), '#00000018'),
  );
}

function jars(bg: [string, string]): string {
  const jar = (x: number) =>
    `<rect x="${x}" y="430" width="170" height="220" rx="26" fill="#f4ead0" stroke="#d9c9a0" stroke-width="6"/>` +
    `<rect x="${x + 10}" y="470" width="150" height="170" rx="20" fill="#efe0b0"/>` +
    `<rect x="${x - 6}" y="395" width="182" height="50" rx="12" fill="#7a2e2e"/>` +
    `<rect x="${x + 20}" y="520" width="130" height="70" rx="8" fill="#fffaf0"/>` +
    `<path d="M${x + 40} 555 h90" stroke="#7a2e2e" stroke-width="8"/>`;
  return svg(backdrop(bg[0], bg[1]) + board + [190, 410, 630, 850].map(jar).join(''));
}

function ricotta(bg: [string, string]): string {
  const weave = Array.from({ length: 9 }, (_, i) => `<path d="M${380 + i * 55} 520 l-20 150" stroke="#c9b48a" stroke-width="7"/>`).join('');
  return svg(
    backdrop(bg[0], bg[1]) + board +
      `<path d="M360 520 L840 520 L800 680 L400 680 Z" fill="#e8d7b0"/>` + weave +
      `<path d="M350 530 q250 -330 500 0 Z" fill="#fbf8f0"/>` +
      `<path d="M420 470 q80 -60 150 -10 M600 420 q70 -40 140 20" stroke="#e9e3d3" stroke-width="10" fill="none" stroke-linecap="round"/>`,
  );
}

function peretta(bg: [string, string]): string {
  const pear = (x: number, tilt: number) =>
    `<g transform="rotate(${tilt} ${x} 560)"><path d="M${x} 330 c-30 40 -30 80 -10 110 c-110 40 -130 230 10 240 c140 -10 120 -200 10 -240 c20 -30 20 -70 -10 -110 Z" fill="#f3dc9c" stroke="#d8b866" stroke-width="6"/>` +
    `<rect x="${x - 22}" y="395" width="44" height="16" rx="6" fill="#8a6a3a"/></g>`;
  return svg(backdrop(bg[0], bg[1]) + board + `<path d="M470 300 q130 -80 260 0" stroke="#8a6a3a" stroke-width="8" fill="none"/>` + pear(480, -8) + pear(720, 8));
}

function sausage(bg: [string, string], color: string, seed: number): string {
  const r = rng(seed);
  const dots = Array.from({ length: 40 }, () => {
    const a = Math.PI * (1 + r());
    const rad = 200 + r() * 60;
    return `<circle cx="${(600 + Math.cos(a) * rad).toFixed(1)}" cy="${(600 + Math.sin(a) * rad).toFixed(1)}" r="${(3 + r() * 5).toFixed(1)}" fill="#f5e6d0"/>`;
  }).join('');
  return svg(
    backdrop(bg[0], bg[1]) + board +
      `<path d="M370 620 A230 230 0 0 1 830 620" stroke="${color}" stroke-width="80" fill="none" stroke-linecap="round"/>` + dots +
      `<path d="M370 640 l-20 40 M830 640 l20 40" stroke="#e8e0cc" stroke-width="8"/>` +
      [0, 1, 2].map((i) => `<ellipse cx="${560 + i * 70}" cy="690" rx="32" ry="22" fill="${color}"/><ellipse cx="${560 + i * 70}" cy="686" rx="24" ry="15" fill="#c0504a"/>`).join(''),
  );
}

function ham(bg: [string, string]): string {
  return svg(
    backdrop(bg[0], bg[1]) + board +
      `<path d="M300 620 C300 430 520 360 760 420 C900 455 950 560 900 640 Z" fill="#b5653e"/>` +
      `<path d="M900 640 C960 560 900 470 820 450 C860 520 860 580 840 640 Z" fill="#f6ead8"/>` +
      `<path d="M880 600 c-30 -60 -30 -100 -10 -130" stroke="#d84f5f" stroke-width="40" fill="none"/>` +
      `<path d="M420 680 q120 -50 240 0 q-120 30 -240 0 Z" fill="#d95d6b" stroke="#f4e4d4" stroke-width="8"/>`,
  );
}

function cheek(bg: [string, string], seed: number): string {
  const r = rng(seed);
  const pepper = Array.from({ length: 160 }, () => `<circle cx="${(380 + r() * 440).toFixed(1)}" cy="${(420 + r() * 220).toFixed(1)}" r="${(2 + r() * 3).toFixed(1)}" fill="#2b2320"/>`).join('');
  return svg(
    backdrop(bg[0], bg[1]) + board +
      `<path d="M360 650 L600 380 L840 650 Z" fill="#7a4a36"/>` + `<clipPath id="c"><path d="M360 650 L600 380 L840 650 Z"/></clipPath><g clip-path="url(#c)">${pepper}</g>` +
      `<path d="M860 660 l60 -150 l60 150 Z" fill="#f4e2d2" stroke="#c9826f" stroke-width="8"/>`,
  );
}

function tied(bg: [string, string], outer: string, inner: string, spiral: boolean): string {
  const strings = Array.from({ length: 6 }, (_, i) => `<path d="M${340 + i * 70} 470 v170" stroke="#efe6d2" stroke-width="6"/>`).join('');
  const face = spiral
    ? `<circle cx="860" cy="555" r="95" fill="#f1d9cc"/><path d="M860 555 m-10 0 a10 10 0 1 1 20 0 a30 30 0 1 1 -60 0 a50 50 0 1 1 100 0 a70 70 0 1 1 -140 0" stroke="#c4505c" stroke-width="14" fill="none"/>`
    : `<circle cx="860" cy="555" r="95" fill="${inner}"/><path d="M800 520 q40 20 80 -10 M810 590 q50 -20 100 10" stroke="#f4e6dc" stroke-width="10" fill="none"/>`;
  return svg(backdrop(bg[0], bg[1]) + board + `<rect x="300" y="460" width="560" height="190" rx="95" fill="${outer}"/>` + strings + face);
}

// ---------- landscapes and rooms ----------

function hills(seed: number, sea: boolean, sheep: number): string {
  const r = rng(seed);
  const flock = Array.from({ length: sheep }, () => {
    const x = 120 + r() * 960;
    const y = 700 + r() * 150;
    return `<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="26" ry="17" fill="#f7f4ea"/><circle cx="${(x + 24).toFixed(0)}" cy="${(y - 6).toFixed(0)}" r="9" fill="#3b3430"/>`;
  }).join('');
  const oaks = Array.from({ length: 7 }, () => {
    const x = 80 + r() * 1040;
    const y = 560 + r() * 80;
    return `<rect x="${(x - 5).toFixed(0)}" y="${y.toFixed(0)}" width="10" height="40" fill="#5b3f2a"/><circle cx="${x.toFixed(0)}" cy="${(y - 10).toFixed(0)}" r="${(28 + r() * 16).toFixed(0)}" fill="#3f6b3a"/>`;
  }).join('');
  return (
    backdrop('#f6c98a', '#bfe0ef') +
    `<circle cx="930" cy="210" r="80" fill="#fff2c4"/>` +
    (sea ? `<rect y="430" width="${W}" height="60" fill="#4f9bbf"/>` : '') +
    `<path d="M0 470 Q200 330 420 450 T820 420 T1200 450 V900 H0 Z" fill="#8fa876"/>` +
    `<path d="M0 560 Q260 470 520 560 T1200 540 V900 H0 Z" fill="#6f9159"/>` +
    oaks +
    `<path d="M0 680 Q300 620 640 690 T1200 670 V900 H0 Z" fill="#9bb865"/>` +
    flock
  );
}

function cellar(): string {
  const shelf = (y: number) =>
    `<rect x="80" y="${y}" width="1040" height="22" fill="#6b4426"/>` +
    Array.from({ length: 7 }, (_, i) => `<ellipse cx="${170 + i * 145}" cy="${y - 40}" rx="62" ry="42" fill="${i % 2 ? '#d9b36a' : '#c99a52'}"/><ellipse cx="${170 + i * 145}" cy="${y - 52}" rx="55" ry="20" fill="#eed9a0"/>`).join('');
  return svg(backdrop('#4a3526', '#2e2119') + `<path d="M0 0 H1200 V160 Q600 20 0 160 Z" fill="#3a2a1e"/>` + [330, 560, 790].map(shelf).join(''));
}

function curingRoom(): string {
  const hang = (x: number, i: number) =>
    `<path d="M${x} 120 v${80 + (i % 3) * 30}" stroke="#d8cdb4" stroke-width="5"/>` +
    (i % 2
      ? `<rect x="${x - 35}" y="${200 + (i % 3) * 30}" width="70" height="300" rx="35" fill="#8c3b2f"/>`
      : `<path d="M${x - 70} ${210 + (i % 3) * 30} c0 260 140 260 140 0" stroke="#9a4434" stroke-width="46" fill="none"/>`);
  return svg(backdrop('#e9dcc3', '#c8b28d') + `<rect y="100" width="${W}" height="26" fill="#6b4426"/>` + [160, 340, 520, 700, 880, 1060].map(hang).join('') + `<rect y="760" width="${W}" height="140" fill="#a67c52"/>`);
}

function farmhouse(): string {
  return svg(
    hills(11, false, 5) +
      `<rect x="430" y="430" width="380" height="230" fill="#efe2c6"/><path d="M400 440 L620 320 L840 440 Z" fill="#b4543a"/>` +
      `<rect x="590" y="540" width="60" height="120" fill="#6b4426"/>` +
      [470, 700].map((x) => `<rect x="${x}" y="480" width="70" height="60" fill="#7fb2c9" stroke="#6b4426" stroke-width="8"/>`).join(''),
  );
}

interface RoomStyle {
  wall: string;
  cover: string;
  twin: boolean;
}

/** A bedroom: bed (double or two singles), window onto the hills, a lamp. */
function bedroom(s: RoomStyle, seed: number): string {
  const view = `<clipPath id="w"><rect x="720" y="170" width="340" height="260"/></clipPath><g clip-path="url(#w)"><g transform="translate(720 170) scale(0.283 0.289)">${hills(seed, true, 3)}</g></g>`;
  const bed = (x: number, w: number) =>
    `<rect x="${x}" y="480" width="${w}" height="60" rx="14" fill="#6b4426"/>` +
    `<rect x="${x + 10}" y="540" width="${w - 20}" height="140" rx="20" fill="#faf6ee"/>` +
    `<rect x="${x + 10}" y="590" width="${w - 20}" height="110" rx="16" fill="${s.cover}"/>` +
    `<rect x="${x + 30}" y="520" width="${w / 2 - 40}" height="50" rx="20" fill="#ffffff"/>` +
    (w > 400 ? `<rect x="${x + w / 2 + 10}" y="520" width="${w / 2 - 40}" height="50" rx="20" fill="#ffffff"/>` : '');
  const beds = s.twin ? bed(120, 260) + bed(440, 260) : bed(140, 520);
  return svg(
    `<rect width="${W}" height="${H}" fill="${s.wall}"/><rect y="700" width="${W}" height="200" fill="#b98b5e"/>` +
      `<path d="M0 100 H1200" stroke="#6b4426" stroke-width="26"/>` +
      `<rect x="705" y="155" width="370" height="290" fill="#6b4426"/>` + view +
      `<path d="M890 170 v260 M720 300 h340" stroke="#6b4426" stroke-width="10"/>` +
      beds +
      `<rect x="930" y="560" width="120" height="140" fill="#8a5a30"/><path d="M960 560 l30 -90 l30 90 Z" fill="#f3e2b3"/>`,
  );
}

function bathroom(wall: string): string {
  const tiles = Array.from({ length: 12 }, (_, i) => `<path d="M${i * 100} 380 V900" stroke="#ffffff55" stroke-width="3"/>`).join('');
  return svg(
    `<rect width="${W}" height="${H}" fill="${wall}"/><rect y="380" width="${W}" height="520" fill="#e8e3da"/>` + tiles +
      `<rect x="200" y="520" width="320" height="60" rx="10" fill="#ffffff"/><rect x="250" y="580" width="220" height="240" fill="#cbb9a0"/>` +
      `<ellipse cx="360" cy="300" rx="110" ry="140" fill="#d7c6a5" stroke="#6b4426" stroke-width="10"/>` +
      `<rect x="720" y="160" width="300" height="680" fill="#d8eef3" stroke="#a9a9a9" stroke-width="8"/>` +
      `<path d="M870 200 v40 m-40 0 h80" stroke="#9a9a9a" stroke-width="12"/>` +
      `<rect x="560" y="460" width="80" height="20" fill="#6b4426"/><rect x="570" y="420" width="24" height="40" fill="${wall}"/>`,
  );
}

type Drawing = () => string;

const CHEESE_BG: [string, string] = ['#f3e6cc', '#e3cfa6'];
const MEAT_BG: [string, string] = ['#efe1cf', '#d9bfa2'];

const images: Record<string, Drawing> = {
  'products/crema-spalmabile-pecorino': () => jars(CHEESE_BG),
  'products/primo-fiore': () => wheel({ rind: '#efe3c2', paste: '#fbf6e6', holes: 18, seed: 2 }, CHEESE_BG),
  'products/rigatello-del-monte': () => wheel({ rind: '#cf9f58', paste: '#f3e2b0', holes: 10, ridged: true, seed: 3 }, CHEESE_BG),
  'products/peretta-gallurese': () => peretta(CHEESE_BG),
  'products/maggiolina-ricotta': () => ricotta(CHEESE_BG),
  'products/pecorino-fresco': () => wheel({ rind: '#e8d6a4', paste: '#faf3dc', holes: 14, seed: 6 }, CHEESE_BG),
  'products/pecorino-semistagionato': () => wheel({ rind: '#b9894a', paste: '#f1dfa8', holes: 8, seed: 7 }, CHEESE_BG),
  'products/pecorino-stagionato-12-mesi': () => wheel({ rind: '#8a5a2e', paste: '#ecd28e', holes: 5, seed: 8 }, ['#e9dcc0', '#cdb48a']),
  'products/pecorino-riserva-24-mesi': () => wheel({ rind: '#5e3b1e', paste: '#e6c77a', holes: 3, seed: 9 }, ['#dccdb0', '#b99b70']),
  'products/caprino-della-gallura': () => wheel({ rind: '#f1ecdf', paste: '#ffffff', holes: 6, seed: 10 }, ['#e4ecd9', '#c9d8b5']),
  'products/fiore-sardo-affumicato': () => wheel({ rind: '#6e4a2a', paste: '#efd9a0', holes: 6, smoke: true, seed: 11 }, ['#d9cfc0', '#a89886']),
  'products/salsiccia-sarda': () => sausage(MEAT_BG, '#7e3326', 12),
  'products/salsiccia-sarda-piccante': () => sausage(['#f1d9c6', '#dca889'], '#a2321f', 13),
  'products/prosciutto-di-montagna': () => ham(MEAT_BG),
  'products/guanciale-al-pepe': () => cheek(MEAT_BG, 15),
  'products/lonza-stagionata': () => tied(MEAT_BG, '#7a3a2a', '#b9434a', false),
  'products/pancetta-arrotolata': () => tied(MEAT_BG, '#9d5a42', '#c4505c', true),
  'products/coppa-sarda': () => tied(['#e6dccb', '#c7b596'], '#5f2c22', '#a63f46', false),
  'rooms/lavanda-deluxe-1': () => bedroom({ wall: '#d9d0ea', cover: '#9c88c4', twin: false }, 21),
  'rooms/lavanda-deluxe-2': () => bathroom('#d9d0ea'),
  'rooms/lavanda-deluxe-3': () => svg(hills(23, true, 8)),
  'rooms/orchidea-deluxe-1': () => bedroom({ wall: '#f0d6e2', cover: '#c7739b', twin: false }, 24),
  'rooms/orchidea-deluxe-2': () => bathroom('#f0d6e2'),
  'rooms/orchidea-deluxe-3': () => svg(hills(26, false, 4)),
  'rooms/elicrisio-standard-1': () => bedroom({ wall: '#f4e6b8', cover: '#d7a93a', twin: false }, 27),
  'rooms/elicrisio-standard-2': () => bathroom('#f4e6b8'),
  'rooms/elicrisio-standard-3': () => svg(hills(29, true, 2)),
  'rooms/standard-twin-mirto-1': () => bedroom({ wall: '#dce8da', cover: '#5e7f5a', twin: true }, 30),
  'rooms/standard-twin-ginepro-1': () => bedroom({ wall: '#e4dccd', cover: '#4f6f7a', twin: true }, 31),
  'site/hero-gallura': () => svg(hills(1, true, 14)),
  'site/pascolo': () => svg(hills(2, false, 22)),
  'site/cantina': cellar,
  'site/salumeria': curingRoom,
  'site/tenuta': farmhouse,
};

async function main(): Promise<void> {
  let bytes = 0;
  for (const [name, draw] of Object.entries(images)) {
    const source = Buffer.from(draw());
    fs.mkdirSync(path.join(OUT, path.dirname(name)), { recursive: true });
    for (const width of WIDTHS) {
      const file = path.join(OUT, `${name}-${width}.webp`);
      const info = await sharp(source, { density: 72 }).resize({ width }).webp({ quality: 78, effort: 6 }).toFile(file);
      bytes += info.size;
    }
  }
  console.log(`${Object.keys(images).length} illustrations, ${WIDTHS.length} widths, ${(bytes / 1024).toFixed(0)} KiB in ${OUT}`);
}

await main();
