import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../../config/paths.ts';
import { getSession } from '../../../lib/session.ts';
import { callsTo, mockApi, ok } from '../../../testing/mock-api.ts';
import { renderApp, storeLogin } from '../../../testing/render-app.tsx';

const base = {
  [apiPaths.getUserInfo]: () => ok({ user_name: 'Demo Player', betting_status: '0' }),
  [apiPaths.getSocialData]: () => ok(),
};

describe('the edit profile screen', () => {
  it('prefills the name and shows "Name is required!" when it is cleared', async () => {
    storeLogin();
    mockApi(base);
    const { user } = renderApp('/profile');
    const name = await screen.findByLabelText('Name');
    await waitFor(() => expect(name).toHaveValue('Demo Player'));
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required!')).toBeInTheDocument();
  });

  it('saves the name, updates the stored login and returns to /imp', async () => {
    storeLogin();
    const calls = mockApi({ ...base, [apiPaths.profileUpdate]: () => ok({ user_name: 'Ravi Kumar' }) });
    const { user, router } = renderApp('/profile');
    const name = await screen.findByLabelText('Name');
    await waitFor(() => expect(name).toHaveValue('Demo Player'));
    await user.clear(name);
    await user.type(name, 'Ravi Kumar');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/imp'));
    expect(getSession()?.username).toBe('Ravi Kumar');
    expect(callsTo(calls, apiPaths.profileUpdate)[0]?.body).toMatchObject({ user_name: 'Ravi Kumar', unique_token: 'token-123' });
  });
});
