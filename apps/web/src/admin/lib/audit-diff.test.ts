import { describe, expect, it } from 'vitest';
import { auditDiff } from './audit-diff.ts';

describe('the before/after view of an audit entry', () => {
  it('lines up the fields of both sides and flags the changed ones', () => {
    expect(auditDiff({ a: 1, b: 'x' }, '{"a":2,"b":"x","c":[1]}')).toEqual([
      { key: 'a', before: '1', after: '2', isChanged: true },
      { key: 'b', before: 'x', after: 'x', isChanged: false },
      { key: 'c', before: '', after: '[1]', isChanged: true },
    ]);
  });

  it('shows a creation, a plain value and an entry without values', () => {
    expect(auditDiff(null, { role: 'owner' })).toEqual([{ key: 'role', before: '', after: 'owner', isChanged: true }]);
    expect(auditDiff('old text', 'new text')).toEqual([
      { key: 'value', before: 'old text', after: 'new text', isChanged: true },
    ]);
    expect(auditDiff(null, undefined)).toEqual([]);
  });
});
