// The boundary rules of the repository (docs/decisions/026-module-boundaries.md), an ESLint plugin:
//
//   pana/no-cycle      no import cycle between the modules of a root (folders) or between its files
//   pana/public-entry  a module is imported from another one only through its public files
//   pana/table-owner   a table is written only by its owner (insertInto/updateTable/deleteFrom, raw SQL)
//
// Their options (the modules' public files, the table owners, the exceptions) are in eslint.config.js.
// Paths in options are relative to ESLint's working directory (the repository's root), with '/'.
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { moduleOf, readImports, relativePath, resolveSpecifier, sourceFiles } from './import-graph.mjs';

const TEST_FILE = /\.test\.tsx?$/;

/** Absolute path of an option's path (relative to the working directory). */
const fromCwd = (context, path) => (isAbsolute(path) ? path : resolve(context.cwd, path));

const isInside = (root, file) => {
  const rel = relative(root, file);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
};

// ---------------------------------------------------------------------------------------------
// pana/no-cycle
// ---------------------------------------------------------------------------------------------

/**
 * Per root and settings: the unit graph of the files as read from disk, once per ESLint process, as
 * unit → next unit → the file imports that join them. The file being linted always counts with its
 * text as ESLint holds it (an editor's unsaved change, a planted fixture): its edges on disk are
 * left out and the ones of its syntax tree put in, so a cycle it makes or breaks is seen at once.
 */
const graphs = new Map();

function graphOf(key, root, tests, unitOf, isAllowed) {
  let graph = graphs.get(key);
  if (graph) return graph;
  graph = new Map();
  for (const from of sourceFiles(root, { tests })) {
    const a = unitOf(from);
    if (a === null) continue;
    for (const edge of readImports(from)) {
      const b = unitOf(edge.target);
      if (b === null || b === a || isAllowed(from, edge.target)) continue;
      if (!graph.has(a)) graph.set(a, new Map());
      const next = graph.get(a);
      if (!next.has(b)) next.set(b, []);
      next.get(b).push({ from, target: edge.target });
    }
  }
  graphs.set(key, graph);
  return graph;
}

/** The shortest path of nodes from `start` to `goal` (`nextOf(node)` lists a node's successors), or null. */
function pathBetween(nextOf, start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const node = queue[i];
    if (node === goal) {
      const path = [];
      for (let at = goal; at !== null; at = previous.get(at)) path.unshift(at);
      return path;
    }
    for (const next of nextOf(node)) {
      if (previous.has(next)) continue;
      previous.set(next, node);
      queue.push(next);
    }
  }
  return null;
}

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycle between the modules (folders) of a root, or between its files' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          unit: { enum: ['module', 'file'] },
          tests: { type: 'boolean' },
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
      cycle: 'Import cycle: {{path}}. {{fix}}',
    },
  },
  create(context) {
    const { root: rootOption, unit = 'module', tests = false, allow = [] } = context.options[0];
    const root = fromCwd(context, rootOption);
    const file = context.filename;
    if (!isInside(root, file) || (!tests && TEST_FILE.test(file))) return {};
    const unitOf = unit === 'module' ? (f) => moduleOf(root, f) : (f) => (isInside(root, f) ? f : null);
    const here = unitOf(file);
    if (here === null) return {};
    const label = (u) => (unit === 'module' ? u : relativePath(root, u));
    // An allowed edge: `from` and `to` name a module or a file (relative to the root).
    const matches = (pattern, f) => {
      const rel = relativePath(root, f);
      return rel === pattern || rel.startsWith(`${pattern}/`);
    };
    const isAllowed = (from, to) => allow.some((a) => matches(a.from, from) && matches(a.to, to));
    const key = JSON.stringify([root, unit, tests, allow]);

    /** This file's imports: [source node, target unit, target path]. */
    const own = [];
    const collect = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.'))
        return;
      const target = resolveSpecifier(file, source.value);
      const there = unitOf(target);
      if (there === null || there === here || isAllowed(file, target)) return;
      own.push({ source, there, target });
    };

    return {
      ImportDeclaration: (node) => collect(node.source),
      ExportNamedDeclaration: (node) => collect(node.source),
      ExportAllDeclaration: (node) => collect(node.source),
      ImportExpression: (node) => collect(node.source),
      TSImportType: (node) => collect(node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument),
      'Program:exit'() {
        if (own.length === 0) return;
        const graph = graphOf(key, root, tests, unitOf, isAllowed);
        const ownUnits = new Set(own.map((o) => o.there));
        // The units `u` leads to, with this file's edges as its syntax tree has them.
        const nextOf = (u) => {
          const next = graph.get(u);
          if (u !== here) return next ? next.keys() : [];
          const all = new Set(ownUnits);
          for (const [b, examples] of next ?? []) if (examples.some((e) => e.from !== file)) all.add(b);
          return all;
        };
        const example = (a, b) => {
          const e = (graph.get(a)?.get(b) ?? []).find((x) => x.from !== file);
          return e
            ? `${relativePath(root, e.from)} imports ${relativePath(root, e.target)}`
            : `${label(a)} imports ${label(b)}`;
        };
        const reported = new Set();
        for (const { source, there, target } of own) {
          if (reported.has(there)) continue;
          const back = pathBetween(nextOf, there, here);
          if (!back) continue;
          reported.add(there);
          const units = [here, ...back];
          const hops = [`${relativePath(root, file)} imports ${relativePath(root, target)}`];
          for (let i = 1; i < units.length - 1; i++) hops.push(example(units[i], units[i + 1]));
          context.report({
            node: source,
            messageId: 'cycle',
            data: {
              path: `${units.map(label).join(' → ')} (${hops.join('; ')})`,
              fix:
                unit === 'module'
                  ? 'Move what both need to the lower module (or lib/), or let the caller pass it in (ADR 026).'
                  : 'Move what both files need into a third file that both import.',
            },
          });
        }
      },
    };
  },
};

