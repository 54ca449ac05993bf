import { describe, expect, it } from 'vitest';
import { displayMainResult } from './display-result.ts';

describe('the result of a market row', () => {
  it('joins the open and close results', () => {
    expect(displayMainResult('128-1', '5-357')).toBe('128-15-357');
    expect(displayMainResult('128-1', '*-***')).toBe('128-1*-***');
  });

  it('shows the masked placeholder ***-* while no open result is declared', () => {
    expect(displayMainResult('***-*', '*-***')).toBe('***-*');
    expect(displayMainResult('', '')).toBe('***-*');
  });
});
