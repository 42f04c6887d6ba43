// Types of scripts/route-preloads.mjs for the TypeScript callers (tests).
export interface RouteFiles {
  pattern: string;
  files: string[];
}
export function createRoutePreloads(routes: RouteFiles[]): (pathname: string) => RouteFiles | null;
export function withRoutePreloads(html: string, files: string[]): string;
