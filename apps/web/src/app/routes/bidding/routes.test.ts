import { describe, expect, it } from 'vitest';
import { BID_ENTRY_SCREENS, biddingRoutes, BOARD_SCREENS } from './routes.ts';

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

  it('open each of them on the bid-entry screen under its title, after the game selection, then the board screens', () => {
    const routes = biddingRoutes.withHeader ?? [];
    expect(routes.map((r) => [r.path, (r.handle as { title: string }).title])).toEqual([
      ['/game', 'Select Game'],
      ...BID_ENTRY_SCREENS,
      ...BOARD_SCREENS,
    ]);
    expect(new Set(routes.slice(1, 18).map((r) => r.lazy)).size).toBe(1);
    expect(new Set(routes.slice(18).map((r) => r.lazy)).size).toBe(1);
  });

  it("give each board a family offers its screen, but the older apps' SP DP TP and motors (docs/rules.md#boards)", () => {
    expect(BOARD_SCREENS).toEqual([
      ['/board/main/single-digit-bulk', 'Single Digit Bulk'],
      ['/board/main/jodi-bulk', 'Jodi Bulk'],
      ['/board/main/pana-bulk', 'Pana Bulk'],
      ['/board/main/odd-even', 'Odd Even'],
      ['/board/main/red-bracket', 'Red Bracket'],
      ['/board/main/digit-based-jodi', 'Digit Based Jodi'],
      ['/board/main/crossing', 'Crossing'],
      ['/board/main/group-jodi', 'Group Jodi'],
      ['/board/main/two-digit-panel', 'Two Digit Panel'],
      ['/board/main/family-panel', 'Family Panel'],
      ['/board/starline/single-digit-bulk', 'Single Digit Bulk'],
      ['/board/starline/pana-bulk', 'Pana Bulk'],
      ['/board/starline/odd-even', 'Odd Even'],
      ['/board/starline/two-digit-panel', 'Two Digit Panel'],
      ['/board/starline/family-panel', 'Family Panel'],
      ['/board/gali/jodi-bulk', 'Jodi Bulk'],
      ['/board/gali/red-bracket', 'Red Bracket'],
      ['/board/gali/digit-based-jodi', 'Digit Based Jodi'],
      ['/board/gali/crossing', 'Crossing'],
      ['/board/gali/group-jodi', 'Group Jodi'],
    ]);
  });
});
