import type { DefinitionVersion } from '../types.ts';

export const SOURCE_LABELS: Record<DefinitionVersion['source'], string> = {
  code: "From the product's code",
  edit: 'Edited',
  rollback: 'Rolled back',
};

export const scopeLabel = (scope: DefinitionVersion['scope']) =>
  scope === 'product' ? 'Product default' : 'This organisation';

export const versionName = (v: DefinitionVersion) => `Version ${v.version} (${scopeLabel(v.scope).toLowerCase()})`;
