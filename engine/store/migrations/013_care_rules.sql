-- Care-sector rules.

-- Who opened which record, when: case records hold sensitive personal data, so every read is kept and a
-- manager can see who viewed a young person's records. The record's young person and home are copied at
-- the time of viewing, so "who viewed this young person's records" reads this table alone.
-- No foreign keys: this is a log of what happened (records and people are never deleted), and a key to
-- records or users would take a lock on the record's or the reader's row for every view.
create table record_views (
  id bigint generated always as identity primary key,
  org_id uuid not null,
  record_id uuid not null,
  kind text not null,
  young_person_id uuid,
  home_id uuid,
  user_id uuid not null,
  viewed_at timestamptz not null
);
create index record_views_young_person on record_views (org_id, young_person_id, viewed_at desc, id desc)
  where young_person_id is not null;

-- A young person's own login ends when they move out (are archived), unless a manager keeps it on; who
-- kept it and when stays with the young person and is shown on their profile ("Login kept after moving
-- out by … on …"). Cleared when they are restored (they no longer live elsewhere).
alter table young_people
  add column own_login_kept_by uuid,
  add column own_login_kept_at timestamptz,
  add constraint young_people_own_login_kept_by_fkey foreign key (own_login_kept_by, org_id) references users (id, org_id);
