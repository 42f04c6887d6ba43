// Runs instead of the app's own tags on pages whose html paints before the app (scripts/serve.mjs): a photo, or
// on a first visit the cookie notice. The app's scripts and fonts are requested once that is on screen, so on a
// slow line they do not share its bandwidth.
// The tags wait, inert, in <template id="app-start">; copies made here are live and go into head.
// Built on its own by scripts/start-after-paint-plugin.ts; the app never imports it.
const template = document.getElementById('app-start');
let started = false;

// Chromium spends up to a few milliseconds per <link> added (it starts the request there and then): a page's
// forty go in as many as fit in a few milliseconds, each batch its own short task, the app's script in the first.
const BUDGET_MS = 6;

function copyInto(tags: Element[]) {
  const start = performance.now();
  while (tags.length > 0) {
    const tag = tags.shift()!;
    if (tag.localName === 'link' || tag.localName === 'script') {
      // Made anew: a script cloned from a template would never run.
      const copy = document.createElement(tag.localName);
      for (const { name, value } of tag.attributes) copy.setAttribute(name, value);
      document.head.append(copy);
    } else {
      // Markup to show (the first visit's cookie notice): into the page as it is.
      document.body.append(document.importNode(tag, true));
    }
    if (performance.now() - start > BUDGET_MS) break;
  }
  if (tags.length > 0) setTimeout(() => copyInto(tags), 0);
}

function start() {
  if (started || !(template instanceof HTMLTemplateElement)) return;
  started = true;
  copyInto([...template.content.children]);
}

// The html's own paint: its photos, or the notice (on a photo page that waits in the template, not matched here).
const painted: Element[] = [...document.querySelectorAll('#root img, #first-notice')];
if (painted.length === 0) start();
else if (PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
  // The browser's own report that it reached the screen (buffered: it may have already); for the notice, its text.
  const observer = new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => painted.some((el) => el.contains((entry as LargestContentfulPaint).element)))) {
      observer.disconnect();
      start();
    }
  });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
} else {
  // Without that report: once decoded a photo is drawn by the next frame (text needs no decoding); start in the task after it.
  void Promise.all(painted.map((el) => (el as HTMLImageElement).decode?.().catch(() => undefined))).then(() =>
    requestAnimationFrame(() => setTimeout(start, 0)),
  );
}
// A photo that fails or never arrives (or a hidden tab, which paints nothing) must not hold the app back.
for (const el of painted) el.addEventListener('error', start);
setTimeout(start, 2500);

export {};
