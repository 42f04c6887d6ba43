// Embeds resolve through foreign keys, as PostgREST does: many-to-one, one-to-many, one-to-one and
// many-to-many through a junction whose primary key holds both foreign keys.
import { RestError } from './errors.ts';
import type { ForeignKey, SchemaCache } from './schema-cache.ts';

type Cardinality = 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many';

export interface Relationship {
  cardinality: Cardinality;
  target: string;
  /** Join pairs: [column of parent, column of target] (direct) or of parent and junction (m2m). */
  fk: ForeignKey;
  /** true when fk goes from the parent to the target. */
  forward: boolean;
  junction?: { name: string; toParent: ForeignKey; toTarget: ForeignKey };
  toOne: boolean;
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

function isUnique(cache: SchemaCache, rel: string, cols: string[]): boolean {
  return cache.relations.get(rel)?.uniques.some((u) => sameSet(u, cols)) ?? false;
}

function candidates(cache: SchemaCache, from: string, name: string): Relationship[] {
  const out: Relationship[] = [];
  if (cache.relations.has(name)) {
    for (const fk of cache.fks) {
      if (fk.from === from && fk.to === name) {
        const one = isUnique(cache, from, fk.fromCols);
        out.push({ cardinality: one ? 'one-to-one' : 'many-to-one', target: name, fk, forward: true, toOne: true });
      }
      if (fk.to === from && fk.from === name) {
        const one = isUnique(cache, name, fk.fromCols);
        out.push({ cardinality: one ? 'one-to-one' : 'one-to-many', target: name, fk, forward: false, toOne: one });
      }
    }
    for (const toParent of cache.fks) {
      if (toParent.to !== from || toParent.from === from || toParent.from === name) continue;
      const j = cache.relations.get(toParent.from);
      if (!j) continue;
      for (const toTarget of cache.fks) {
        if (toTarget === toParent || toTarget.from !== j.name || toTarget.to !== name) continue;
        const keyCols = [...toParent.fromCols, ...toTarget.fromCols];
        if (!keyCols.every((c) => j.pk.includes(c))) continue;
        out.push({
          cardinality: 'many-to-many',
          target: name,
          fk: toParent,
          forward: false,
          junction: { name: j.name, toParent, toTarget },
          toOne: false,
        });
      }
    }
  } else {
    // Embedding by a foreign-key column: `select=*,category_id(*)`.
    for (const fk of cache.fks) {
      if (fk.from === from && fk.fromCols.length === 1 && fk.fromCols[0] === name) {
        const one = isUnique(cache, from, fk.fromCols);
        out.push({ cardinality: one ? 'one-to-one' : 'many-to-one', target: fk.to, fk, forward: true, toOne: true });
      }
    }
  }
  return out;
}

function matchesHint(r: Relationship, hint: string): boolean {
  if (r.junction) {
    return r.junction.name === hint || r.junction.toParent.name === hint || r.junction.toTarget.name === hint;
  }
  return r.fk.name === hint || sameSet(r.fk.fromCols, [hint]) || (r.forward && sameSet(r.fk.toCols, [hint]));
}

function describe(r: Relationship, from: string): { cardinality: string; embedding: string; relationship: string } {
  const fk = r.junction ? r.junction.toTarget : r.fk;
  const rel = r.junction
    ? `${r.junction.name} using ${r.junction.toParent.name}(${r.junction.toParent.fromCols.join(', ')}) and ${fk.name}(${fk.fromCols.join(', ')})`
    : `${fk.name} using ${fk.from}(${fk.fromCols.join(', ')}) and ${fk.to}(${fk.toCols.join(', ')})`;
  return { cardinality: r.cardinality, embedding: `${from} with ${r.target}`, relationship: rel };
}

export function findRelationship(cache: SchemaCache, from: string, name: string, hint?: string): Relationship {
  let found = candidates(cache, from, name);
  if (hint !== undefined) found = found.filter((r) => matchesHint(r, hint));
  if (found.length === 1) return found[0];
  if (found.length === 0) {
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${from}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${from}' and '${name}'${hint ? ` using the hint '${hint}'` : ''} in the schema '${cache.schema}', but no matches were found.`,
    );
  }
  const hints = found.map((r) => `'${name}!${r.junction ? r.junction.name : r.fk.name}'`);
  throw new RestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${from}' and '${name}'`,
    found.map((r) => describe(r, from)),
    `Try changing '${name}' to one of the following: ${hints.join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}
