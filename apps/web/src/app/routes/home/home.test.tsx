import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../../config/paths.ts';
import { mockApi, ok } from '../../../testing/mock-api.ts';
import { renderApp, storeLogin } from '../../../testing/render-app.tsx';

function openHome(bettingStatus: string) {
  storeLogin();
  mockApi({
    [apiPaths.getUserInfo]: () =>
      ok({ user_name: 'Demo Player', betting_status: bettingStatus, whatsapp_no: '9000000002', mobile_1: '9000000003' }),
    [apiPaths.getSocialData]: () => ok({ mobile_no: '9000000001' }),
  });
  return renderApp('/imp');
}

describe('the home screen', () => {
  it('scrolls a welcome line in English, Hindi and Marathi', async () => {
    openHome('0');
    const marquee = await screen.findByRole('marquee');
    const languages = Array.from(marquee.querySelectorAll('[lang]')).map((node) => node.getAttribute('lang'));
    expect(languages).toEqual(['en', 'hi', 'mr']);
  });

  it('opens the Contact popup with WhatsApp and Call (+91) options', async () => {
    const { user } = openHome('0');
    await screen.findByRole('heading', { name: 'Hello, Demo Player' });
    await user.click(await screen.findByRole('button', { name: 'Contact' }));
    const popup = within(screen.getByRole('dialog', { name: 'Contact' }));
    expect(await popup.findByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/919000000002');
    expect(popup.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+919000000003');
  });

  it('offers Add Fund and Withdraw only when betting is enabled', async () => {
    openHome('1');
    expect(await screen.findByRole('link', { name: 'Add Fund' })).toHaveAttribute('href', '/addfund');
    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/withdraw');
  });

  it('hides Add Fund and Withdraw when betting is disabled', async () => {
    openHome('0');
    await screen.findByRole('heading', { name: 'Hello, Demo Player' });
    expect(screen.queryByRole('link', { name: 'Add Fund' })).not.toBeInTheDocument();
  });
});
