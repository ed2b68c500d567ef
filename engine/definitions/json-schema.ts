// A minimal JSON Schema draft-07 type: enough to type-check definitions without a dependency.
type JSONSchema7TypeName = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

export interface JSONSchema7 {
  $id?: string;
  $schema?: string;
  title?: string;
  description?: string;
  type?: JSONSchema7TypeName | JSONSchema7TypeName[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  properties?: Record<string, JSONSchema7>;
  required?: string[];
  additionalProperties?: boolean | JSONSchema7;
  items?: JSONSchema7;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  oneOf?: JSONSchema7[];
  anyOf?: JSONSchema7[];
  allOf?: JSONSchema7[];
  if?: JSONSchema7;
  then?: JSONSchema7;
  else?: JSONSchema7;
  not?: JSONSchema7;
  contains?: JSONSchema7;
  dependencies?: Record<string, JSONSchema7 | string[]>;
  examples?: unknown[];
  readOnly?: boolean;
  [extension: `x-${string}`]: unknown;
}
