-- Onboarding and help.
-- A home's registration with the regulator: its Ofsted unique reference number (registered places: migration 007).
alter table homes add column urn text;

-- A care provider asking for an account from /register. Nothing usable exists until the product administrator
-- approves it (then the organisation is created through the same path as /create-company); a decline is kept.
create table account_requests (
  id uuid primary key default gen_random_uuid(),
  organisation_name text not null,
  contact_name text not null,
  contact_email text not null,
  contact_phone text,
  homes jsonb not null default '[]',
  message text,
  status text not null default 'pending' check (status in ('pending', 'approved', 'declined')),
  decided_by uuid references users(id),
  decided_at timestamptz,
  decision_note text,
  org_id uuid references organisations(id),
  created_at timestamptz not null default now()
);
create index account_requests_pending on account_requests (created_at) where status = 'pending';

-- Training videos the product administrator uploads (help/videos/ holds any shipped with the product); each has
-- its WebVTT captions. Replaced videos are archived, never deleted.
create table training_videos (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  description text,
  file_name text not null,
  content_type text not null,
  size_bytes integer not null,
  sha256 text not null,
  content bytea not null,
  captions text not null,
  uploaded_by uuid references users(id),
  uploaded_at timestamptz not null default now(),
  archived_at timestamptz
);
