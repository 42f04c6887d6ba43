// Every spec imports `test` and `expect` from here: a test fails on any console error or uncaught exception (an
// unhandled rejection included) in any page of its browser context, unless the test named it as expected.
import { test as base, expect, type BrowserContext, type ConsoleMessage, type Page } from '@playwright/test';

type Expected = RegExp;
const expectedByContext = new WeakMap<BrowserContext, Expected[]>();

/** Declares console errors this test provokes on purpose (say, the browser's own line for a 409 it asks for). */
export function allowConsoleErrors(page: Page, ...patterns: Expected[]) {
  const list = expectedByContext.get(page.context()) ?? [];
  list.push(...patterns);
  expectedByContext.set(page.context(), list);
}

/** The browser's own console line for a refusal the test provokes on purpose: `status` answered by `path`. */
export function allowRefusal(page: Page, status: number, path: string) {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  allowConsoleErrors(page, new RegExp(`status of ${status} \\(.*${escaped}`));
}

function describe(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location();
  return `${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`;
}

/** Collects the errors of every page the context opens, now and later. */
export function watchConsole(context: BrowserContext): () => string[] {
  const errors: string[] = [];
  const watch = (page: Page) => {
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(describe(m));
    });
    page.on('pageerror', (e) => errors.push(`uncaught ${e.name}: ${e.message}${e.stack ? `\n${e.stack}` : ''}`));
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return () => {
    const expected = expectedByContext.get(context) ?? [];
    return errors.filter((e) => !expected.some((p) => p.test(e)));
  };
}

export const test = base.extend<{ consoleErrors: void }>({
  consoleErrors: [
    async ({ context }, use) => {
      const unexpected = watchConsole(context);
      await use();
      expect(unexpected(), 'console errors or uncaught exceptions in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { Page, Locator, BrowserContext,  } from '@playwright/test';
