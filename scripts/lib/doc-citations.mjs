// The repository explains itself: comments, docs and test names cite its own documents (docs/rules.md,
// docs/api.md, docs/budgets.md, docs/ARCHITECTURE.md, docs/decisions/NNN-….md) or say the rule in place.
// This checker refuses, in every tracked text file:
//   - a citation of a document that is not in the repository: the product brief's file names (the four
//     names built in BRIEF_FILES below) and issue numbers (the word "issue" and a number, "#" or not);
//   - a relative Markdown link, in any tracked .md file, to a file that does not exist, or to a heading
//     that the linked page (or the page itself, for "#anchor") does not have;
//   - a mention of `docs/<page>.md` or `docs/<page>.md#anchor` (in a comment, say) whose page or heading
//     does not exist.
// Run by `npm test` (the `docs` check, scripts/test.mjs) and `npm run check:docs` (scripts/check-docs.mjs);
// its own tests are doc-citations.test.mjs. Only Node built-ins: it runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

/** The product brief's files, which live outside the repository: never cited from it. */
export const BRIEF_FILES = ['DESIGN', 'SPEC', 'DOMAIN', 'STYLE'].map((name) => `${name}.md`);

const BRIEF_FILE = new RegExp(`\\b(?:${BRIEF_FILES.map((f) => f.replace('.', '\\.')).join('|')})\\b`);
/** The word "issue" (or "issues", any case) and a number, with "#" or "no." or neither: a tracker's number, not a document here. */
const ISSUE_NUMBER = /\bissues?\s+(?:no\.?\s*)?#?\d+/i;

/** Tracked files that are read as text (everything else is skipped). */
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|json|md|css|html|ya?ml|sh|txt|svg)$|(?:^|\/)(?:\.gitignore|\.editorconfig|\.prettierignore)$/;
/** Generated or third-party text that nobody writes by hand. */
const SKIPPED = /(?:^|\/)(?:package-lock\.json|node_modules\/|dist\/)/;

/**
 * @typedef {{ path: string, line: number, message: string }} Problem
 */

/** The 1-based line of an offset in a text. */
function lineAt(text, offset) {
  let line = 1;
  for (let i = 0; i < offset; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/**
 * Citations of documents outside the repository in one file's text: the brief's file names and issue
 * numbers, one problem per occurrence.
 * @param {string} path the file's path in the repository (for the report)
 * @param {string} text its contents
 * @returns {Problem[]}
 */
export function citationProblems(path, text) {
  /** @type {Problem[]} */
  const problems = [];
  for (const [pattern, what] of [
    [BRIEF_FILE, 'cites a file that is not in the repository'],
    [ISSUE_NUMBER, 'cites an issue number'],
  ]) {
    const global = new RegExp(pattern.source, `${pattern.flags}g`);
    for (const m of text.matchAll(global)) {
      problems.push({ path, line: lineAt(text, m.index ?? 0), message: `${what}: "${m[0]}" (cite docs/ or an ADR, or state the rule)` });
    }
  }
  return problems;
}

/**
 * The anchors of a Markdown page's headings, as GitHub writes them: lower case, punctuation dropped,
 * spaces to dashes, a repeated heading numbered ("-1", "-2").
 * @param {string} markdown
 * @returns {Set<string>}
 */
export function headingAnchors(markdown) {
  const anchors = new Set();
  const seen = new Map();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const m = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const base = m[1]
      .toLowerCase()
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

/**
 * Reads the repository for the link checks: whether a path exists and a Markdown page's anchors.
 * @typedef {{ exists: (path: string) => boolean, anchorsOf: (path: string) => Set<string> | null }} Tree
 */

/**
 * A tree over a directory on disk (paths relative to it).
 * @param {string} root
 * @returns {Tree}
 */
export function diskTree(root) {
  const cache = new Map();
  return {
    exists: (path) => existsSync(join(root, path)),
    anchorsOf: (path) => {
      if (!cache.has(path)) {
        const full = join(root, path);
        cache.set(path, existsSync(full) && statSync(full).isFile() ? headingAnchors(readFileSync(full, 'utf8')) : null);
      }
      return cache.get(path);
    },
  };
}

/** A link target's problem, or null: a missing file, or a heading the page lacks. */
function targetProblem(tree, file, anchor) {
  if (!tree.exists(file)) return `points at a missing file: ${file}`;
  if (anchor === '' || !file.endsWith('.md')) return null;
  const anchors = tree.anchorsOf(file);
  return anchors && !anchors.has(anchor.toLowerCase()) ? `points at a missing heading: ${file}#${anchor}` : null;
}

/**
 * Relative Markdown links of a .md file that lead nowhere, and mentions of `docs/….md(#anchor)` in any
 * file whose page or heading does not exist.
 * @param {string} path the file's path in the repository
 * @param {string} text its contents
 * @param {Tree} tree
 * @returns {Problem[]}
 */
export function linkProblems(path, text, tree) {
  /** @type {Problem[]} */
  const problems = [];
  const report = (offset, message) => problems.push({ path, line: lineAt(text, offset), message });
  /** Where the links' targets are: a mention there is the link itself, checked once. */
  const targets = [];
  if (path.endsWith('.md')) {
    // [text](target) and [text](target "title"); not images of remote pages, not absolute URLs.
    for (const m of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      const target = m[1] ?? '';
      targets.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('/')) continue;
      const [rawFile = '', anchor = ''] = target.split('#');
      const file = rawFile === '' ? path : normalize(join(dirname(path), decodeURI(rawFile.split('?')[0] ?? ''))).replace(/\\/g, '/');
      const problem = targetProblem(tree, file, anchor);
      if (problem) report(m.index ?? 0, `link ${problem}`);
    }
  }
  for (const m of text.matchAll(/(?<![\w./-])docs\/[\w./-]*?\.md(?:#[\w-]+)?/g)) {
    if (targets.some(([from, to]) => (m.index ?? 0) >= from && (m.index ?? 0) < to)) continue;
    const [file = '', anchor = ''] = m[0].split('#');
    const problem = targetProblem(tree, file, anchor);
    if (problem) report(m.index ?? 0, `mention ${problem}`);
  }
  return problems;
}

/**
 * Every problem of the tracked text files of a git work tree (what `git ls-files` lists, read from the
 * work tree; a file deleted but not yet committed is skipped).
 * @param {string} root the work tree
 * @returns {Problem[]}
 */
export function checkTree(root) {
  const listed = spawnSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`git ls-files failed in ${root}: ${listed.stderr}`);
  const tree = diskTree(root);
  /** @type {Problem[]} */
  const problems = [];
  for (const path of listed.stdout.split('\0')) {
    if (!path || !TEXT_FILE.test(path) || SKIPPED.test(path)) continue;
    const full = join(root, path);
    if (!existsSync(full) || !statSync(full).isFile()) continue;
    const text = readFileSync(full, 'utf8');
    problems.push(...citationProblems(path, text), ...linkProblems(path, text, tree));
  }
  return problems;
}

/** One line per problem: `path:line: message`. */
export function formatProblems(problems) {
  return problems.map((p) => `${p.path}:${p.line}: ${p.message}`).join('\n');
}
