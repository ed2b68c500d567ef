-- The facility and sensitive reports areas now protect something (decision 0670): the asset register and the
-- maintenance log need facility; Annex A and the statutory returns need sensitive reports. Nobody loses a screen
-- they used the day before: facility at the higher of their home and home logs levels, and sensitive reports
-- (read) for managers and those with edit on the home area, who prepare the returns. Care staff who only read the
-- home area stop seeing Annex A and the returns, which list every child's details; a manager can give it back.
update users
set areas = areas || jsonb_build_object(
  'facility',
  case when areas ->> 'home' = 'edit' or areas ->> 'home_logs' = 'edit' then 'edit' else 'read' end
)
where not (areas ? 'facility')
  and (areas ->> 'home' in ('read', 'edit') or areas ->> 'home_logs' in ('read', 'edit'));

update users
set areas = areas || '{"sensitive_reports": "read"}'::jsonb
where not (areas ? 'sensitive_reports')
  and (areas ->> 'home' = 'edit' or (is_manager and areas ->> 'home' = 'read'));