// ---------------------------------------------------------------------------------------------
// pana/public-entry
// ---------------------------------------------------------------------------------------------

const publicEntry = {
  meta: {
    type: 'problem',
    docs: { description: 'Another module is imported only through its public files, never its repository' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          /** module → its public files (relative to the module's folder); a module not listed has `service.ts`. */
          entries: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
          /** Only repositories are refused (tests, the composition root); otherwise only public files are allowed. */
          repositoriesOnly: { type: 'boolean' },
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
      repository:
        '{{target}} is the SQL of modules/{{module}}, its own: call a function of its public files ({{entries}}) instead.',
      internal:
        '{{target}} is internal to modules/{{module}}: import one of its public files ({{entries}}), or make this one public in eslint.config.js (ADR 026).',
    },
  },
  create(context) {
    const { root: rootOption, entries = {}, repositoriesOnly = false, allow = [] } = context.options[0];
    const root = fromCwd(context, rootOption);
    const file = context.filename;
    const here = moduleOf(root, file);
    const matches = (pattern, f) => {
      const rel = relativePath(root, f);
      return rel === pattern || rel.startsWith(`${pattern}/`);
    };
    const isAllowed = (to) => allow.some((a) => matches(a.from, file) && matches(a.to, to));

    const check = (sourceNode) => {
      if (!sourceNode || typeof sourceNode.value !== 'string' || !sourceNode.value.startsWith('.')) return;
      const target = resolve(dirname(file), sourceNode.value);
      const there = moduleOf(root, target);
      if (there === null || there === here || isAllowed(target)) return;
      const inModule = relativePath(join(root, there), target);
      const publicFiles = entries[there] ?? ['service.ts'];
      const data = { target: `modules/${there}/${inModule}`, module: there, entries: publicFiles.join(', ') };
      if (/(^|[-/])repository\.ts$/.test(inModule)) {
        context.report({ node: sourceNode, messageId: 'repository', data });
      } else if (!repositoriesOnly && !publicFiles.includes(inModule)) {
        context.report({ node: sourceNode, messageId: 'internal', data });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source.type === 'Literal' ? node.source : null),
    };
  },
};

// ---------------------------------------------------------------------------------------------
// pana/table-owner
// ---------------------------------------------------------------------------------------------

