-- The 48-hour opt-out's withdrawal (Working Time Regulations 1998 reg 5): the day the worker gave notice, and the notice
-- agreed (7 days unless the agreement says up to 3 months). The 48-hour warnings resume when the notice ends (0613).
alter table staff_rota_facts
  add column opt_out_withdrawn_on date,
  add column opt_out_notice_days smallint not null default 7 check (opt_out_notice_days between 7 and 92);
