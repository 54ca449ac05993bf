import { describe, expect, it } from 'vitest';
import { BID_ENTRY_SCREENS, biddingRoutes } from './routes.ts';

describe('the bid-entry routes', () => {
  it('keep the 17 URLs and titles of the bid screens, in the order of the game-selection screens', () => {
    expect(BID_ENTRY_SCREENS).toEqual([
      ['/single', 'Single Digit'],
      ['/jodi', 'Jodi Digit'],
      ['/singlepana', 'Single Pana'],
      ['/doublepana', 'Double Pana'],
      ['/tripplepana', 'Triple Pana'],
      ['/halfsangam', 'Half Sangam'],
      ['/fullsangam', 'Full Sangam'],
      ['/spdptp', 'SP DP TP'],
      ['/spmotor', 'SP Motor'],
      ['/dpmotor', 'DP Motor'],
      ['/starsingle', 'Single Digit'],
      ['/ssinglepana', 'Single Pana'],
      ['/sdoublepana', 'Double Pana'],
      ['/stripplepana', 'Triple Pana'],
      ['/leftdigit', 'Left Digit'],
      ['/rightdigit', 'Right Digit'],
      ['/jodidigit', 'Jodi Digit'],
    ]);
  });

  it('open each of them on the bid-entry screen under its title, after the game selection', () => {
    const routes = biddingRoutes.withHeader ?? [];
    expect(routes.map((r) => [r.path, (r.handle as { title: string }).title])).toEqual([
      ['/game', 'Select Game'],
      ...BID_ENTRY_SCREENS,
    ]);
    expect(new Set(routes.slice(1).map((r) => r.lazy)).size).toBe(1);
  });
});
