import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../../../config/paths.ts';
import { listenForInstallPrompt } from '../../../lib/install-prompt.ts';
import { mockApi, ok } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

describe('the public landing', () => {
  it('shows the download banner, the app link from the social data, and Login and Register', async () => {
    mockApi({ [apiPaths.getSocialData]: () => ok({ app_link: 'https://example.com/pana.apk' }) });
    renderApp('/landing');
    expect(
      await screen.findByText('PLEASE DOWNLOAD ANDROID APPLICATION FOR FAST DEPOSIT AND FAST WITHDRAW (24×7)'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Download App' })).toHaveAttribute(
      'href',
      'https://example.com/pana.apk',
    );
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

  it("offers the browser's install prompt as the download link when the server has no app link", async () => {
    listenForInstallPrompt();
    mockApi({ [apiPaths.getSocialData]: () => ok({ app_link: '' }) });
    const { user } = renderApp('/landing');
    await screen.findByText(/PLEASE DOWNLOAD ANDROID APPLICATION/);
    expect(screen.queryByRole('button', { name: 'Download App' })).not.toBeInTheDocument();
    const prompt = vi.fn(() => Promise.resolve());
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    act(() => {
      window.dispatchEvent(offer);
    });
    expect(offer.defaultPrevented).toBe(true);
    await user.click(await screen.findByRole('button', { name: 'Download App' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    // The offer is used up: the button goes.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Download App' })).not.toBeInTheDocument());
  });

  it('opens a menu whose login-gated entries lead to /login', async () => {
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
