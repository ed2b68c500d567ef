-- Foundation: organisations, homes, people, definitions, records with revisions, sign-offs, audit.
-- Written for PostgreSQL 15 (server) and PGlite (embedded) alike.

create table organisations (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  slug text not null unique,
  settings jsonb not null default '{}'::jsonb,     -- organisation toggles and feature flags (SPEC §9)
  suspended_at timestamptz,
  created_at timestamptz not null default now()
);

create table homes (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references organisations(id),
  name text not null,
  type text not null check (type in ('support_accomodation_for_older_children', 'children_home')),
  address text,
  archived_at timestamptz,
  created_at timestamptz not null default now()
);
create index homes_org on homes (org_id);

create table users (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references organisations(id),
  email text not null,
  name text not null,
  password_hash text,
  role text not null default 'staff' check (role in ('director', 'manager', 'hr_manager', 'staff', 'custom', 'social_worker')),
  is_manager boolean not null default false,
  job_title text,
  areas jsonb not null default '{}'::jsonb,           -- { area: 'read' | 'edit' }
  yp_permissions jsonb not null default '{}'::jsonb,  -- { ypArea: 'read' | 'edit' | 'none' } for every young person
  yp_overrides jsonb not null default '{}'::jsonb,    -- { youngPersonId: { ypArea: level } }
  show_in_rota boolean not null default true,
  remove_from_rota boolean not null default false,
  remove_from_rota_homes uuid[] not null default '{}',
  date_of_birth date,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  deactivated_at timestamptz
);
create unique index users_email on users (lower(email));
create index users_org on users (org_id);

create table user_homes (
  user_id uuid not null references users(id),
  home_id uuid not null references homes(id),
  org_id uuid not null references organisations(id),
  primary key (user_id, home_id)
);
create index user_homes_home on user_homes (home_id);

create table young_people (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references organisations(id),
  home_id uuid not null references homes(id),
  first_name text not null,
  last_name text not null,
  preferred_name text,
  -- SPEC §5: the full date of birth, or the year alone when that is all that is known.
  date_of_birth date,
  birth_year integer check (birth_year between 1990 and 2100),
  gender text,
  key_worker_id uuid references users(id),
  move_in_date date,
  archived_at timestamptz,
  created_at timestamptz not null default now(),
  check (date_of_birth is null or birth_year is null or birth_year = extract(year from date_of_birth))
);
create index young_people_org_home on young_people (org_id, home_id);

-- Definition versions: the product default (org_id null) or an organisation's own version.
create table definition_versions (
  id integer primary key generated always as identity,
  org_id uuid references organisations(id),
  kind text not null,
  version integer not null,
  definition jsonb not null,
  hash text not null,
  created_by uuid references users(id),
  created_at timestamptz not null default now()
);
create unique index definition_versions_unique on definition_versions
  (kind, coalesce(org_id, '00000000-0000-0000-0000-000000000000'::uuid), version);

create table records (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references organisations(id),
  kind text not null,
  definition_version_id integer not null references definition_versions(id),
  young_person_id uuid references young_people(id),
  home_id uuid references homes(id),
  staff_id uuid references users(id),
  status text not null default 'ongoing',
  version integer not null default 1,
  submission integer not null default 0,         -- how many times it has been submitted
  signoff_rule jsonb,                            -- the rule it was last submitted under
  author_id uuid not null references users(id),
  record_date timestamptz not null,              -- the definition's dateField, for ordering and ranges
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  archived_at timestamptz,
  data jsonb not null default '{}'::jsonb
);
-- "records of kind K for young person Y, newest first"
create index records_yp_kind_date on records (org_id, young_person_id, kind, record_date desc, id desc);
create index records_home_kind_date on records (org_id, home_id, kind, record_date desc, id desc);
create index records_staff_kind_date on records (org_id, staff_id, kind, record_date desc, id desc) where staff_id is not null;
create index records_home_recent on records (org_id, home_id, updated_at desc);

create table record_revisions (
  record_id uuid not null references records(id),
  version integer not null,
  org_id uuid not null references organisations(id),
  action text not null,                          -- create | update | submit | sign-off | reopen | archive | unarchive
  status text not null,
  data jsonb not null,
  changed_by uuid not null references users(id),
  changed_at timestamptz not null default now(),
  primary key (record_id, version)
);

create table signoffs (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references organisations(id),
  record_id uuid not null references records(id),
  submission integer not null,
  signer_id uuid not null references users(id),
  step text not null check (step in ('manager', 'other')),
  requested_at timestamptz not null default now(),
  signed_at timestamptz,
  closed_at timestamptz                          -- no longer needed: another manager signed, or reopened
);
-- "records awaiting my sign-off"
create index signoffs_awaiting on signoffs (org_id, signer_id, requested_at desc) where signed_at is null and closed_at is null;
create index signoffs_record on signoffs (record_id, submission);

-- Sign-off option per organisation and record category (SPEC §3): none | default | custom + users.
create table signoff_rules (
  org_id uuid not null references organisations(id),
  option text not null,
  mode text not null check (mode in ('none', 'default', 'custom')),
  users uuid[] not null default '{}',
  updated_by uuid references users(id),
  updated_at timestamptz not null default now(),
  primary key (org_id, option)
);

create table activity_audit (
  id bigint primary key generated always as identity,
  org_id uuid references organisations(id),
  user_id uuid references users(id),
  action text not null,
  entity text not null,                          -- record | user | definition | session | ...
  entity_id uuid,
  kind text,
  at timestamptz not null default now(),
  detail jsonb not null default '{}'::jsonb
);
create index activity_audit_org_at on activity_audit (org_id, at desc);
create index activity_audit_entity on activity_audit (entity_id);
