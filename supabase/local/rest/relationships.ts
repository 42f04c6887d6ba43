// Embeds resolve through foreign keys, as PostgREST does: many-to-one, one-to-many, one-to-one and
// many-to-many through a junction whose primary key holds both foreign keys.
import { RestError } from './errors.ts';
import { closest } from './fuzzy.ts';
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
  /** A computed relationship: the target's rows come from this function of the parent row. */
  computed?: { schema: string; name: string; rowType: string };
}

const q = (s: string) => `"${s.replace(/"/g, '""')}"`;

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

function isUnique(cache: SchemaCache, rel: string, cols: string[]): boolean {
  return cache.relations.get(rel)?.uniques.some((u) => sameSet(u, cols)) ?? false;
}

/** Every relationship from `from` to a table, through its foreign keys (both directions) and junctions. */
function allRelationships(cache: SchemaCache, from: string): Relationship[] {
  const out: Relationship[] = [];
  for (const fk of cache.fks) {
    if (fk.from === from) {
      const one = isUnique(cache, from, fk.fromCols);
      out.push({ cardinality: one ? 'one-to-one' : 'many-to-one', target: fk.to, fk, forward: true, toOne: true });
    }
    if (fk.to === from) {
      const one = isUnique(cache, fk.from, fk.fromCols);
      out.push({ cardinality: one ? 'one-to-one' : 'one-to-many', target: fk.from, fk, forward: false, toOne: one });
    }
  }
  for (const toParent of cache.fks) {
    if (toParent.to !== from || toParent.from === from) continue;
    const j = cache.relations.get(toParent.from);
    if (!j) continue;
    for (const toTarget of cache.fks) {
      if (toTarget === toParent || toTarget.from !== j.name || toTarget.to === j.name) continue;
      const keyCols = [...toParent.fromCols, ...toTarget.fromCols];
      if (!keyCols.every((c) => j.pk.includes(c))) continue;
      out.push({ cardinality: 'many-to-many', target: toTarget.to, fk: toParent, forward: false, junction: { name: j.name, toParent, toTarget }, toOne: false });
    }
  }
  return out;
}

const single = (cols: string[], name: string) => cols.length === 1 && cols[0] === name;
/** The column of the relationship's own side (PostgREST's matchFKSingleCol) and of the other side (…RefSingleCol). */
const ownCols = (r: Relationship) => (r.forward ? r.fk.fromCols : r.fk.toCols);
const otherCols = (r: Relationship) => (r.forward ? r.fk.toCols : r.fk.fromCols);

/** PostgREST's findRel: which relationships an embed `name!hint` means. */
function candidates(cache: SchemaCache, from: string, name: string, hint?: string): Relationship[] {
  const computed = cache.computed?.get(from)?.get(name);
  if (computed && computed.kind !== 'field' && computed.target) {
    const rowType = `${q(cache.schema)}.${q(from)}`;
    const fk = { name: computed.name, from, fromCols: [], to: computed.target, toCols: [] };
    const toOne = computed.kind === 'to-one';
    return [{ cardinality: toOne ? 'many-to-one' : 'one-to-many', target: computed.target, fk, forward: true, toOne, computed: { schema: computed.schema, name: computed.name, rowType } }];
  }
  return allRelationships(cache, from).filter((r) => {
    if (r.junction) {
      if (r.target === from) return false;
      return r.target === name && (hint === undefined || r.junction.name === hint);
    }
    if (r.fk.from === r.fk.to) {
      // A self-reference has one key but two relationships: the table's name (and a hint on the key column)
      // means the children, the key column's name means the parent.
      if (hint === undefined) {
        return (r.target === name && r.cardinality === 'one-to-many') || (single(ownCols(r), name) && r.cardinality === 'many-to-one');
      }
      return r.target === name && r.cardinality === 'one-to-many' && single(otherCols(r), hint);
    }
    if (hint === undefined) return r.target === name || r.fk.name === name || single(ownCols(r), name);
    return r.target === name && (r.fk.name === hint || single(ownCols(r), hint) || single(otherCols(r), hint));
  });
}

/** PostgREST's compressedRel: the relationship seen from the embedding table. */
function describe(r: Relationship, from: string): { cardinality: string; embedding: string; relationship: string } {
  const rel = r.junction
    ? `${r.junction.name} using ${r.junction.toParent.name}(${r.junction.toParent.fromCols.join(', ')}) and ${r.junction.toTarget.name}(${r.junction.toTarget.fromCols.join(', ')})`
    : `${r.fk.name} using ${from}(${ownCols(r).join(', ')}) and ${r.target}(${otherCols(r).join(', ')})`;
  return { cardinality: r.cardinality, embedding: `${from} with ${r.target}`, relationship: rel };
}

export function findRelationship(cache: SchemaCache, from: string, name: string, hint?: string): Relationship {
  const found = candidates(cache, from, name, hint);
  if (found.length === 1) return found[0];
  if (found.length === 0) {
    // PostgREST's noRelBetweenHint: a near name among the tables related to the parent (never the same name).
    const targets = allRelationships(cache, from).map((r) => r.target);
    const near = targets.includes(name) ? undefined : closest(targets, name);
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${from}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${from}' and '${name}'${hint ? ` using the hint '${hint}'` : ''} in the schema '${cache.schema}', but no matches were found.`,
      near ? `Perhaps you meant '${near}' instead of '${name}'.` : null,
    );
  }
  const hints = found.map((r) => `'${r.target}!${r.junction ? r.junction.name : r.fk.name}'`);
  throw new RestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${from}' and '${name}'`,
    found.map((r) => describe(r, from)),
    `Try changing '${name}' to one of the following: ${hints.join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}
