/** `@pana/domain`: the whole package, the catalogue and the form schemas (the server imports this). */
export * from './catalogue.ts';
export * from './forms.ts';
