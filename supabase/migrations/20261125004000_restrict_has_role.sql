-- has_role answered for any user id, so anyone could list the administrators. It now answers only about the
-- caller, or for an admin, or for a connection that is not an API role (service_role, migrations, jobs); about
-- anybody else it says false. Policies call has_role((select auth.uid()), …): the caller's own question, one
-- index probe as before, plus a comparison.
create or replace function public.has_role(_user_id uuid, _role public.app_role)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles ur where ur.user_id = _user_id and ur.role = _role
  ) and (
    coalesce(_user_id = auth.uid(), false)
    or coalesce(auth.role(), '') not in ('anon', 'authenticated')
    or exists (select 1 from public.user_roles a where a.user_id = auth.uid() and a.role = 'admin')
  );
$$;
