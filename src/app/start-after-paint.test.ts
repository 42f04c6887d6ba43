// The build gathers the app's starting tags into one block; the server turns that block, on pages whose html paints
// before the app (a photo, the first visit's notice), into an inert template plus the script that starts the app
// once that paint is on screen.
import { describe, expect, it } from 'vitest';
import { gatherAppTags } from '../../scripts/start-after-paint-plugin.ts';
import { startAfterPaint } from '../../scripts/serve.mjs';

const BUILT = `<head>
    <link rel="preload" href="/fonts/a.woff2" as="font" type="font/woff2" crossorigin />
    <link rel="preload" as="image" href="/hero.webp" fetchpriority="high" />
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
  </head>
<body><div id="root"></div></body>`;

describe('the build step', () => {
  const html = gatherAppTags(BUILT, '/assets/start-after-paint-x.js');

  it('moves the module script, module preloads and font preloads into one block at the end of head, fonts first', () => {
    const block = html.slice(html.indexOf('<!-- app-start'), html.indexOf('</head>'));
    expect(block).toBe(
      [
        '<!-- app-start src=/assets/start-after-paint-x.js -->',
        '    <link rel="preload" href="/fonts/a.woff2" as="font" type="font/woff2" crossorigin />',
        '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
        '    <link rel="modulepreload" crossorigin href="/assets/react-2.js">',
        '    <!-- /app-start -->',
        '  ',
      ].join('\n'),
    );
  });

  it('leaves the stylesheet and the photo preload where they were', () => {
    const head = html.slice(0, html.indexOf('<!-- app-start'));
    expect(head).toContain('<link rel="preload" as="image" href="/hero.webp" fetchpriority="high" />');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-3.css">');
    expect(head).not.toContain('index-1.js');
  });

  it('refuses an html without the app script (the site would never start)', () => {
    expect(() => gatherAppTags('<head></head>', '/s.js')).toThrow(/no module script/);
  });
});

describe('the server step', () => {
  const built = gatherAppTags(BUILT, '/assets/start-after-paint-x.js');

  it('puts the tags in a template, which never runs them, and the starter script in their place', () => {
    const html = startAfterPaint(built);
    expect(html).not.toContain('app-start src=');
    expect(html).toMatch(
      /<template id="app-start">\n\s*<link rel="preload" href="\/fonts\/a\.woff2"[^\n]*\n\s*<script type="module" crossorigin src="\/assets\/index-1\.js"><\/script>\n\s*<link rel="modulepreload"[^\n]*\n\s*<\/template>\n\s*<script type="module" src="\/assets\/start-after-paint-x\.js"><\/script>\n\s*<\/head>/,
    );
    // Outside the template there is nothing that would start the app a second time.
    const outside = html.replace(/<template[\s\S]*<\/template>/, '');
    expect(outside).not.toContain('index-1.js');
  });

  it('leaves an html without the block as it is', () => {
    expect(startAfterPaint(BUILT)).toBe(BUILT);
  });

  it("keeps the notice's font live when the notice is the first paint, and only then", () => {
    const withNoticeFont = gatherAppTags(
      BUILT.replace('<head>', '<head>\n    <link rel="preload" href="/fonts/body.woff2" as="font" type="font/woff2" crossorigin data-notice-font />'),
      '/assets/start-after-paint-x.js',
    );
    const outside = (html: string) => html.replace(/<template[\s\S]*<\/template>/, '');
    const notice = startAfterPaint(withNoticeFont, { notice: true });
    expect(outside(notice)).toContain('<link rel="preload" href="/fonts/body.woff2" as="font" type="font/woff2" crossorigin data-notice-font />');
    expect(outside(notice)).not.toContain('/fonts/a.woff2');
    expect(notice).toMatch(/<template id="app-start">[^]*\/fonts\/a\.woff2[^]*index-1\.js[^]*<\/template>/);
    expect(outside(startAfterPaint(withNoticeFont))).not.toContain('/fonts/body.woff2');
  });
});
