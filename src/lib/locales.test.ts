/// <reference types="node" />
// Guards of rule 5 of the house style: every key in both languages, and no visible text written in JSX.
import fs from 'node:fs';
import path from 'node:path';
import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import { SUBSET_TEXT } from '../../scripts/font-subset-text.ts';

const SRC = path.resolve(import.meta.dirname, '..');
const LOCALES = path.join(SRC, 'locales');

function flatten(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k));
}

function keysOf(lang: string): Map<string, Set<string>> {
  const dir = path.join(LOCALES, lang);
  const map = new Map<string, Set<string>>();
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const json = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as unknown;
    map.set(file.replace(/\.json$/, ''), new Set(flatten(json)));
  }
  return map;
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return walk(full);
    return e.name.endsWith('.tsx') && !e.name.endsWith('.test.tsx') ? [full] : [];
  });
}

// The booking policy page is Italian only (spec, stay-and-assistant section 1).
const ITALIAN_ONLY = new Set(['policy']);

// Attributes a visitor reads or hears.
const TEXT_ATTRIBUTES = new Set(['alt', 'title', 'placeholder', 'aria-label', 'aria-description', 'label']);

// Format masks such as MM/YY or CVV are the same in both languages: short and without lower-case words.
const isFormatMask = (text: string) => text.length <= 8 && !/\p{Ll}/u.test(text);
const isText = (text: string) => /\p{L}/u.test(text) && !isFormatMask(text.trim());

/** Visible literal text in a TSX file: JSX text with letters, and string literals in text attributes. */
export function literalTexts(code: string): string[] {
  const found: string[] = [];
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const n = node as { type?: string; value?: unknown; name?: { name?: unknown } } & Record<string, unknown>;
    if (n.type === 'JSXText' && typeof n.value === 'string' && isText(n.value)) found.push(n.value.trim());
    if (n.type === 'JSXAttribute' && TEXT_ATTRIBUTES.has(String(n.name?.name))) {
      const v = n.value as { type?: string; value?: unknown } | null;
      if (v?.type === 'Literal' && typeof v.value === 'string' && isText(v.value)) found.push(v.value);
    }
    for (const [key, child] of Object.entries(n)) if (key !== 'parent') visit(child);
  };
  visit(parseAst(code, { lang: 'tsx' }));
  return found;
}

describe('locale files', () => {
  const it_ = keysOf('it');
  const en = keysOf('en');

  it('have the same namespaces in Italian and English', () => {
    expect([...en.keys()].sort()).toEqual([...it_.keys()].sort());
  });

  it('use only characters the self-hosted fonts keep', () => {
    const kept = new Set(SUBSET_TEXT);
    const missing = new Set<string>();
    for (const lang of ['it', 'en']) {
      for (const file of fs.readdirSync(path.join(LOCALES, lang)).filter((f) => f.endsWith('.json'))) {
        for (const ch of fs.readFileSync(path.join(LOCALES, lang, file), 'utf8')) if (!kept.has(ch) && !/\s/.test(ch)) missing.add(`${lang}/${file}: ${ch}`);
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('have every key in both languages', () => {
    const missing: string[] = [];
    for (const [ns, itKeys] of it_) {
      if (ITALIAN_ONLY.has(ns)) continue;
      const enKeys = en.get(ns) ?? new Set<string>();
      for (const k of itKeys) if (!enKeys.has(k)) missing.push(`en/${ns}.json: ${k}`);
      for (const k of enKeys) if (!itKeys.has(k)) missing.push(`it/${ns}.json: ${k}`);
    }
    expect(missing).toEqual([]);
  });
});

describe('components', () => {
  it('detects literal text (self-check of the scanner)', () => {
    expect(literalTexts('const a = <p title="Ciao">Buongiorno {x}</p>;').sort()).toEqual(['Buongiorno', 'Ciao']);
    expect(literalTexts('const a = <input placeholder="Nome" />;')).toEqual(['Nome']);
    expect(literalTexts('const a = <p aria-hidden>{t("k")} · 404 *</p>;')).toEqual([]);
    expect(literalTexts('const a = <input placeholder="MM/YY" />;')).toEqual([]);
  });

  it('hold no visible literal string in JSX', () => {
    const offenders = walk(SRC).flatMap((file) =>
      literalTexts(fs.readFileSync(file, 'utf8')).map((text) => `${path.relative(SRC, file)}: "${text}"`),
    );
    expect(offenders).toEqual([]);
  });
});
