-- A file of personal data made in the background (a subject access pack as PDF or archive): the job's state lives
-- here, not in Redis, so emptying Redis delays it and loses nothing. The file is kept only until its first download or
-- its time limit, then emptied; the row stays, naming who asked, what, why and what became of it (never its content).
create table export_files (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references organisations(id),
  requested_by uuid not null,
  subject text not null check (subject in ('young-person', 'staff')),
  subject_id uuid not null,
  request_id uuid not null,
  stage text not null check (stage in ('review', 'release')),
  format text not null check (format in ('pdf', 'json')),
  reason text not null check (char_length(reason) between 3 and 500),
  status text not null default 'queued' check (status in ('queued', 'running', 'ready', 'failed', 'removed')),
  progress integer not null default 0 check (progress between 0 and 100),
  attempts integer not null default 0,
  file_name text,
  content_type text,
  content bytea,
  size_bytes integer,
  error text,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz,
  expires_at timestamptz,
  downloaded_at timestamptz,
  removed_at timestamptz,
  removed_why text check (removed_why in ('downloaded', 'expired')),
  foreign key (requested_by, org_id) references users (id, org_id),
  check (status <> 'removed' or (content is null and removed_why is not null))
);
create index export_files_open on export_files (status, created_at) where status in ('queued', 'running');
create index export_files_held on export_files (expires_at) where content is not null;
create index export_files_person on export_files (org_id, requested_by, created_at);
