import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * theme.css is the one place for colours: every stylesheet and component names a variable of it
 * (var(--color-…)), never a hex colour of its own. Comments are not checked.
 */
const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const THEME = 'styles/theme.css';
const HEX = /(?<![\w&])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\w-])/gi;

/** The hex colours of a file's text, comments left out, with their line numbers. */
function hexColours(text: string, isCss: boolean): string[] {
  const blanked = (isCss ? text : text.replace(/(^|[^:'"`])\/\/.*$/gm, '$1')).replace(/\/\*[\s\S]*?\*\//g, (comment) =>
    comment.replace(/[^\n]/g, ' '),
  );
  const found: string[] = [];
  blanked.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(HEX)) found.push(`${index + 1}: ${match[0]}`);
  });
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(css|tsx)$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [path] : [];
  });
}

describe('colours come from theme.css', () => {
  it('finds no hex colour in a stylesheet or component outside theme.css', () => {
    const offenders = sourceFiles(src)
      .filter((file) => relative(src, file) !== THEME)
      .flatMap((file) => hexColours(readFileSync(file, 'utf8'), file.endsWith('.css')).map((hit) => `${relative(src, file)}:${hit}`));
    expect(offenders).toEqual([]);
  });

  it('catches a planted colour in a stylesheet and in a component, not one in a comment', () => {
    expect(hexColours('/* was #fff */\n.planted {\n  color: #1b7f3b;\n  border: 1px solid #FFF;\n}\n', true)).toEqual([
      '3: #1b7f3b',
      '4: #FFF',
    ]);
    expect(
      hexColours("// #abcdef\nexport const planted = <p style={{ color: '#c62828' }}>Deposit #41</p>;\n", false),
    ).toEqual(['2: #c62828']);
  });

  it('reads the theme itself as the place where the colours are', () => {
    expect(hexColours(readFileSync(join(src, THEME), 'utf8'), true).length).toBeGreaterThan(0);
  });
});
