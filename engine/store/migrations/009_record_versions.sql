-- A record's row is its newest version, and says who made it and how (changed_by null: its author); record_revisions
-- keeps the
-- versions it replaced (written when they are replaced). A create then writes one row, not two, and
-- the record's activity is read from its versions instead of being written twice.
-- Rows written before this keep every version, the newest included, in record_revisions.
alter table records add column changed_by uuid references users(id), add column change_action text;
