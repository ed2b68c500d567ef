-- The document locker (files kept in the database, with the records they belong to), young
-- people's own logins, and comments on records (a young person's view of their plan).

create table documents (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references organisations(id),
  young_person_id uuid references young_people(id),
  record_id uuid references records(id),
  home_id uuid references homes(id),
  title text not null,
  category text,
  file_name text not null,
  content_type text not null,
  size_bytes integer not null,
  sha256 text not null,
  content bytea not null,
  uploaded_by uuid not null references users(id),
  uploaded_at timestamptz not null default now(),
  archived_at timestamptz,
  archived_by uuid references users(id)
);
create index documents_young_person on documents (org_id, young_person_id, uploaded_at desc);
create index documents_record on documents (record_id) where record_id is not null;

-- A young person may have their own login (role young_person), tied to their record.
alter table users drop constraint users_role_check;
alter table users add constraint users_role_check
  check (role in ('director', 'manager', 'hr_manager', 'staff', 'custom', 'social_worker', 'young_person'));
alter table users add column young_person_id uuid references young_people(id);
alter table users add constraint users_young_person_login check ((role = 'young_person') = (young_person_id is not null));

create table record_comments (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references organisations(id),
  record_id uuid not null references records(id),
  author_id uuid not null references users(id),
  body text not null,
  created_at timestamptz not null default now()
);
create index record_comments_record on record_comments (record_id, created_at);
