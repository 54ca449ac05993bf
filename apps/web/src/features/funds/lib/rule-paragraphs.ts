/** A line-separated rule text as paragraphs: one per non-empty line, trimmed. */
export function ruleParagraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
