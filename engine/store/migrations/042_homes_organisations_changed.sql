-- Each API process keeps organisations' and homes' rows between requests (engine/http/remembered.ts):
-- every save reads the organisation's toggles and its home's type. These triggers tell every process, on
-- commit, that one changed — by any path, the API or plain SQL — so it reads it again on the next request.
-- Payloads: 'organisation:' and an organisation's id; 'home:' and a home's id.
create function notify_home_or_organisation_changed() returns trigger language plpgsql as $$
begin
  if tg_table_name = 'organisations' then
    perform pg_notify('access_changed', 'organisation:' || old.id::text);
  else
    perform pg_notify('access_changed', 'home:' || old.id::text);
  end if;
  return null;
end $$;

create trigger organisations_row_changed after update or delete on organisations
  for each row execute function notify_home_or_organisation_changed();
create trigger homes_row_changed after update or delete on homes
  for each row execute function notify_home_or_organisation_changed();
