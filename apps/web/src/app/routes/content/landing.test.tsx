import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../../config/paths.ts';
import { mockApi, ok } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

describe('the public landing', () => {
  it('shows the download banner, the app link from the social data, and Login and Register', async () => {
    mockApi({ [apiPaths.getSocialData]: () => ok({ app_link: 'https://example.com/pana.apk' }) });
    renderApp('/landing');
    expect(
      await screen.findByText('PLEASE DOWNLOAD ANDROID APPLICATION FOR FAST DEPOSIT AND FAST WITHDRAW (24×7)'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Download App' })).toHaveAttribute('href', 'https://example.com/pana.apk');
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(main.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/r');
  });

  it('hides the download link when the server has no app link', async () => {
    mockApi({ [apiPaths.getSocialData]: () => ok({ app_link: '' }) });
    const { queryClient } = renderApp('/landing');
    await screen.findByText(/PLEASE DOWNLOAD ANDROID APPLICATION/);
    await waitFor(() => expect(queryClient.getQueryData(['social-data'])).toBeDefined());
    expect(screen.queryByRole('link', { name: 'Download App' })).not.toBeInTheDocument();
  });

  it("opens a menu whose login-gated entries lead to /login", async () => {
    mockApi({ [apiPaths.getSocialData]: () => ok() });
    const { user } = renderApp('/landing');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = within(screen.getByRole('dialog', { name: 'Menu' }));
    expect(menu.getByText('Welcome, Guest')).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Wallet' })).toHaveAttribute('href', '/login');
    expect(menu.getByRole('link', { name: 'Change Password' })).toHaveAttribute('href', '/login');
    expect(menu.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });
});
