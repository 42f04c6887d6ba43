// Types of scripts/first-screens.mjs for the TypeScript tests.
export interface FirstScreen {
  head: string;
  body: string;
}
export function createFirstScreens(options: {
  apiUrl: string;
  anonKey: string;
  timeoutMs?: number;
  ttlMs?: number;
  retryMs?: number;
  fetch?: typeof globalThis.fetch;
  now?: () => number;
}): (pathname: string) => Promise<FirstScreen | null>;
export function withFirstScreen(html: string, screen: FirstScreen | null): string;
