import { describe, expect, it } from 'vitest';
import { absoluteLink, agentTree, bpOfPercent, formatRate, mondayOf, percentOfBp } from './agent-figures.ts';

describe('agent rates: percent on screen, basis points on the wire', () => {
  it('reads a percent with at most two decimals exactly, as basis points', () => {
    expect(bpOfPercent('2.5')).toBe(250);
    expect(bpOfPercent('2.50')).toBe(250);
    expect(bpOfPercent('2.05')).toBe(205);
    expect(bpOfPercent(' 12 ')).toBe(1200);
    expect(bpOfPercent('0')).toBe(0);
    expect(bpOfPercent('0.01')).toBe(1);
    expect(bpOfPercent('100')).toBe(10_000);
    expect(bpOfPercent('4.35 %')).toBe(435);
    // 0.29 × 100 is 28.999… in floating point: read as text, it is 29.
    expect(bpOfPercent('0.29')).toBe(29);
    expect(bpOfPercent('1.')).toBe(100);
  });

  it('refuses anything else', () => {
    for (const typed of ['', ' ', '-1', '100.01', '101', '2.555', 'abc', '1,5', '.5', '1e2', '0x10']) {
      expect(bpOfPercent(typed), typed).toBeNull();
    }
  });

  it('shows basis points as a percent with two decimals, and round-trips', () => {
    expect(percentOfBp(250)).toBe('2.50');
    expect(percentOfBp(1)).toBe('0.01');
    expect(percentOfBp(10_000)).toBe('100.00');
    expect(formatRate(435)).toBe('4.35 %');
    for (let bp = 0; bp <= 10_000; bp += 7) expect(bpOfPercent(percentOfBp(bp))).toBe(bp);
  });
});

describe('agent weeks, links and the hierarchy', () => {
  it('names a week by its Monday (India weeks run Monday to Sunday)', () => {
    expect(mondayOf('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // the Sunday after
    expect(mondayOf('2026-11-25')).toBe('2026-11-23');
    expect(mondayOf('2026-11-22')).toBe('2026-11-16'); // the Sunday before
  });

  it('makes the server’s relative invite link absolute on this site', () => {
    expect(absoluteLink('/r?code=ABC234', 'https://pana.example')).toBe('https://pana.example/r?code=ABC234');
    expect(absoluteLink('https://x.example/r?code=A', 'https://pana.example')).toBe('https://x.example/r?code=A');
  });

  it('lists each master agent followed by their agents, then the owner’s own agents', () => {
    const rows = agentTree([
      { id: 1, role: 'agent', parentId: null, username: 'zed' },
      { id: 2, role: 'master_agent', parentId: null, username: 'mona' },
      { id: 3, role: 'agent', parentId: 2, username: 'bala' },
      { id: 4, role: 'agent', parentId: 2, username: 'arun' },
      { id: 5, role: 'master_agent', parentId: null, username: 'kiran' },
      { id: 6, role: 'agent', parentId: null, username: 'amit' },
    ]);
    expect(rows.map(({ agent, depth }) => `${depth}:${agent.username}`)).toEqual([
      '0:kiran',
      '0:mona',
      '1:arun',
      '1:bala',
      '0:amit',
      '0:zed',
    ]);
  });
});
