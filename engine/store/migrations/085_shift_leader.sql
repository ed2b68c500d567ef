-- Who may lead a shift (the person in charge when no manager is on): the rota warns when a staffed shift pattern has no
-- one on shift who may (decision 0611).
alter table staff_rota_facts
  add column shift_leader boolean not null default false;
