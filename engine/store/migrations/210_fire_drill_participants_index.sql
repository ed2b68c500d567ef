-- An index on records.data, even a partial one, makes every record update that changes data a non-HOT update
-- (migration 045 keeps workflow steps HOT). The fire drill duties list the drills' participants once per scan
-- instead (engine/obligations/sources.ts); the indexes an earlier build of this migration made are removed.
drop index if exists records_drill_staff;
drop index if exists records_drill_children;
