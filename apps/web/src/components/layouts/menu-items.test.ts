import { describe, expect, it } from 'vitest';
import { guestMenuItems, playerMenuItems } from './menu-items.ts';

describe('the menu entries', () => {
  it('for a visitor, lead every login-gated entry to /login', () => {
    const targets = Object.fromEntries(guestMenuItems().map((item) => [item.label, item.to]));
    expect(targets).toEqual({
      Home: '/landing',
      'Add Funds': '/login',
      Wallet: '/login',
      'Win History': '/login',
      'Bid History': '/login',
      'How To Play': '/htp',
      'Game Rates': '/login',
      Charts: '/charts',
      'Change Password': '/login',
      'Privacy Policy': '/privacypolicy',
    });
  });

  it('for a player, add the betting entries only when betting is enabled', () => {
    expect(playerMenuItems(false)).toHaveLength(6);
    expect(playerMenuItems(true)).toHaveLength(12);
  });
});
