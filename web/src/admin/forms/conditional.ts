// Conditional visibility lives with the form renderer (web/src/rjsf/conditional.ts): the editor and the
// record forms must agree on it.
export * from '../../rjsf/conditional.ts';
