-- Sessions that can be ended: each sign-in is a row, named in its cookie's JWT (`sid`).
-- Signing out ends that row; sign out everywhere, a new password and a leaver's departure end all of
-- the person's rows. API processes remember a live session between requests (engine/http/remembered.ts)
-- and this trigger tells them, on commit and whatever path ended it, to forget it before the next request.
create table sessions (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references organisations(id),
  user_id uuid not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  ended_at timestamptz,
  ended_why text check (ended_why in ('logout', 'everywhere', 'password', 'deactivated')),
  foreign key (user_id, org_id) references users (id, org_id)
);
-- a person's sessions still running (sign out everywhere), and their old ones to prune at sign-in
create index sessions_user on sessions (user_id, expires_at);

create function notify_session_ended() returns trigger language plpgsql as $$
begin
  perform pg_notify('access_changed', 'session:' || old.id::text);
  return null;
end $$;

create trigger sessions_ended after update on sessions
  for each row when (old.ended_at is null and new.ended_at is not null) execute function notify_session_ended();
create trigger sessions_removed after delete on sessions
  for each row execute function notify_session_ended();
