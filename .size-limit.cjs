// Bundle budgets (npm run size). The groups come from Vite's manifest of the current build, which this file
// (re)builds first when it is missing or older than the sources, so the bytes always match the code.
const { execSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = __dirname;
const dist = path.join(root, 'dist');
const manifestFile = path.join(dist, '.vite', 'manifest.json');

function newestSource(p) {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((n) => newestSource(path.join(p, n))));
}
const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'].map((p) => path.join(root, p));
const fresh = fs.existsSync(manifestFile) && fs.statSync(manifestFile).mtimeMs >= Math.max(...sources.filter(fs.existsSync).map(newestSource));
if (!fresh) execSync('npx vite build --manifest --logLevel warn', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });

const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));

/** The chunk of `key` and every chunk it imports statically, transitively. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const k of manifest[key].imports ?? []) closure(k, seen);
  return seen;
}
const files = (keys, field) => [...new Set([...keys].flatMap((k) => (field === 'file' ? [manifest[k].file] : manifest[k].css ?? [])))];
const at = (f) => `dist/${f}`;

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const home = 'src/app/routes/home/home.tsx';
if (!manifest[home]) throw new Error(`${home} is not in the manifest: update .size-limit.cjs`);
const firstRender = new Set([...closure(entry), ...closure(home)]);

const lazy = Object.keys(manifest)
  .filter((k) => manifest[k].isDynamicEntry)
  .sort()
  .map((k) => ({ name: `lazy chunk ${k}`, path: at(manifest[k].file), limit: '60 kB', gzip: true }));

module.exports = [
  // With the script that starts the app after the html's photo (scripts/start-after-paint-plugin.ts), not in the manifest.
  { name: 'JS before the home page first renders', path: [...files(firstRender, 'file').map(at), 'dist/assets/start-after-paint-*.js'], limit: '120 kB', gzip: true },
  { name: 'CSS before the home page first renders', path: files(firstRender, 'css').map(at), limit: '20 kB', gzip: true },
  { name: 'all CSS', path: 'dist/assets/*.css', limit: '20 kB', gzip: true },
  ...lazy,
];
