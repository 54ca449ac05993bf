import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiPaths } from '../../../config/paths.ts';
import { fundsMessages } from '../../../features/funds/texts.ts';
import { transferMessages } from '../../../features/transfer/texts.ts';
import { walletMessages } from '../../../features/wallet/texts.ts';
import { loadLocale } from '../../../lib/i18n/i18n.ts';
import { locale } from '../../../lib/i18n/locale.ts';
import { mockApi, ok } from '../../../testing/mock-api.ts';
import { renderApp, storeLogin } from '../../../testing/render-app.tsx';
import { routeMessages } from '../texts.ts';

/**
 * Hindi and Marathi (ADR 020) on the money screens: a step of a flow opened without what the step before hands over (a reload of
 * /otpwithdraw or /otpbank) says so in the chosen language, its button too; English keeps the spec's words.
 */
afterEach(() => locale.set('en'));

function open(path: string) {
  storeLogin();
  mockApi({
    [apiPaths.getUserInfo]: () => ok({ user_name: 'Demo Player', betting_status: '1', wallet_amt: 2500 }),
    [apiPaths.getSocialData]: () => ok({ mobile_no: '9000000001' }),
  });
  return renderApp(path);
}

describe('a money flow opened at its code step', () => {
  it.each([
    ['hi', '/otpbank', 'कुछ गड़बड़ हुई। कृपया शुरू से करें।', 'फिर से शुरू करें'],
    ['mr', '/otpwithdraw', 'काहीतरी चुकले. कृपया सुरुवातीपासून करा.', 'पुन्हा सुरू करा'],
  ] as const)('%s %s: the message and the button in the language', async (code, path, message, button) => {
    await loadLocale(code);
    open(path);
    expect(await screen.findByText(message)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('link', { name: button })).toHaveAttribute('href', '/wallet');
    expect(document.body).not.toHaveTextContent(/Start over|Invalid navigation/);
  });

  it('keeps the English words', async () => {
    open('/otpbank');
    expect(await screen.findByText('Invalid navigation. Please start over.')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('link', { name: 'Start over' })).toHaveAttribute('href', '/wallet');
  });
});

describe("the money screens' headings", () => {
  /** A screen's own heading and the header's title of its route: the same words in English (the spec's). */
  const SAME = [
    [() => fundsMessages.get().addFundsTitle, () => routeMessages.get().addFunds],
    [() => fundsMessages.get().qrTitle, () => routeMessages.get().qrPayment],
    [() => fundsMessages.get().withdrawHistory, () => routeMessages.get().withdrawHistory],
    [() => fundsMessages.get().withdrawRulesTitle, () => routeMessages.get().withdrawRules],
    [() => fundsMessages.get().depositRulesTitle, () => routeMessages.get().depositRules],
    [() => walletMessages.get().walletHistoryTitle, () => routeMessages.get().walletHistory],
    [() => walletMessages.get().depositHistoryTitle, () => routeMessages.get().depositHistory],
    [() => transferMessages.get().title, () => routeMessages.get().transferPoints],
  ] as const;

  it.each(['en', 'hi', 'mr'] as const)('%s: say what the header says', async (code) => {
    await loadLocale(code);
    for (const [heading, title] of SAME) {
      expect(heading()).toBe(title());
      if (code !== 'en') expect(heading()).toMatch(/[\u0900-\u097F]/);
    }
  });
});
