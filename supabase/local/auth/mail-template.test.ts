import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPABASE_DIR } from '../config.ts';
import { renderTemplate, type TemplateData } from './mail-template.ts';

const data = (language: string): TemplateData => ({
  ConfirmationURL: 'http://api/auth/v1/verify?token=abc&type=recovery&redirect_to=http://site/x',
  Token: '123456',
  TokenHash: 'abc',
  SiteURL: 'http://site',
  RedirectTo: 'http://site/x',
  Email: 'a<b>@example.test',
  Data: { language },
});

describe('renderTemplate', () => {
  it('fills values escaped and picks the branch of the language', () => {
    const src = '{{ if eq .Data.language "en" }}Hello {{ .Email }}{{ else }}Ciao {{ .Email }}{{ end }} <a href="{{ .ConfirmationURL }}">x</a>';
    expect(renderTemplate(src, data('en'))).toBe(
      'Hello a&lt;b&gt;@example.test <a href="http://api/auth/v1/verify?token=abc&amp;type=recovery&amp;redirect_to=http://site/x">x</a>',
    );
    expect(renderTemplate(src, data('it'))).toMatch(/^Ciao a&lt;b&gt;/);
    expect(renderTemplate(src, data(''))).toMatch(/^Ciao/);
  });

  it('refuses what hosted GoTrue would render differently', () => {
    expect(() => renderTemplate('{{ .Password }}', data('it'))).toThrow(/unsupported/);
    expect(() => renderTemplate('{{ range .Data }}{{ end }}', data('it'))).toThrow(/unsupported/);
  });

  it.each(['recovery.html', 'confirmation.html'])('renders %s in both languages with the link', (file) => {
    const src = fs.readFileSync(path.join(SUPABASE_DIR, 'templates', file), 'utf8');
    const it = renderTemplate(src, data('it'));
    const en = renderTemplate(src, data('en'));
    for (const out of [it, en]) expect(out).toContain('href="http://api/auth/v1/verify?token=abc&amp;type=recovery');
    expect(it).toMatch(/lang="it"/);
    expect(en).toMatch(/lang="en"/);
    expect(it).not.toEqual(en);
  });
});
