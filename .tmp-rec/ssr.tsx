import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { SectionForm } from '../web/src/rjsf/SectionForm.tsx';
import { compiledFor, deriveUiSchema } from '../web/src/rjsf/index.ts';
const choices = (n: number) => Array.from({ length: n }, (_, i) => ({ const: `c${i}`, title: `Choice ${i + 1}` }));
const makers = [
  (i: number) => ({ type: 'string', title: `Text ${i}`, maxLength: 500 }),
  (i: number) => ({ type: 'string', title: `Narrative ${i}`, maxLength: 20000, 'x-widget': 'textarea' }),
  (i: number) => ({ type: 'string', title: `Date ${i}`, format: 'date' }),
  (i: number) => ({ type: 'string', title: `When ${i}`, format: 'date-time' }),
  (i: number) => ({ type: 'string', title: `Choice ${i}`, oneOf: choices(6) }),
  (i: number) => ({ type: 'boolean', title: `Yes or no ${i}`, 'x-widget': 'yesNo' }),
  (i: number) => ({ type: 'number', title: `Number ${i}` }),
  (i: number) => ({ type: 'array', title: `Several ${i}`, uniqueItems: true, items: { type: 'string', oneOf: choices(8) } }),
  (i: number) => ({ type: 'string', title: `Time ${i}`, pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', 'x-widget': 'time' }),
  (i: number) => ({ type: 'string', title: `Long list ${i}`, oneOf: choices(30) }),
];
const properties: Record<string, any> = {};
for (let i = 0; i < 60; i++) properties[`f${i}`] = makers[i % makers.length](i + 1);
for (let run = 0; run < 5; run++) {
  const def: any = { kind: 'x' + run, version: 1, title: 'S', schema: { type: 'object', properties }, sections: [{ key: 'all', title: 'All', fields: Object.keys(properties) }] };
  const c = compiledFor(def);
  let n = 0; let tIs = 0;
  const v: any = c.validator; const orig = v.isValid.bind(v);
  v.isValid = (...a: any[]) => { n++; const t = performance.now(); const r = orig(...a); tIs += performance.now() - t; return r; };
  const ui = deriveUiSchema(def.schema, {});
  const t0 = performance.now();
  renderToString(createElement(SectionForm, { sectionKey: 'all', schema: c.sectionSchemas.all, uiSchema: ui, validator: c.validator, initialData: {}, onChange: () => {} }));
  console.log('run', run, 'ms', (performance.now() - t0).toFixed(1), 'isValid calls', n, 'isValid ms', tIs.toFixed(1));
}
