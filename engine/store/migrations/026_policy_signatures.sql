-- Read and signed: a member of staff confirms they have read one version of a policy (a
-- `policy` record). A new version is a different `version` text, so everyone signs again; earlier signatures
-- stay as the history of who read what. Never updated or deleted.
create table policy_signatures (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references organisations(id),
  policy_id uuid not null,
  version text not null check (length(version) between 1 and 20),
  user_id uuid not null,
  signed_at timestamptz not null default now(),
  foreign key (policy_id, org_id) references records (id, org_id),
  foreign key (user_id, org_id) references users (id, org_id),
  unique (org_id, policy_id, version, user_id)
);
create index policy_signatures_user on policy_signatures (org_id, user_id, policy_id);
