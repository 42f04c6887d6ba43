// The farm's file as the import reads it: the knowledge entries never write the farm's contacts out (they say
// {email}, {phone}, {whatsapp}, filled from the settings when an answer is read), and the check refuses a file
// that does, or that names a placeholder nobody fills.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { ROOT_DIR } from '../local/config.ts';
import { readFarmData } from './farm-schema.ts';

const FARM = path.join(ROOT_DIR, 'supabase', 'data', 'farm.json');
const PUBLIC = path.join(ROOT_DIR, 'public');
const farm = JSON.parse(fs.readFileSync(FARM, 'utf8')) as { settings: Record<string, unknown>; knowledge: Array<Record<string, unknown>> };

test('no knowledge entry of farm.json writes the farm\'s e-mail or phones out', () => {
  const contacts = [farm.settings.contact_email, farm.settings.contact_phone, farm.settings.whatsapp, 'info@tenutasarda.it', '+39 0789 123 456', '+39 333 123 4567'];
  const written = farm.knowledge.flatMap((k) => contacts.filter((c) => typeof c === 'string' && JSON.stringify(k).includes(c)).map((c) => `${String(k.topic)}: ${String(c)}`));
  expect(written).toEqual([]);
  expect(farm.knowledge.filter((k) => JSON.stringify(k).includes('{email}')).length).toBeGreaterThan(20);
  expect(() => readFarmData(FARM, PUBLIC)).not.toThrow();
});

test('the check refuses an entry with a contact written out or an unknown placeholder', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'farm-'));
  try {
    const [first] = farm.knowledge;
    const bad = { ...farm, knowledge: [
      { ...first, answer_it: `Scrivici a ${String(farm.settings.contact_email)}.` },
      { ...first, id: '40000000-0000-4000-8000-0000000000ff', answer_en: 'Call {phone} or write to {mail}.' },
    ] };
    const file = path.join(dir, 'farm.json');
    fs.writeFileSync(file, JSON.stringify(bad));
    expect(() => readFarmData(file, PUBLIC)).toThrow(/knowledge\[0\]\.answer_it: write \{email\}[\s\S]*knowledge\[1\]\.answer_en: \{mail\} is not one of/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
