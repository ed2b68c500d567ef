-- Alerts raised as things are recorded (decision 0811: a young person added or archived; an incident, safeguarding
-- record or sanction recorded) are grouped per home and hour, so that many at once (an import, a busy night) make one
-- alert that counts them instead of a flood. `grouped` is how many the alert stands for.
alter table alerts add column grouped integer not null default 1 check (grouped >= 1);
