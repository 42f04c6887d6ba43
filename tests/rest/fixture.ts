// Fixture schema for the REST tests: its own fx_ tables and functions in public, created as superuser.
export const FIXTURE_SQL = `
drop table if exists fx_item_tags, fx_comments, fx_profiles, fx_items, fx_tags, fx_authors, fx_notes, fx_counters, fx_dropbox cascade;
drop function if exists fx_add, fx_items_by_author, fx_titles, fx_stats, fx_echo, fx_raw, fx_noop, fx_fail, fx_whoami, fx_first_item;

create table fx_authors (id int primary key, name text not null, meta jsonb, created_at timestamptz not null default '2024-05-01T12:00:00Z');
create table fx_profiles (author_id int primary key references fx_authors(id), bio text);
create table fx_items (
  id int primary key,
  author_id int constraint fx_items_author_fkey references fx_authors(id),
  editor_id int constraint fx_items_editor_fkey references fx_authors(id),
  title text not null,
  tags text[] not null default '{}',
  price numeric(10,2),
  data jsonb,
  published boolean not null default false,
  rank int,
  body text
);
create table fx_comments (id serial primary key, item_id int not null references fx_items(id) on delete cascade, body text not null, stars int);
create table fx_tags (id int primary key, label text not null unique);
create table fx_item_tags (item_id int references fx_items(id) on delete cascade, tag_id int references fx_tags(id), primary key (item_id, tag_id));
create table fx_counters (name text primary key, n int not null default 0, note text default 'default note');

create table fx_notes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid(),
  body text not null
);
alter table fx_notes enable row level security;
create policy fx_notes_select on fx_notes for select to authenticated using (user_id = auth.uid());
create policy fx_notes_insert on fx_notes for insert to authenticated with check (user_id = auth.uid());
create policy fx_notes_update on fx_notes for update to authenticated using (user_id = auth.uid()) with check (user_id = auth.uid());
create policy fx_notes_delete on fx_notes for delete to authenticated using (user_id = auth.uid());

-- Visitors may write but not read (like contact messages).
create table fx_dropbox (id serial primary key, body text not null);
alter table fx_dropbox enable row level security;
create policy fx_dropbox_insert on fx_dropbox for insert to anon, authenticated with check (true);

insert into fx_authors values
  (1, 'Ada', '{"country":"IT","langs":["it","en"]}'),
  (2, 'Bruno', '{"country":"FR"}'),
  (3, 'Carla', null);
insert into fx_profiles values (1, 'writes about cheese');
insert into fx_items (id, author_id, editor_id, title, tags, price, data, published, rank, body) values
  (1, 1, 2, 'Pecorino', '{cheese,sheep}', 12.50, '{"kg":1,"origin":{"region":"Sardegna"}}', true, 3, 'the fat cat sat on the mat'),
  (2, 1, null, 'Fiore Sardo', '{cheese}', 18.00, '{"kg":2}', true, null, 'a smoked cheese from the mountains'),
  (3, 2, 1, 'Salsiccia', '{meat}', 9.90, null, false, 1, 'dried sausage, rather spicy'),
  (4, 3, null, 'Lardo, "special"', '{}', null, null, true, 2, null);
insert into fx_comments (item_id, body, stars) values (1, 'great', 5), (1, 'good', 4), (3, 'ok', 3);
insert into fx_tags values (1, 'dop'), (2, 'aged'), (3, 'smoked');
insert into fx_item_tags values (1, 1), (1, 2), (2, 3);
insert into fx_counters values ('a', 1, 'first');

create function fx_add(a int, b int default 1) returns int language sql immutable as 'select a + b';
create function fx_items_by_author(aid int) returns setof fx_items language sql stable as 'select * from fx_items where author_id = aid order by id';
create function fx_titles() returns setof text language sql stable as 'select title from fx_items order by id';
create function fx_stats() returns table(total bigint, max_price numeric) language sql stable as 'select count(*), max(price) from fx_items';
create function fx_first_item() returns fx_items language sql stable as 'select * from fx_items order by id limit 1';
create function fx_echo(payload jsonb, tags text[] default '{}') returns jsonb language sql immutable as $$ select jsonb_build_object('payload', payload, 'tags', to_jsonb(tags)) $$;
create function fx_raw(json) returns json language sql immutable as 'select $1';
create function fx_noop() returns void language plpgsql as 'begin end';
create function fx_fail(msg text) returns int language plpgsql as 'begin raise exception ''%'', msg; end';
create function fx_whoami() returns uuid language sql stable as 'select auth.uid()';
notify pgrst, 'reload schema';
`;
