// End-to-end tests in Debian's Chromium against the built app, served with scripts/serve.mjs,
// and one local stack started by e2e/global-setup.ts on free ports in a temp folder.
import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';

// One free port for the web server, chosen once in the main process; workers inherit it through the env.
if (!process.env.E2E_WEB_PORT) {
  process.env.E2E_WEB_PORT = execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim();
}
// The farm's calendar day (Europe/Rome) the run started on, fixed for all its workers: the journeys' stay windows
// count from it, so a run that crosses midnight does not move a later test's nights onto an earlier test's.
process.env.E2E_RUN_DAY ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

export const BASE_URL = `http://127.0.0.1:${process.env.E2E_WEB_PORT}`;

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
};

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  // Per run, so two runs at once (several engineers, one tree) never delete each other's artifacts.
  outputDir: `test-results/run-${process.env.E2E_WEB_PORT}`,
  globalSetup: './e2e/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: BASE_URL,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    // A failed test keeps its trace (actions, DOM snapshots, network) but not the screencast: filming every page
    // doubled the whole run's time (booking-refusals + assistant-chat: 5.5 → 2.8 min), and a failure's screenshot stays.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'desktop', grepInvert: /@mobile-only/, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
    {
      name: 'mobile',
      grepInvert: /@desktop-only/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, browserName: 'chromium', launchOptions },
    },
  ],
});
