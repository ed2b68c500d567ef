-- One natural-key scheme for duty tasks (engine/duties/keys.ts): duty:<duty key>:<what it is about>[:<due date>].
-- Recurring duties' tasks were obligation:<key>:<subject>:<due>, record deadlines' deadline:<key>:<record>[:<date>];
-- the parts after the prefix are unchanged, so only the prefix is rewritten (open and closed tasks alike, so a rerun
-- of a scan finds every period's task where it left it).
update tasks set natural_key = 'duty:' || substr(natural_key, length('obligation:') + 1)
 where natural_key like 'obligation:%';
update tasks set natural_key = 'duty:' || substr(natural_key, length('deadline:') + 1)
 where natural_key like 'deadline:%';
