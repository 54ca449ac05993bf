// The import graph of a source tree, for the boundary rules (pana/no-cycle, ADR 026): every relative
// import and re-export of every .ts/.tsx file under a root, parsed with TypeScript (no type checking,
// no resolver plugin: specifiers carry their extension, as the repository writes them).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts)$/;

/**
 * @typedef {{ target: string, typeOnly: boolean, dynamic: boolean, start: number, end: number }} ImportEdge
 * `target` is an absolute path; `start`/`end` are offsets of the specifier in the importing file.
 */

/** Every relative import of a file's text: static imports, re-exports and `import('…')` calls. */
export function importsOf(file, text) {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  /** @type {ImportEdge[]} */
  const edges = [];
  const add = (literal, typeOnly, dynamic) => {
    const specifier = literal.text;
    if (!specifier.startsWith('.')) return;
    edges.push({
      target: resolveSpecifier(file, specifier),
      typeOnly,
      dynamic,
      start: literal.getStart(source),
      end: literal.getEnd(),
    });
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node.moduleSpecifier, isTypeOnlyImport(node), false);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node.moduleSpecifier, node.isTypeOnly, false);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteralLike(arg)) add(arg, false, true);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      add(node.argument.literal, true, false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edges;
}

/** `import type …`, or `import { type A, type B } …` (every name a type): nothing of it is loaded at run time. */
function isTypeOnlyImport(node) {
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  return (
    !!bindings &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((e) => e.isTypeOnly)
  );
}

/** The file a relative specifier names (with its extension as written; otherwise .ts, .tsx, index.ts, index.tsx). */
export function resolveSpecifier(file, specifier) {
  const path = resolve(dirname(file), specifier);
  if (extname(path)) return path;
  for (const candidate of [`${path}.ts`, `${path}.tsx`, join(path, 'index.ts'), join(path, 'index.tsx')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return path;
}

/** Every source file under `root` (absolute paths), tests included or not. */
export function sourceFiles(root, { tests }) {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && SOURCE.test(d.name) && (tests || !/\.test\.tsx?$/.test(d.name)))
    .map((d) => join(d.parentPath ?? d.path, d.name));
}

/** The first folder of `file` under `root` (its module), or null when the file is not inside a folder of root. */
export function moduleOf(root, file) {
  const rel = relative(root, file);
  if (rel.startsWith('..') || rel.startsWith(sep) || !rel.includes(sep)) return null;
  return rel.split(sep)[0];
}

/** `path` relative to `root`, with forward slashes (how the rules' options name files). */
export function relativePath(root, path) {
  return relative(root, path).split(sep).join('/');
}

export function readImports(file) {
  return importsOf(file, readFileSync(file, 'utf8'));
}
