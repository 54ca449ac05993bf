export type DiffRow = { key: string; before: string; after: string; isChanged: boolean };

function parse(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

function show(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields of an audit entry's before and after side by side, changed ones flagged. Either side
 * may be absent (a creation, a deletion), an object, JSON text or a plain value.
 */
export function auditDiff(beforeValue: unknown, afterValue: unknown): DiffRow[] {
  const before = parse(beforeValue);
  const after = parse(afterValue);
  if ((before === null || before === undefined) && (after === null || after === undefined)) return [];
  if (!(isRecord(before) || before == null) || !(isRecord(after) || after == null)) {
    return [
      {
        key: 'value',
        before: show(before ?? undefined),
        after: show(after ?? undefined),
        isChanged: show(before) !== show(after),
      },
    ];
  }
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys.map((key) => {
    const beforeText = show(b[key]);
    const afterText = show(a[key]);
    return { key, before: beforeText, after: afterText, isChanged: beforeText !== afterText };
  });
}
