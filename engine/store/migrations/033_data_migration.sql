-- Data migration: files the product administrator uploaded, the column mappings saved per
-- organisation and target, each import run, and what each row of an import made (so undo can archive it).
create table data_import_files (
  id uuid primary key default gen_random_uuid(),
  uploaded_by uuid not null references users(id),
  file_name text not null,
  format text not null check (format in ('csv', 'xlsx')),
  headers jsonb not null,
  row_count integer not null,
  content bytea not null,
  uploaded_at timestamptz not null default now()
);

create table data_import_mappings (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references organisations(id),
  target text not null,                        -- homes | staff | young-people | record:<kind>
  name text not null,
  columns jsonb not null,                      -- { "<column heading>": "<field path>" }
  saved_by uuid not null references users(id),
  saved_at timestamptz not null default now(),
  unique (org_id, target, name)
);

create table data_imports (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references organisations(id),
  file_id uuid not null references data_import_files(id),
  file_name text not null,
  target text not null,
  columns jsonb not null,
  status text not null check (status in ('queued', 'running', 'done', 'refused', 'undone')),
  rows integer not null,
  written integer not null default 0,
  failed integer not null default 0,
  progress integer not null default 0 check (progress between 0 and 100),
  report jsonb,                                -- the failing rows of a refused run (the first ones)
  ran_by uuid not null references users(id),
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  undone_by uuid references users(id),
  undone_at timestamptz
);
create index data_imports_newest on data_imports (started_at desc, id desc);

create table data_import_items (
  import_id uuid not null references data_imports(id),
  row_number integer not null,                 -- the file's row (the heading is row 1)
  entity text not null check (entity in ('record', 'home', 'user', 'young-person')),
  entity_id uuid not null,
  primary key (import_id, row_number)
);
