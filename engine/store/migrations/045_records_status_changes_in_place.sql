-- A workflow step (submit, sign off, reopen) changes a record's status, version and updated_at, not its keys.
-- PostgreSQL rewrites such a row in place, in its own page, without touching any index (a HOT update) — but only
-- if no indexed column changes and the page has room. updated_at was a key of two indexes, so every status change
-- wrote a new entry into all nine indexes of records. Now:
--  * the dashboard's recent records are the newest written (created_at never changes), off records_recent;
--  * the HR activity audit orders staff records by staff_changed_at: updated_at for a staff record, null for every
--    other record — so a young person's record's status change leaves it null, unchanged, and stays in place;
--  * pages are filled to 85 %, so a daily log (about 1.8 kB) has room for its next version beside it. Adding the
--    stored column rewrites the table once, packed to that fill.
alter table records set (fillfactor = 85);
alter table records add column staff_changed_at timestamptz generated always as (case when staff_id is not null then updated_at end) stored;
drop index if exists records_home_recent;
drop index if exists records_staff_recent;
create index records_staff_recent on records (org_id, staff_changed_at desc, id desc) where staff_id is not null;
create index records_recent on records (org_id, created_at desc, id desc);
-- Who may sign (the home's managers, the directors) was read by scanning users twice on every submit.
create index if not exists users_home_managers on users (org_id, id) where is_manager and active;
create index if not exists users_directors on users (org_id, id) where role = 'director' and active;
