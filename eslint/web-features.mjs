// The web app's feature boundary (docs/ARCHITECTURE.md#web-app-layout), an ESLint plugin:
//
//   pana-web/no-cross-feature  a file of apps/web/src/features/<a>/ never imports a file of another
//                              feature folder features/<b>/, however the path is written
//                              ('../../slips/…', '../../../features/slips/…'), static, re-export or import()
//
// Its options (the features' folder, the allowed imports with their reasons) are in eslint.config.js.
import { dirname, isAbsolute, relative, resolve } from 'node:path';

/** The feature folder of a file under `root` ('bidding'), or null outside it. */
function featureOf(root, file) {
  const rel = relative(root, file);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return null;
  const [feature, ...rest] = rel.split(/[\\/]/);
  return rest.length > 0 ? feature : null;
}

const noCrossFeature = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature folder of the web app does not import another feature folder.' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          allow: {
            type: 'array',
            items: {
              type: 'object',
              properties: { from: { type: 'string' }, to: { type: 'string' }, reason: { type: 'string' } },
              required: ['from', 'to', 'reason'],
              additionalProperties: false,
            },
          },
        },
        required: ['root'],
        additionalProperties: false,
      },
    ],
    messages: {
      crossFeature:
        "features/{{from}} imports features/{{to}}: features do not import each other; lift shared code to components/ or lib/ (or, with a reason, add the import to WEB_FEATURE_EXCEPTIONS in eslint.config.js).",
    },
  },
  create(context) {
    const { root: rootOption, allow = [] } = context.options[0];
    const root = isAbsolute(rootOption) ? rootOption : resolve(context.cwd, rootOption);
    const file = context.filename;
    const from = featureOf(root, file);
    if (from === null) return {};

    function check(node, source) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const specifier = source.value;
      if (!specifier.startsWith('.')) return;
      const target = resolve(dirname(file), specifier);
      const to = featureOf(root, target);
      if (to === null || to === from) return;
      const targetPath = relative(root, target).split(/[\\/]/).join('/');
      // An allowed import names the importing feature (or one of its files) and the imported file.
      const fromPath = relative(root, file).split(/[\\/]/).join('/');
      const isAllowed = allow.some(
        (entry) => (entry.from === from || entry.from === fromPath) && entry.to === targetPath,
      );
      if (!isAllowed) context.report({ node: source, messageId: 'crossFeature', data: { from, to } });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export default { meta: { name: 'pana-web' }, rules: { 'no-cross-feature': noCrossFeature } };
