import { describe, expect, it } from 'vitest';
import { auditQuery } from './audit.ts';
import { dashboardAnswer } from './dashboard.ts';
import { marketsAnswer } from './markets.ts';
import { playerDetailAnswer, playersAnswer, updatePlayerBody, walletAdjustBody } from './players.ts';
import { setRateBody } from './rates.ts';
import { declaredResultsAnswer, revertResultBody } from './results.ts';

const ok = { status: true, msg: 'OK' };

describe('the operator answers', () => {
  it('read known server answers with their precise types', () => {
    const markets = marketsAnswer.parse({
      ...ok,
      items: [
        {
          id: 7,
          kind: 'main',
          name: 'Kalyan',
          openTime: '3:45 PM',
          closeTime: '5:45 PM',
          days: '0123456',
          active: true,
          sortOrder: 0,
          offDates: ['2026-12-25'],
          liabilityCap: 50_000,
        },
      ],
    });
    expect(markets.items[0]?.active).toBe(true);
    expect(markets.items[0]?.liabilityCap).toBe(50_000);

    const players = playersAnswer.parse({
      ...ok,
      items: [{ mobile: '9876543210', name: 'Asha', balance: 500, bettingStatus: 1, blocked: false, createdAt: 1 }],
      total: 1,
      page: 1,
    });
    expect(players.items[0]?.blocked).toBe(false);
    // A flag sent as a number where the server sends a boolean is a different contract.
    expect(
      playersAnswer.safeParse({ ...ok, items: [{ ...players.items[0], blocked: 0 }], total: 1, page: 1 }).success,
    ).toBe(false);

    expect(
      dashboardAnswer.safeParse({
        ...ok,
        date: '2026-11-22',
        activePlayers: 3,
        registrations: 1,
        bids: { main: { count: 1, points: 10 }, starline: { count: 0, points: 0 }, gali: { count: 0, points: 0 } },
        payouts: 0,
        pendingDeposits: { count: 0, amount: 0 },
        pendingWithdrawals: { count: 0, amount: 0 },
        closingSoon: [
          { kind: 'main', marketId: 7, name: 'Kalyan', session: 'close', closesAt: '5:45 PM', minutesLeft: 12 },
        ],
        awaitingResults: [],
      }).success,
    ).toBe(true);

    expect(
      declaredResultsAnswer.parse({
        ...ok,
        date: '2026-11-22',
        results: [
          {
            marketId: 7,
            market: 'Kalyan',
            kind: 'main',
            date: '2026-11-22',
            result: '128-15-357',
            openPana: '128',
            openAnk: 1,
            closePana: '357',
            closeAnk: 5,
            jodi: '15',
            openDeclaredAt: 1,
            closeDeclaredAt: 2,
            source: 'imported',
          },
        ],
      }).results,
    ).toHaveLength(1);

    const detail = playerDetailAnswer.safeParse({
      ...ok,
      user: { mobile: '9876543210', name: 'Asha', balance: 500, bettingStatus: 1, blocked: false, createdAt: 1 },
      ledger: [{ id: 1, amount: 500, balanceAfter: 500, kind: 'deposit', note: '', createdAt: 1 }],
      bids: [],
      totals: { bids: 0, points: 0, wins: 0, winAmount: 0 },
    });
    expect(detail.success).toBe(true);
  });
});

describe('the operator bodies and query strings', () => {
  it('read what a form gives: digit strings, signed amounts, 0/1 flags, page numbers', () => {
    expect(setRateBody.parse({ family: 'main', rateKey: 'single_digit', val1: '10', val2: 95 })).toEqual({
      family: 'main',
      rateKey: 'single_digit',
      val1: 10,
      val2: 95,
    });
    expect(walletAdjustBody.parse({ mobile: 9876543210, amount: '-50', note: ' refund ' })).toEqual({
      mobile: '9876543210',
      amount: -50,
      note: 'refund',
    });
    expect(updatePlayerBody.parse({ betting_status: '1' })).toEqual({ betting_status: 1 });
    expect(auditQuery.parse({ adminId: '3', page: '2' })).toEqual({ adminId: 3, page: 2 });
    expect(revertResultBody.parse({ kind: 'gali', marketId: 4, date: '2026-11-22' }).reason).toBe('');
  });

  it("refuses with the server's words", () => {
    expect(walletAdjustBody.safeParse({ mobile: '9876543210', amount: 0, note: 'x' }).error?.issues[0]?.message).toBe(
      'Amount must be a whole number other than 0',
    );
    expect(auditQuery.safeParse({ page: '0' }).error?.issues[0]?.message).toBe('Page must be a whole number from 1');
    expect(auditQuery.safeParse({ from: '2026-02-30' }).error?.issues[0]?.message).toBe(
      'Dates must be real dates written YYYY-MM-DD',
    );
    expect(
      revertResultBody.safeParse({ kind: 'weekly', marketId: 4, date: '2026-11-22' }).error?.issues[0]?.message,
    ).toBe('Kind must be main, starline or gali');
  });
});
