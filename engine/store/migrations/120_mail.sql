-- Email (SMTP through nodemailer, engine/mail): one row per message, written with the change that causes it and
-- sent by a job. The body (which may hold a one-time link) is kept only until the message is sent or given up on;
-- the organisation's mail log shows the rest (recipient, subject, status), never a body.
-- status: queued → sent | failed (retries spent) | bounced (the server refused the recipient);
-- not_sent: no SMTP server is configured, so nothing was sent and the log says so.
create table mail_messages (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references organisations(id),
  user_id uuid,
  to_address text not null,
  category text not null,
  subject text not null,
  body text,
  status text not null default 'queued'
    check (status in ('queued', 'sent', 'failed', 'bounced', 'not_sent')),
  attempts int not null default 0,
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  foreign key (user_id, org_id) references users (id, org_id)
);
create index mail_messages_org on mail_messages (org_id, created_at desc);
create index mail_messages_user on mail_messages (user_id, category, created_at desc);

-- What each person wants by email, per category of notification: at once, in a daily digest, or not at all.
-- No row: the category's default (engine/mail/categories.ts). Account and security messages are not optional.
create table mail_preferences (
  org_id uuid not null references organisations(id),
  user_id uuid not null,
  category text not null,
  delivery text not null check (delivery in ('immediate', 'digest', 'off')),
  updated_at timestamptz not null default now(),
  primary key (user_id, category),
  foreign key (user_id, org_id) references users (id, org_id)
);

-- When an alert was emailed to its recipient (at once or in a digest), so a rerun of the mail scan sends none twice.
alter table alert_recipients add column mailed_at timestamptz;
create index alert_recipients_unmailed on alert_recipients (user_id) where mailed_at is null and read_at is null;
-- Alerts raised before email existed are not news: none is emailed now.
update alert_recipients set mailed_at = now();
