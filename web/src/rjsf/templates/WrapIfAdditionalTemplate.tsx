// Definitions use `additionalProperties: false`, so there are no user-named keys: just render the field.
import type { WrapIfAdditionalTemplateProps } from '@rjsf/utils';

export function WrapIfAdditionalTemplate({ children }: WrapIfAdditionalTemplateProps) {
  return <>{children}</>;
}
