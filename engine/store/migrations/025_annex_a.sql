-- Annex A: what a manager says of the pre-inspection return that the records cannot know, or a
-- figure they correct (an override: the computed figure is always shown beside it). Append-only: a change is a
-- new row, the newest per (home, item, young person) is in force; nothing is updated or deleted.
create table annex_a_entries (
  id bigint generated always as identity primary key,
  org_id uuid not null references organisations(id),
  home_id uuid not null,
  item text not null check (length(item) between 1 and 80),
  young_person_id uuid,
  value text check (value is null or length(value) <= 2000),
  reason text check (reason is null or length(reason) <= 2000),
  set_by uuid not null,
  set_at timestamptz not null default now(),
  foreign key (home_id, org_id) references homes (id, org_id),
  foreign key (young_person_id, org_id) references young_people (id, org_id),
  foreign key (set_by, org_id) references users (id, org_id)
);
create index annex_a_entries_home on annex_a_entries (org_id, home_id, item, set_at desc, id desc);
