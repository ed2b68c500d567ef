-- Obligations (engine/obligations): the scan finds each duty's open system tasks by their natural-key
-- prefix ('obligation:<key>:'), across organisations; a pattern index over open ones only stays small.
create index tasks_open_natural_key on tasks (natural_key text_pattern_ops) where status = 'not_complete' and natural_key is not null;
