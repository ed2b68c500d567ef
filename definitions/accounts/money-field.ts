// A sum of money on a form: pounds and pence as typed ("1250", "1,250.50"), stored as that text and read
// with parsePounds (engine/accounts/money.ts) into whole pence — never a floating-point number.
import type { JSONSchema7 } from '../../engine/definitions/json-schema.ts';

export const POUNDS_PATTERN = '^£?\\s*(\\d{1,3}(,\\d{3})+|\\d+)(\\.\\d{1,2})?$';

export const pounds = (title: string, extra: Partial<JSONSchema7> = {}): JSONSchema7 => ({
  type: 'string',
  title,
  pattern: POUNDS_PATTERN,
  maxLength: 20,
  description: 'In pounds, e.g. 4,250.00',
  ...extra,
});
