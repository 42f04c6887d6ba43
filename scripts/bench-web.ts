// npm run bench:web — Lighthouse (mobile defaults, median of 3) on home, /formaggi, a product page, /prenota and
// /checkout of the built app served by scripts/serve.mjs against a stack of its own; then lab INP with
// Playwright + web-vitals under 4x CPU throttling for add to cart, change a cart quantity, choose stay dates
// send a chat message, and the owner's rate grid (next month, then a new rule over a range). Every page is measured
// in both languages (English at /en/...). Chromium: CHROME_PATH (default /usr/bin/chromium). BENCH_RUNS changes the 3.
// For investigation: BENCH_PAGES=/,/checkout (or 'none') picks the pages, BENCH_INP=0 skips the interactions,
// BENCH_LHR_DIR=dir keeps every Lighthouse report as JSON (and its trace, .trace). Each page is requested once before it is measured.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Locator, type Page } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from '../supabase/local/net.ts';
import { monthRange, shiftMonth } from '../src/features/admin/month-calendar.ts';
import { spawnStack } from '../tests/resilience/spawn-stack.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const IT_PAGES = ['/', '/formaggi', '/prodotto/primo-fiore', '/prenota', '/checkout'];
const ALL_PAGES = [...IT_PAGES, ...IT_PAGES.map((p) => (p === '/' ? '/en' : `/en${p}`))];
const PAGES = process.env.BENCH_PAGES === 'none' ? [] : process.env.BENCH_PAGES?.split(',') ?? ALL_PAGES;
const LHR_DIR = process.env.BENCH_LHR_DIR;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

interface LhFigures { performance: number; accessibility: number; bestPractices: number; seo: number; lcp: number; tbt: number; cls: number; failing: string[] }

// /checkout sends an empty cart back home (spec): measure it with one cheese in the cart, as a buyer sees it.
const CART_SEED: Record<string, unknown[]> = {
  '/checkout': [{ product_id: '30000000-0000-4000-8000-000000000002', quantity: 1, name: 'Primo Fiore', price: 14.5, image_url: null, sku: 'TS-FOR-002', stock: 10 }],
};

/** Writes the page's cart into local storage from a page of the same origin that loads nothing else
 * (robots.txt), so the measured load still starts with an empty cache. */
