-- A definition is a document whose key order is meaning (the order of fields on the form):
-- jsonb sorts keys, json keeps the text as written.
alter table definition_versions alter column definition type json using definition::text::json;
