-- Why a record was reopened or archived: kept with the version it made, so the history
-- shows it. The record's row carries its newest version's reason; record_revisions the reasons of the
-- versions it replaced (written when they are replaced, as for changed_by / change_action in 009).
alter table records add column change_reason text;
alter table record_revisions add column reason text;
