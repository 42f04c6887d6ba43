import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import it_ from '../locales/it/enums.json';
import en from '../locales/en/enums.json';
import type { EnumKind } from './enum-labels.ts';

const root = path.join(import.meta.dirname, '../..');
const migrations = path.join(root, 'supabase/migrations');

/** Every `column text ... check (column in ('a', 'b'))` of the migrations, by `table.column`. */
function checkedValues(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of fs.readdirSync(migrations).filter((f) => f.endsWith('.sql')).sort()) {
    let table = '';
    for (const line of fs.readFileSync(path.join(migrations, file), 'utf8').split('\n')) {
      const created = /(?:create|alter) table (?:public\.)?(\w+)/i.exec(line);
      if (created) table = created[1];
      const check = /check \((\w+) in \(([^)]*)\)\)/i.exec(line);
      if (check) found.set(`${table}.${check[1]}`, [...check[2].matchAll(/'([^']*)'/g)].map((m) => m[1]));
    }
  }
  return found;
}

// The database columns whose values the site shows, and the `enums` kind that labels them.
const LABELLED: Record<string, EnumKind> = {
  'orders.status': 'orderStatus',
  'orders.payment_method': 'paymentMethod',
  'bookings.payment_method': 'paymentMethod',
  'bookings.payment_status': 'paymentStatus',
  'bookings.booking_status': 'bookingStatus',
  'bookings.source': 'bookingSource',
  'products.milk_treatment': 'milkTreatment',
  'products.badge': 'productBadge',
};

describe('enum labels', () => {
  const checks = checkedValues();
  it.each(Object.entries(LABELLED))('labels every value of %s in both languages', (column, kind) => {
    const values = checks.get(column);
    expect(values, `no check constraint found for ${column}`).toBeDefined();
    for (const value of values ?? []) {
      expect(it_[kind], `${kind}.${value} (it)`).toHaveProperty(value);
      expect(en[kind], `${kind}.${value} (en)`).toHaveProperty(value);
    }
  });

  it('labels every milk animal of the farm data in both languages', () => {
    const farm = JSON.parse(fs.readFileSync(path.join(root, 'supabase/data/farm.json'), 'utf8')) as {
      products: Array<{ milk_animal?: string | null }>;
    };
    const animals = new Set(farm.products.map((p: { milk_animal?: string | null }) => p.milk_animal).filter(Boolean));
    expect(animals.size).toBeGreaterThan(0);
    for (const animal of animals) {
      expect(it_.milkAnimal).toHaveProperty(String(animal));
      expect(en.milkAnimal).toHaveProperty(String(animal));
    }
  });

  it('has the same kinds and values in both languages', () => {
    const keys = (o: Record<string, Record<string, string>>) =>
      Object.entries(o).flatMap(([k, v]) => Object.keys(v).map((value) => `${k}.${value}`)).sort();
    expect(keys(en)).toEqual(keys(it_));
  });
});
