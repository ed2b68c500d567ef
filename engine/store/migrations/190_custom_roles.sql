-- Custom roles (SPEC §6 "custom", decision 0810): an organisation names a set of area levels and young-person
-- permissions and gives it to people. The role is the source; each holder's own areas and permissions are written
-- from it in the same transaction as any change (engine/administration/custom-roles.ts), so every reader of a
-- person's access (the session, the grant rule, recipient lists in SQL) keeps reading the user row, and the users
-- trigger of migration 008 tells every API process to forget the holder before their next request.
create table custom_roles (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references organisations(id),
  name text not null check (length(btrim(name)) between 1 and 100),
  description text,
  areas jsonb not null default '{}'::jsonb,
  yp_permissions jsonb not null default '{}'::jsonb,
  version integer not null default 1,
  created_by uuid references users(id),
  created_at timestamptz not null default now(),
  updated_by uuid references users(id),
  updated_at timestamptz not null default now(),
  archived_at timestamptz,
  unique (id, org_id)
);
-- one live role of a name in an organisation
create unique index custom_roles_name on custom_roles (org_id, lower(btrim(name))) where archived_at is null;

alter table users add column custom_role_id uuid;
alter table users add constraint users_custom_role foreign key (custom_role_id, org_id) references custom_roles (id, org_id);
-- a person holding a custom role has the custom role
alter table users add constraint users_custom_role_is_custom check (custom_role_id is null or role = 'custom');
create index users_custom_role on users (custom_role_id) where custom_role_id is not null;
