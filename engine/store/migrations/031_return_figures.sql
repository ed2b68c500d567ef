-- Statutory returns: a change someone makes to a figure the records pre-filled in a return or review. The
-- figure the records gave at that moment is kept beside the value entered, with who, when and why. Append-only: the
-- newest row per (record, question) is in force; value null means "back to the records' figure".
create table return_figure_entries (
  id bigint generated always as identity primary key,
  org_id uuid not null references organisations(id),
  home_id uuid not null,
  record_id uuid not null references records(id),
  question text not null check (length(question) between 1 and 80),
  figure text not null check (length(figure) between 1 and 80),
  computed integer not null,
  value integer,
  reason text check (reason is null or length(reason) <= 2000),
  set_by uuid not null,
  set_at timestamptz not null default now(),
  foreign key (home_id, org_id) references homes (id, org_id),
  foreign key (set_by, org_id) references users (id, org_id)
);
create index return_figure_entries_record on return_figure_entries (org_id, record_id, question, set_at desc, id desc);
