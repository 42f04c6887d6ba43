// Writes src/app/fallback-fonts.css: for each self-hosted font, local faces of the usual system fonts (Windows and
// Apple, Android, Linux) scaled to its metrics, so text drawn before the font arrives takes the same room and does
// not move when it swaps in (layout shift). Metrics from @capsizecss/metrics (the fonts' regular instances: our
// variable files' default instance is a heavier one), Linux's DejaVu read from its files. e2e/fonts.spec.ts checks
// the home's hero takes the same room either way. Run after changing a font: npx tsx scripts/fallback-fonts.ts
import fs from 'node:fs';
import path from 'node:path';
import { createFontStack } from '@capsizecss/core';
import { entireMetricsCollection as system } from '@capsizecss/metrics/entireMetricsCollection';
import { fromFile } from '@capsizecss/unpack/fs';

const ROOT = path.resolve(import.meta.dirname, '..');
const DEJAVU = '/usr/share/fonts/truetype/dejavu';

const stacks = [
  createFontStack([system.inter, system.arial, system.roboto, await fromFile(path.join(DEJAVU, 'DejaVuSans.ttf'))]),
  createFontStack([system.fraunces, system.georgia, system.notoSerif, await fromFile(path.join(DEJAVU, 'DejaVuSerif.ttf'))]),
];

const out = path.join(ROOT, 'src/app/fallback-fonts.css');
fs.writeFileSync(
  out,
  `/* Written by scripts/fallback-fonts.ts: system fonts scaled to Inter's and Fraunces' metrics. */\n${stacks.map((s) => s.fontFaces).join('\n')}\n`,
);
for (const s of stacks) console.log(s.fontFamily);
console.log(`wrote ${path.relative(ROOT, out)}`);
