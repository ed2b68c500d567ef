-- Homely remedy doses (decision 0890): a homely remedy given to a young person, under the home's protocol for it (a
-- `medical-inventory` record) and a consent for the child (a `homely-remedy-consent` record). Shown on the MAR; the
-- quantity is taken off the remedy's stock (a new revision of the inventory record, written in the same transaction).
-- Never updated or deleted, except that the effect is filled in later.
create table homely_remedy_doses (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references organisations(id),
  home_id uuid not null,
  young_person_id uuid not null,
  item_id uuid not null,                               -- the medical-inventory record (the remedy and its protocol)
  item_version integer not null,                       -- the protocol as it stood when the dose was given
  consent_id uuid not null,                            -- the homely-remedy-consent record it was given under
  given_at timestamptz not null,
  quantity numeric(12, 3) not null check (quantity > 0),
  dose_given text not null,
  symptom text not null,                               -- why it was given
  balance_after numeric(12, 3) not null check (balance_after >= 0),
  effect text,
  effect_checked_at timestamptz,
  effect_by uuid,
  recorded_by uuid not null,
  witness_id uuid,
  recorded_at timestamptz not null default now(),
  foreign key (home_id, org_id) references homes (id, org_id),
  foreign key (young_person_id, org_id) references young_people (id, org_id),
  foreign key (item_id, org_id) references records (id, org_id),
  foreign key (consent_id, org_id) references records (id, org_id),
  foreign key (recorded_by, org_id) references users (id, org_id),
  foreign key (witness_id, org_id) references users (id, org_id),
  foreign key (effect_by, org_id) references users (id, org_id),
  check (witness_id is null or witness_id <> recorded_by)
);
create index homely_remedy_doses_young_person on homely_remedy_doses (org_id, young_person_id, given_at);
create index homely_remedy_doses_item on homely_remedy_doses (org_id, item_id, given_at);
