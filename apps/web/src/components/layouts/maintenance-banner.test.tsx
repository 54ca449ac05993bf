import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../config/paths.ts';
import { object, text } from '../../lib/api/schema.ts';
import { apiPost } from '../../lib/api-client.ts';
import { fail, mockApi, ok } from '../../testing/mock-api.ts';
import { MaintenanceBanner } from './maintenance-banner.tsx';

const anything = object({ msg: text });

describe('the maintenance banner', () => {
  it('shows the message a refused write answered with (503), and goes when a list says there is none', async () => {
    mockApi({
      [apiPaths.checkMobile]: () => fail(503, 'Back at 11 PM after the server upgrade'),
      [apiPaths.getDashboardData]: () => ok({ result: [], maintenance_message: '' }),
    });
    render(<MaintenanceBanner />);
    expect(screen.queryByTestId('maintenance-banner')).toBeNull();
    await expect(apiPost(apiPaths.checkMobile, {}, anything)).rejects.toThrow('Back at 11 PM after the server upgrade');
    expect(await screen.findByRole('status')).toHaveTextContent('Back at 11 PM after the server upgrade');
    await apiPost(apiPaths.getDashboardData, {}, anything);
    expect(screen.queryByTestId('maintenance-banner')).toBeNull();
  });

  it('shows the message a market list carries, and a 503 without one changes nothing', async () => {
    mockApi({
      [apiPaths.getDashboardData]: () => ok({ result: [], maintenance_message: 'Upgrading, back soon' }),
      [apiPaths.checkMobile]: () => fail(503, ''),
    });
    render(<MaintenanceBanner />);
    await apiPost(apiPaths.getDashboardData, {}, anything);
    expect(await screen.findByRole('status')).toHaveTextContent('Upgrading, back soon');
    await expect(apiPost(apiPaths.checkMobile, {}, anything)).rejects.toThrow();
    expect(screen.getByRole('status')).toHaveTextContent('Upgrading, back soon');
  });
});
