// Cuts the self-hosted fonts down to what the site sets: the characters of Italian and English text (Latin-1,
// typographic quotes and dashes, the euro sign) and the weights 400-700 of the variable axis. The fonts are
// preloaded on every page, so their bytes compete with the first screen's photo on a slow connection.
// Sources (the fonts' Latin builds) live in assets/fonts/. Run: npx tsx scripts/subset-fonts.ts
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { SUBSET_TEXT } from './font-subset-text.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const FONTS = ['inter-latin', 'fraunces-latin'];
// Tailwind's font-normal to font-bold: the only weights the styles use.
const WEIGHTS = { wght: { min: 400, max: 700 } };

for (const name of FONTS) {
  const source = fs.readFileSync(path.join(ROOT, 'assets/fonts', `${name}-full.woff2`));
  const out = await subsetFont(source, SUBSET_TEXT, { targetFormat: 'woff2', variationAxes: WEIGHTS });
  fs.writeFileSync(path.join(ROOT, 'public/fonts', `${name}.woff2`), out);
  console.log(`${name}.woff2: ${source.length} → ${out.length} bytes`);
}
