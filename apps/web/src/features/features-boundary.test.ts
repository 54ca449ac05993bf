import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Features do not import each other (docs/ARCHITECTURE.md#web-app-layout): the repository's ESLint
 * configuration, run through ESLint's Node API on planted files, refuses an import from one feature
 * folder into another however its path is written, and lets through the exceptions it lists.
 */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const RULE = 'pana-web/no-cross-feature';

async function crossFeatureErrors(file: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: repoRoot });
  const [result] = await eslint.lintText(code, { filePath: resolve(repoRoot, 'apps/web/src', file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === RULE).map((message) => message.message);
}

describe('features do not import each other', () => {
  it("refuses a sibling feature's file reached with ../../", async () => {
    const errors = await crossFeatureErrors(
      'features/bidding/components/planted.tsx',
      "import { useSaveSlip } from '../../slips/hooks/use-slips.ts';\nexport const planted = useSaveSlip;\n",
    );
    expect(errors).toEqual([expect.stringContaining('features/bidding imports features/slips')]);
  });

  it('refuses the path through features/, a re-export and a lazy import', async () => {
    const errors = await crossFeatureErrors(
      'features/funds/lib/planted.ts',
      [
        "export { getTransactions } from '../../../features/wallet/api/get-transactions.ts';",
        "export const later = () => import('../../history/api/get-history.ts');",
        '',
      ].join('\n'),
    );
    expect(errors).toHaveLength(2);
  });

  it('lets through imports inside one feature, of shared code, and the listed exceptions', async () => {
    const errors = await crossFeatureErrors(
      'features/gali/components/planted.tsx',
      [
        "import { BoardTiles } from '../../bidding/components/board-tiles.tsx';",
        "import { formatPoints } from '../../../lib/format.ts';",
        "import { texts } from '../texts.ts';",
        'export const planted = [BoardTiles, formatPoints, texts];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('lists an exception for one importing feature only', async () => {
    const errors = await crossFeatureErrors(
      'features/wallet/components/planted.tsx',
      "import { BoardTiles } from '../../bidding/components/board-tiles.tsx';\nexport const planted = BoardTiles;\n",
    );
    expect(errors).toHaveLength(1);
  });
});
