// `.explain()`: the request's statement under EXPLAIN with the options of the plan media type (db-plan-enabled).
import type { PlanAccept } from './headers.ts';

export function explainSql(plan: PlanAccept, sql: string): string {
  const options = [`FORMAT ${plan.format.toUpperCase()}`, ...plan.options.map((o) => o.toUpperCase())];
  return `EXPLAIN (${options.join(', ')}) ${sql}`;
}