const WRITE_METHODS = new Set(['insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto']);
/** Writes in raw SQL text: `insert into t`, `update t set`, `delete from t` (a `${…}` table is not a name). */
const RAW_WRITES = [
  /\binsert\s+(?:or\s+\w+\s+)?into\s+"?([a-z_][a-z0-9_]*)"?/gi,
  /\bupdate\s+"?([a-z_][a-z0-9_]*)"?(?:\s+(?:as\s+)?[a-z_][a-z0-9_]*)?\s+set\b/gi,
  /\bdelete\s+from\s+"?([a-z_][a-z0-9_]*)"?/gi,
];

/** The table a Kysely builder's first argument names (`'bids'`, `'bids as b'`), or null when it is not written out. */
function tableOfArgument(node) {
  if (!node) return null;
  let text = null;
  if (node.type === 'Literal' && typeof node.value === 'string') text = node.value;
  else if (node.type === 'TemplateLiteral' && node.expressions.length === 0) text = node.quasis[0].value.cooked;
  return text === null ? null : text.trim().split(/\s+/)[0];
}

function rawWrites(text) {
  const tables = [];
  for (const pattern of RAW_WRITES) for (const match of text.matchAll(pattern)) tables.push(match[1].toLowerCase());
  return tables;
}

const tableOwner = {
  meta: {
    type: 'problem',
    docs: { description: 'A table is written only by the module (or file) that owns it' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          /** table → its owner: a folder (every file in it) or a file, relative to the root. */
          owners: { type: 'object', additionalProperties: { type: 'string' } },
          /** Writers besides the owner, each with its reason. */
          exceptions: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                path: { type: 'string' },
                tables: { type: 'array', items: { type: 'string' } },
                reason: { type: 'string' },
              },
              required: ['path', 'tables', 'reason'],
              additionalProperties: false,
            },
          },
        },
        required: ['root', 'owners'],
        additionalProperties: false,
      },
    ],
    messages: {
      notOwner:
        'Only {{owner}} writes {{table}} (the table owners in eslint.config.js, ADR 026): call a function of its module instead.',
      noOwner:
        'The table {{table}} has no owner: name the module that writes it in the table owners of eslint.config.js (ADR 026).',
    },
  },
  create(context) {
    const { root: rootOption, owners, exceptions = [] } = context.options[0];
    const root = fromCwd(context, rootOption);
    const file = context.filename;
    if (!isInside(root, file)) return {};
    const rel = relativePath(root, file);
    const within = (path) => rel === path || rel.startsWith(`${path}/`);

    const check = (node, table, raw) => {
      const owner = owners[table];
      if (owner === undefined) {
        // Raw SQL is read by a pattern: a word that is no table (`update … set` of an upsert) is not a write.
        if (!raw) context.report({ node, messageId: 'noOwner', data: { table } });
        return;
      }
      if (within(owner)) return;
      if (exceptions.some((e) => within(e.path) && e.tables.includes(table))) return;
      context.report({
        node,
        messageId: 'notOwner',
        data: { table, owner: owner.includes('.') ? owner : `${owner}/` },
      });
    };

    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type === 'MemberExpression' && !callee.computed && WRITE_METHODS.has(callee.property.name)) {
          const table = tableOfArgument(node.arguments[0]);
          if (table !== null) check(node, table, false);
        }
        // sql.raw('insert into …')
        if (
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'sql' &&
          callee.property.name === 'raw'
        ) {
          const arg = node.arguments[0];
          const text = arg?.type === 'Literal' && typeof arg.value === 'string' ? arg.value : null;
          if (text !== null) for (const table of rawWrites(text)) check(node, table, true);
        }
      },
      TaggedTemplateExpression(node) {
        if (node.tag.type !== 'Identifier' || node.tag.name !== 'sql') return;
        // Each ${…} becomes a character no name contains, so `delete from ${t}` names no table.
        const text = node.quasi.quasis.map((q) => q.value.cooked ?? q.value.raw).join('\u0000');
        for (const table of rawWrites(text)) check(node, table, true);
      },
    };
  },
};

export default {
  meta: { name: 'pana-boundaries' },
  rules: { 'no-cycle': noCycle, 'public-entry': publicEntry, 'table-owner': tableOwner },
};

/** For the rules' tests: forget the graphs read so far. */
export function forgetGraphs() {
  graphs.clear();
}
