// The chunks of the page asked for, listed in its html as module preloads (from dist/.vite/route-preloads.json,
// written by scripts/route-preloads-plugin.ts): the browser fetches them with the app's own scripts, and the
// app, finding them there, does not add the tags itself (forty of them cost one long task at start).
import escapeHtml from 'escape-html';

/** A matcher for the router's patterns: '/prenota', '/prodotto/:slug' (one segment), '*' (anything). */
function matcher(pattern) {
  if (pattern === '*') return () => true;
  const re = new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}/?$`);
  return (pathname) => re.test(pathname);
}

/** `pathname → files` from the build's list; '*' is tried last whatever its place, as the router does. */
export function createRoutePreloads(routes) {
  const ordered = [...routes.filter((r) => r.pattern !== '*'), ...routes.filter((r) => r.pattern === '*')];
  const compiled = ordered.map((r) => ({ match: matcher(r.pattern), files: r.files, pattern: r.pattern }));
  return (pathname) => compiled.find((r) => r.match(pathname)) ?? null;
}


/** The html with the files' module preloads at the end of the app's starting block, those already there left out. */
export function withRoutePreloads(html, files) {
  const end = html.indexOf('<!-- /app-start -->');
  if (end < 0 || files.length === 0) return html;
  const start = html.lastIndexOf('<!-- app-start', end);
  const block = html.slice(start, end);
  const links = files
    .filter((f) => !block.includes(`"${f}"`))
    .map((f) => `<link rel="modulepreload" crossorigin href="${escapeHtml(f)}">\n    `)
    .join('');
  return html.slice(0, end) + links + html.slice(end);
}
