import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale } from '../../../lib/i18n/i18n.ts';
import { locale } from '../../../lib/i18n/locale.ts';
import { type Deposit } from '../api/get-deposit-history.ts';
import { type Transaction } from '../api/get-transactions.ts';
import { depositTitleOf } from '../lib/deposits.ts';
import { TransactionList } from './transaction-list.tsx';

afterEach(() => locale.set('en'));

const entry = (transaction_id: string, transaction_note: string, fields: Partial<Transaction> = {}): Transaction => ({
  transaction_id,
  transaction_type: '1',
  transaction_note,
  amount: 500,
  insert_date: '23-November-2026 4:05 PM',
  amount_status: '1',
  ...fields,
});

const credited = (request_id: string): Deposit => ({
  request_id,
  amount: 500,
  method: 'GPay',
  deposit_status: 'credited',
  utr: '312345678901',
  reason: '',
  credited_by: 'operator',
  insert_date: '23-November-2026 4:05 PM',
});

describe("the wallet entries' notes in the chosen language (ADR 020)", () => {
  it('shows an English note (an answer read before the language was chosen) in Hindi, names, mobiles and UTRs as they are', async () => {
    await loadLocale('hi');
    render(
      <TransactionList
        label="history"
        isError={false}
        transactions={[
          entry('1', 'Transfer from Geeta Iyer (9600000002): back'),
          entry('2', 'Deposit #41 by GPay, UTR 312345678901'),
          entry('3', 'Bid: Kalyan Morning, 23-November-2026 (10 bids)', { transaction_type: '2' }),
          entry('4', 'Withdrawal #7 to Paytm 9000000033 (points held)', { transaction_type: '2' }),
          entry('5', 'Deposit request #12 by QR (pending approval)', { amount_status: '0' }),
          // Already in the language (the server answered in Hindi): as it came.
          entry('6', 'एडजस्टमेंट: Diwali bonus'),
        ]}
      />,
    );
    const notes = within(screen.getByRole('list', { name: 'history' }))
      .getAllByRole('listitem')
      .map((card) => card.firstElementChild?.textContent);
    expect(notes).toEqual([
      'Geeta Iyer (9600000002) से ट्रांसफर: back',
      'जमा #41, GPay से, UTR 312345678901',
      'बोली: Kalyan Morning, 23-नवंबर-2026 (10 बोलियाँ)',
      'पैसे निकालने की रिक्वेस्ट #7: Paytm 9000000033 (पॉइंट्स रोके गए)',
      'जमा रिक्वेस्ट #12, QR से (मंज़ूरी बाकी)',
      'एडजस्टमेंट: Diwali bonus',
    ]);
  });

  it("leads a credited deposit's card with its wallet entry's note, whether the server wrote it in English or in the language", async () => {
    await loadLocale('mr');
    const marathi = [entry('1', 'जमा #41, GPay द्वारे, UTR 312345678901'), entry('2', 'जमा #410, GPay द्वारे')];
    expect(depositTitleOf(credited('41'), marathi, 'mr')).toBe('जमा #41, GPay द्वारे, UTR 312345678901');
    const english = [
      entry('1', 'Deposit #410 by GPay'),
      entry('2', 'Deposit #41 matched automatically, UTR 312345678901'),
    ];
    expect(depositTitleOf(credited('41'), english, 'mr')).toBe('जमा #41, आपोआप जुळले, UTR 312345678901');
    // No entry of its own (only #410's): the request's own words.
    expect(depositTitleOf(credited('41'), [entry('1', 'जमा #410, GPay द्वारे')], 'mr')).not.toContain('410');
  });

  it("names the Add Funds screen's fourth method in the language", async () => {
    await loadLocale('hi');
    const others = { ...credited('43'), deposit_status: 'pending', method: 'Others' };
    expect(depositTitleOf(others, [], 'hi')).toBe('जमा #43, अन्य से');
    expect(depositTitleOf({ ...others, method: 'GPay' }, [], 'hi')).toBe('जमा #43, GPay से');
  });

  it('leaves every note as the server wrote it in English', () => {
    expect(depositTitleOf(credited('41'), [entry('1', 'Deposit #41 by GPay, UTR 312345678901')], 'en')).toBe(
      'Deposit #41 by GPay, UTR 312345678901',
    );
  });
});