async function seedCart(port: number, url: URL, lines: unknown[]) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${url.origin}/robots.txt`);
    await page.evaluate((json) => localStorage.setItem('cart', json), JSON.stringify(lines));
    await page.close();
  } finally {
    await browser.close();
  }
}

async function lighthouseOnce(url: string): Promise<LhFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS });
  try {
    const seed = CART_SEED[new URL(url).pathname.replace(/^\/en(?=\/)/, '')];
    if (seed) await seedCart(chrome.port, new URL(url), seed);
    // With a seeded cart Lighthouse must keep storage (the browser is new, so its cache is empty anyway).
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: !!seed });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    if (LHR_DIR) {
      fs.mkdirSync(LHR_DIR, { recursive: true });
      const name = new URL(url).pathname.replace(/\W+/g, '_') || '_';
      const stamp = Date.now();
      fs.writeFileSync(path.join(LHR_DIR, `${name}-${stamp}.json`), JSON.stringify(result.lhr));
      fs.writeFileSync(path.join(LHR_DIR, `${name}-${stamp}.trace`), JSON.stringify(result.artifacts.Trace));
    }
    const { categories: c, audits: a } = result.lhr;
    const score = (k: string) => Math.round((c[k]?.score ?? 0) * 100);
    const failing = Object.values(a)
      .filter((x) => x.score !== null && x.score < 0.9 && x.scoreDisplayMode !== 'informative' && x.scoreDisplayMode !== 'manual')
      .map((x) => x.id);
    return {
      performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo'),
      lcp: a['largest-contentful-paint'].numericValue ?? 0, tbt: a['total-blocking-time'].numericValue ?? 0,
      cls: a['cumulative-layout-shift'].numericValue ?? 0, failing,
    };
  } finally {
    chrome.kill();
  }
}

async function lighthouseMedian(url: string): Promise<LhFigures> {
  const runs: LhFigures[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await lighthouseOnce(url));
  const m = (k: keyof Omit<LhFigures, 'failing'>) => median(runs.map((r) => r[k]));
  const failing = [...new Set(runs.flatMap((r) => r.failing))].filter((id) => runs.filter((r) => r.failing.includes(id)).length * 2 > runs.length);
  return { performance: m('performance'), accessibility: m('accessibility'), bestPractices: m('bestPractices'), seo: m('seo'), lcp: m('lcp'), tbt: m('tbt'), cls: m('cls'), failing };
}

// ---- lab INP: web-vitals' onINP plus the Event Timing entries of each step (the step's own worst interaction)
const WEB_VITALS = fs.readFileSync(path.join(ROOT, 'node_modules/web-vitals/dist/web-vitals.iife.js'), 'utf8');
const INIT = `${WEB_VITALS}
window.__inp = 0; window.__events = [];
webVitals.onINP((m) => { window.__inp = m.value; }, { reportAllChanges: true });
new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.interactionId) window.__events.push({ t: e.startTime, d: e.duration, n: e.name }); })
  .observe({ type: 'event', durationThreshold: 16, buffered: true });`;

async function step(page: Page, action: () => Promise<void>): Promise<number> {
  const t0 = await page.evaluate(() => performance.now());
  await action();
  await page.waitForTimeout(400); // let the next frame paint, so the entry is complete
  return page.evaluate((since) => Math.max(0, ...(window as unknown as { __events: Array<{ t: number; d: number }> }).__events.filter((e) => e.t >= since).map((e) => e.d)), t0);
}

/** A press at the element's centre, found before the step: Playwright's own click checks its target from a listener
 * it adds to the page (elementsFromPoint inside the pointerdown, 10 ms at 4x CPU), which no visitor's tap runs. */
async function press(page: Page, target: Locator): Promise<number> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to press');
  return step(page, () => page.mouse.click(box.x + box.width / 2, box.y + box.height / 2));
}

async function inpScenarios(baseUrl: string): Promise<Array<{ name: string; step: number; inp: number }>> {
  const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS.filter((f) => f !== '--headless') });
  const out: Array<{ name: string; step: number; inp: number }> = [];
  const open = async (url: string) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'it-IT', hasTouch: true, isMobile: true });
    await context.addInitScript({ content: INIT });
    await context.addInitScript(() => localStorage.setItem('cookie_consent', 'essential'));
    const page = await context.newPage();
    await page.goto(`${baseUrl}${url}`, { waitUntil: 'networkidle' });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    return { page, context, cdp };
  };
  const record = async (name: string, page: Page, ms: number) => out.push({ name, step: ms, inp: await page.evaluate(() => (window as unknown as { __inp: number }).__inp) });
  const safely = async (name: string, fn: () => Promise<void>) => {
    try { await fn(); } catch (e) { console.log(`  ${name}: failed (${String(e).split('\n')[0]})`); }
  };

  await safely('add to cart', async () => {
    const { page, context } = await open('/prodotto/primo-fiore');
    await record('add to cart', page, await press(page, page.getByTestId('add-to-cart')));
    await safely('change cart quantity', async () => {
      await page.getByTestId('cart-button').click();
      const plus = page.getByTestId('cart-drawer').getByRole('button', { name: /^Aumenta la quantità/ }).first();
      await plus.waitFor();
      await record('change cart quantity', page, await press(page, plus));
    });
    await context.close();
  });
  await safely('choose stay dates', async () => {
    const { page, context } = await open('/prenota');
    const calendar = page.locator('[data-radix-popper-content-wrapper]');
    const days = calendar.locator('[data-day]:not([data-outside]) button:not([disabled])');
    const ms = [await press(page, page.locator('#check-in'))];
    await days.first().waitFor();
    // Next month, so the days picked exist whatever today's date (paging is not one of the measured steps).
    await calendar.locator('.rdp-button_next').click();
    ms.push(await press(page, days.nth(10)));
    await calendar.waitFor({ state: 'hidden' });
    ms.push(await press(page, page.locator('#check-out')));
    await days.first().waitFor();
    // The check-out calendar opens on the check-in month: its enabled days start the night after check-in.
    ms.push(await press(page, days.nth(1)));
    await record('open calendar and choose dates', page, Math.max(...ms));
    await context.close();
  });
  await safely('send a chat message', async () => {
    const { page, context } = await open('/');
    const ms = [await press(page, page.getByRole('button', { name: "Apri l'assistente virtuale" }))];
    const input = page.getByLabel('Scrivi un messaggio');
    await input.waitFor();
    await input.fill('Che formaggi avete?');
    ms.push(await step(page, () => input.press('Enter')));
    await record('send a chat message', page, Math.max(...ms));
    await context.close();
  });
  await safely('rate grid', async () => {
    const { page, context, cdp } = await open('/auth?redirect=%2Fadmin%2Ftariffe');
    await page.getByLabel('Email').first().fill('admin@tenuta.local');
    await page.getByLabel('Password').first().fill('admin123!');
    await page.getByRole('button', { name: /^accedi$/i }).last().click();
    const grid = page.getByTestId('rate-grid');
    await grid.waitFor();
    // The month shown stays whole until the next one is drawn: wait for a night of the next month.
    const shownMonth = (await grid.locator('[data-night]').first().getAttribute('data-night'))!.slice(0, 7);
    const [y, m] = shownMonth.split('-').map(Number);
    const next = shiftMonth(y, m - 1, 1);
    const nextMonth = monthRange(next.year, next.month).from.slice(0, 7);
    const month = await press(page, page.getByRole('button', { name: 'Mese successivo' }));
    await grid.locator(`[data-night^="${nextMonth}"]`).first().waitFor();
    // A rule over a range of that month: the save (dialog closes) and the grid showing the new price.
    const first = await grid.locator(`[data-night^="${nextMonth}"]`).nth(3).getAttribute('data-night');
    await page.getByRole('button', { name: 'Nuova regola' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name="name"]').fill(`bench ${Date.now()}`);
    await dialog.locator('input[name="first_night"]').fill(first!);
    await dialog.locator('input[name="last_night"]').fill(first!);
    await dialog.locator('input[name="nightly_price"]').fill('93');
    // Also the main thread's work from Save until the grid shows the price (the refetch, the dialog closing, the
    // list and the grid rendering again): watched from inside the page, so no polling of ours is counted.
    await cdp.send('Performance.enable');
    const busy = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')!.value * 1000;
    // A string, not a function: tsx would wrap the inner arrows in its __name helper, which the page lacks.
    const shown = page.evaluate(`new Promise((resolve) => {
      const seen = () => document.querySelector('[data-night="${first}"][data-price="93"]') && !document.querySelector('[role="dialog"]');
      const watch = new MutationObserver(() => { if (seen()) { watch.disconnect(); resolve(); } });
      watch.observe(document.body, { subtree: true, childList: true, attributes: true });
    })`);
    const before = await busy();
    const save = await press(page, dialog.getByRole('button', { name: 'Salva la regola' }));
    await shown;
    const work = (await busy()) - before;
    await grid.locator(`[data-night="${first}"][data-price="93"]`).waitFor();
    await record('rate grid: next month', page, month);
    await record('rate grid: save a range', page, save);
    await record('rate grid: save until shown (CPU)', page, work);
    await context.close();
  });
  await browser.close();
  return out;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenuta-bench-web-'));
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenuta-bench-web-dist-'));
  const stack = await spawnStack(dataDir, { SUPABASE_LOCAL_FUNCTIONS: 'on' });
  let server: Server | undefined;
  try {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    execFileSync(path.join(ROOT, 'node_modules/.bin/vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: ROOT, stdio: 'inherit',
      env: { ...process.env, VITE_SUPABASE_URL: stack.info.apiUrl, VITE_SUPABASE_ANON_KEY: stack.info.anonKey, SITE_URL: baseUrl },
    });
    const { createServer } = (await import(pathToFileURL(path.join(ROOT, 'scripts/serve.mjs')).href)) as { createServer: (o: { dir: string; apiUrl: string; anonKey: string }) => Server };
    server = createServer({ dir: outDir, apiUrl: stack.info.apiUrl, anonKey: stack.info.anonKey });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', () => resolve()));
    console.log(`bench:web on ${baseUrl} (Lighthouse ${RUNS} runs per page, mobile defaults)\n`);
    console.log('page                        perf  a11y  b-p   seo    LCP ms  TBT ms    CLS');
    const failing = new Map<string, string[]>();
    for (const p of PAGES) {
      // A served site is warm: one request first, so a cold API's first answer (slower than the first-screen
      // timeout on a fresh stack) does not leave the measured loads without their first screen.
      await fetch(`${baseUrl}${p}`).then((r) => r.text());
      const f = await lighthouseMedian(`${baseUrl}${p}`);
      failing.set(p, f.failing);
      console.log(`${p.padEnd(26)} ${[f.performance, f.accessibility, f.bestPractices, f.seo].map((x) => String(x).padStart(5)).join(' ')} ${f.lcp.toFixed(0).padStart(9)} ${f.tbt.toFixed(0).padStart(7)} ${f.cls.toFixed(3).padStart(6)}`);
    }
    console.log('\naudits below 0.9 in most runs:');
    for (const [p, ids] of failing) console.log(`  ${p}: ${ids.join(', ') || '-'}`);
    console.log('\ninteraction (390 px, 4x CPU)        step ms   page INP ms');
    for (const r of process.env.BENCH_INP === '0' ? [] : await inpScenarios(baseUrl)) console.log(`  ${r.name.padEnd(33)} ${r.step.toFixed(0).padStart(7)} ${r.inp.toFixed(0).padStart(11)}`);
  } finally {
    server?.closeAllConnections();
    server?.close();
    await stack.stop();
    for (const d of [dataDir, outDir]) fs.rmSync(d, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
