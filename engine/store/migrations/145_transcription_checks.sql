-- The second check of each transcription: a medicine's version reaches the MAR once a second competent person has
-- checked it against the label or prescription (engine/medication/transcription.ts). One row per checked version,
-- never updated; the MAR uses the newest. The data checked is kept with it, so the MAR keeps the old instruction
-- while a change waits, whatever the record's history holds.
create table medication_transcription_checks (
  org_id uuid not null references organisations(id),
  medication_id uuid not null,
  version integer not null,
  data jsonb not null,
  -- null only for the medicines already in use when checks began (against 'in_use_before_checks')
  checked_by uuid,
  against text not null check (against in ('label', 'prescription', 'discharge_letter', 'in_use_before_checks')),
  note text,
  checked_at timestamptz not null default now(),
  primary key (medication_id, version),
  foreign key (medication_id, org_id) references records (id, org_id),
  foreign key (checked_by, org_id) references users (id, org_id),
  check (checked_by is not null or against = 'in_use_before_checks')
);

-- Medicines on the MAR today stay on it: their current version counts as checked, and says it was never checked.
insert into medication_transcription_checks (org_id, medication_id, version, data, checked_by, against)
select org_id, id, version, data, null, 'in_use_before_checks' from records where kind = 'medication';
