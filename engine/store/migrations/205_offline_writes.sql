-- A record's version written on a device with no connection and sent later by its send queue: when the device's clock
-- said it was written, and when the server received it. Deadlines never run from the device's time (its clock may
-- be wrong); this is what the record shows ("written offline at …, received at …"). One row per version so written.
create table record_offline_writes (
  record_id uuid not null references records(id) on delete cascade,
  version integer not null,
  org_id uuid not null references organisations(id),
  written_by uuid not null,
  written_at timestamptz not null,
  received_at timestamptz not null default now(),
  primary key (record_id, version),
  foreign key (written_by, org_id) references users (id, org_id)
);
create index record_offline_writes_org on record_offline_writes (org_id, record_id);
