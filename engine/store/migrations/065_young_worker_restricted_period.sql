-- A young worker's restricted period (Working Time Regulations 1998 reg 6A): 22:00-06:00, or 23:00-07:00 where the
-- contract provides for work after 22:00. The hour it starts, per person; the rota checker reads it (decision 0430).
alter table staff_rota_facts
  add column restricted_from smallint not null default 22 check (restricted_from in (22, 23));
