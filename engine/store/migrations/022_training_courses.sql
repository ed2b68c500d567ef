-- Training course catalogue (DOMAIN §14): what each organisation trains its staff in, who it is
-- mandatory for (user roles, home types) and how often it must be renewed. Attendance is the `training-record`
-- record kind; qualifications (Level 3 / Level 5) are the `qualification` kind, matched by level.
-- A course is never deleted: it is archived, so the records that named it keep their meaning.
create table training_courses (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references organisations(id),
  name text not null check (length(name) between 1 and 200),
  description text check (length(description) <= 2000),
  mandatory_roles text[] not null default '{}',
  home_types text[] not null default '{}',
  renewal_months integer check (renewal_months between 1 and 120),
  qualification_level text,                            -- a qualification column: met by a qualification record of this level
  version integer not null default 1,
  archived_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  updated_by uuid,
  unique (id, org_id),
  foreign key (updated_by, org_id) references users (id, org_id)
);
create unique index training_courses_name on training_courses (org_id, lower(name)) where archived_at is null;
