// Tests of the citation and link checker (doc-citations.mjs), with node:test: `node --test scripts/lib/`.
// The planted violations are assembled from pieces, so that this file does not trip the checker itself.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { checkTree, citationProblems, headingAnchors, linkProblems } from './doc-citations.mjs';

const brief = (name) => `${name}.md`;
/** A path under docs/, written so that this file mentions no page that does not exist. */
const doc = (path) => ['docs', path].join('/');

/** A tree of a few files in memory. */
function memoryTree(files) {
  return {
    exists: (path) => path in files || Object.keys(files).some((f) => f.startsWith(`${path}/`)),
    anchorsOf: (path) => (path in files ? headingAnchors(files[path]) : null),
  };
}

describe('citationProblems', () => {
  it("refuses each of the brief's four file names, with the line it is on", () => {
    const text = ['// fine', `// the spec (${brief('SPEC')} section 7)`, `/* ${brief('DESIGN')} */ x; // ${brief('DOMAIN')}`, `# ${brief('STYLE')}`].join('\n');
    const problems = citationProblems('a.ts', text);
    assert.deepEqual(
      problems.map((p) => [p.line, p.message.split(': ')[1]]),
      [
        [2, `"${brief('SPEC')}" (cite docs/ or an ADR, or state the rule)`],
        [3, `"${brief('DESIGN')}" (cite docs/ or an ADR, or state the rule)`],
        [3, `"${brief('DOMAIN')}" (cite docs/ or an ADR, or state the rule)`],
        [4, `"${brief('STYLE')}" (cite docs/ or an ADR, or state the rule)`],
      ],
    );
  });

  it('refuses issue numbers in every spelling', () => {
    for (const cited of ['(' + 'iss' + 'ue 17, ADR 013)', 'Iss' + 'ue #17 asks', 'iss' + 'ues 17 and 19', 'ISS' + 'UE 5', 'iss' + 'ue no. 4']) {
      assert.equal(citationProblems('a.md', cited).length, 1, cited);
    }
  });

  it("leaves the repository's own citations and product texts alone", () => {
    const text = [
      '// ADR 017, docs/rules.md#bid-windows, docs/decisions/013-live-updates.md',
      "expect(card).toHaveTextContent('Deposit #41 by GPay');",
      '// an issue with the bank file; issues of the older apps; tissue 12',
      `// README.md, OPERATIONS.md, MY${brief('SPEC')}`,
    ].join('\n');
    assert.deepEqual(citationProblems('a.ts', text), []);
  });
});

describe('headingAnchors', () => {
  it('writes anchors as GitHub does, numbering repeats', () => {
    const anchors = headingAnchors(
      ['# Rules', '## Changing the API: additive only', '### Expansions: SP DP TP, SP Motor and DP Motor', '## `ledger:check`', '## Rules', '```', '# not a heading', '```'].join('\n'),
    );
    assert.deepEqual([...anchors], ['rules', 'changing-the-api-additive-only', 'expansions-sp-dp-tp-sp-motor-and-dp-motor', 'ledgercheck', 'rules-1']);
  });
});

describe('linkProblems', () => {
  const tree = memoryTree({
    'README.md': '# Pana\n## Configuration\n',
    'docs/rules.md': '# Rules\n## Bid windows\n',
    'docs/decisions/013-live-updates.md': '# 013\n',
    'apps/server/src/app.ts': '',
  });

  it('accepts links and mentions that lead somewhere', () => {
    const md = '[rules](rules.md#bid-windows) [ADR](decisions/013-live-updates.md) [up](../README.md#configuration) [here](#rules) [web](https://example.com/x.md) [code](../apps/server/src/app.ts)';
    assert.deepEqual(linkProblems('docs/rules.md', md, tree), []);
    assert.deepEqual(linkProblems('apps/server/src/app.ts', '// docs/rules.md#bid-windows, docs/decisions/013-live-updates.md', tree), []);
  });

  it('refuses a link to a missing file, a missing heading, and a mention of either', () => {
    const md = 'one [gone](decisions/099-none.md)\ntwo [bad](rules.md#no-such-heading) [self](#nowhere)';
    assert.deepEqual(
      linkProblems('docs/rules.md', md, tree).map((p) => [p.line, p.message]),
      [
        [1, `link points at a missing file: ${doc('decisions/099-none.md')}`],
        [2, `link points at a missing heading: ${doc('rules.md')}#no-such-heading`],
        [2, `link points at a missing heading: ${doc('rules.md')}#nowhere`],
      ],
    );
    assert.deepEqual(
      linkProblems('apps/server/src/app.ts', `// see ${doc('rulez.md')}\n// and ${doc('rules.md')}#bidding-windows`, tree).map((p) => [p.line, p.message]),
      [
        [1, `mention points at a missing file: ${doc('rulez.md')}`],
        [2, `mention points at a missing heading: ${doc('rules.md')}#bidding-windows`],
      ],
    );
  });
});

describe('checkTree', () => {
  it('finds planted violations in the tracked files of a git work tree, and none once they are fixed', () => {
    const root = mkdtempSync(join(tmpdir(), 'doc-citations-'));
    try {
      const write = (path, text) => {
        mkdirSync(dirname(join(root, path)), { recursive: true });
        writeFileSync(join(root, path), text);
      };
      const git = (...args) => assert.equal(spawnSync('git', args, { cwd: root }).status, 0, `git ${args.join(' ')}`);
      git('init', '-q');
      write('docs/rules.md', '# Rules\n## Bid windows\n');
      write('README.md', '# Pana\nSee [the rules](docs/rules.md#bid-windows) and [the API](docs/api.md).\n');
      write('src/bids.ts', `// Bids close at the open time (${brief('DOMAIN')}, ${'iss' + 'ue 18'}).\nexport const x = 1;\n`);
      write('src/untracked.ts', `// ${brief('SPEC')}\n`);
      git('add', 'docs/rules.md', 'README.md', 'src/bids.ts');
      assert.deepEqual(
        checkTree(root).map((p) => `${p.path}:${p.line}: ${p.message.split(':')[0]}`),
        ['README.md:2: link points at a missing file', 'src/bids.ts:1: cites a file that is not in the repository', 'src/bids.ts:1: cites an issue number'],
      );
      write('docs/api.md', '# API\n');
      git('add', 'docs/api.md');
      write('src/bids.ts', '// Bids close at the open time (docs/rules.md#bid-windows).\nexport const x = 1;\n');
      assert.deepEqual(checkTree(root), []);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
