-- One random identity per database, made once: the job-queue prefix is derived from it (engine/jobs/deployment.ts)
-- so that two deployments sharing one Redis never take each other's jobs.
create table deployment_identity (
  id text primary key,
  created_at timestamptz not null default now()
);
insert into deployment_identity (id) values (gen_random_uuid()::text);
