// Fixture of the PostgREST parity tests: px_ tables and functions in public, an exposed schema px_shop and a
// schema px_hidden that exists but is not exposed. Created as superuser on the test's own stack.
import { useRestEnv, type RestEnv } from './rest-stack.ts';

/** A test file's own stack exposing public and px_shop, with this fixture loaded. */
export function useParityEnv(ready: (env: RestEnv) => void): void {
  useRestEnv(ready, { overrides: { apiSchemas: ['public', 'px_shop'] }, sql: PARITY_SQL, probe: 'px_lines?select=id' });
}

const PARITY_SQL = `
set check_function_bodies = off;
drop schema if exists px_shop, px_hidden cascade;
drop table if exists px_lines, px_few, px_many, px_people, px_tally, px_stock cascade;

create schema px_shop;
grant usage on schema px_shop to anon, authenticated, service_role;
create table px_shop.cheeses (id int primary key, name text not null, price numeric(10,2));
create table px_shop.reviews (id int primary key, cheese_id int references px_shop.cheeses(id), stars int);
grant all on all tables in schema px_shop to anon, authenticated, service_role;
insert into px_shop.cheeses values (1, 'Pecorino', 12.50), (2, 'Fiore Sardo', 18.00), (3, 'Casizolu', 9.00);
insert into px_shop.reviews values (1, 1, 5), (2, 1, 4), (3, 2, 3);
-- Unqualified names: they resolve only when the request's search_path starts with px_shop, as in PostgREST.
create function px_shop.cheap(below numeric) returns setof px_shop.cheeses language sql stable
  as 'select * from cheeses where price < below order by id';
create function px_shop.label(px_shop.cheeses) returns text language sql stable as $$ select upper($1.name) $$;

create schema px_hidden;
grant usage on schema px_hidden to anon, authenticated, service_role;
create table px_hidden.secrets (id int primary key);
grant all on px_hidden.secrets to anon, authenticated, service_role;

create table px_lines (id int primary key, label text, qty int, ok boolean, tags text[], note text);
insert into px_lines values
  (1, 'plain', 2, true, '{a,b}', null),
  (2, 'comma, inside', 3, false, '{}', ''),
  (3, 'say "cheese"', null, null, null, 'two
lines'),
  (4, 'back\\slash', 5, true, '{"x y"}', ' padded ');
create function px_lines_upto(n int) returns setof px_lines language sql stable as 'select * from px_lines where id <= n order by id';
create function px_labels() returns setof text language sql stable as 'select label from px_lines order by id';
create function px_double(n int) returns int language sql immutable as 'select n * 2';
create function px_touch() returns void language sql as 'select 1';

-- Never analysed: the planner guesses its size from its pages, as on a fresh hosted table.
create table px_few (id int primary key, note text);
insert into px_few select g, 'row ' || g from generate_series(1, 3) g;
create table px_many (id int primary key);
insert into px_many select g from generate_series(1, 2000) g;
analyze px_many;

-- Computed fields and a self-referencing table.
create function px_line_total(px_lines) returns int language sql stable as $$ select coalesce($1.qty, 0) * 10 $$;
create table px_people (
  id int primary key,
  name text not null,
  parent_id int references px_people(id),
  mentor_id int references px_people(id)
);
insert into px_people values (1, 'Nonna', null, null), (2, 'Mamma', 1, null), (3, 'Figlio', 2, 1), (4, 'Figlia', 2, 1);
create function px_initial(px_people) returns text language sql stable as $$ select left($1.name, 1) $$;

create table px_tally (id int primary key, kind text not null, amount numeric(10,2) not null);
insert into px_tally values (1, 'cheese', 10), (2, 'cheese', 30), (3, 'wine', 5);
create table px_stock (name text primary key, qty int not null default 0);
insert into px_stock values ('pecorino', 5);
notify pgrst, 'reload schema';
`;
