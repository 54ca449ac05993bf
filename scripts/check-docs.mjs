#!/usr/bin/env node
// `npm run check:docs`: fails when a tracked file cites a document that is not in the repository (the
// product brief's files, issue numbers) or a link or `docs/….md` mention leads nowhere
// (scripts/lib/doc-citations.mjs says what is checked). Prints one line per problem.
import { checkTree, formatProblems } from './lib/doc-citations.mjs';
import { root } from './lib/setup.mjs';

const problems = checkTree(root);
if (problems.length > 0) {
  console.error(formatProblems(problems));
  console.error(`\n${problems.length} problem${problems.length === 1 ? '' : 's'}: cite docs/rules.md, docs/api.md, docs/budgets.md, docs/ARCHITECTURE.md or docs/decisions/, or say the rule in place.`);
  process.exit(1);
}
console.log('docs: every citation and link points inside the repository');
