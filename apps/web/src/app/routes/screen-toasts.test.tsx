import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../config/paths.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { mockApi, ok } from '../../testing/mock-api.ts';
import { renderApp } from '../../testing/render-app.tsx';

describe('the toasts of a screen', () => {
  it('are dismissed when the player moves to the next screen', async () => {
    mockApi({ [apiPaths.getSocialData]: () => ok({ mobile_no: '9123456789' }) });
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Login To Play' });
    act(() => notifyError('Phone No is not valid!'));
    expect(await screen.findByText('Phone No is not valid!')).toBeInTheDocument();

    await act(() => router.navigate('/r'));
    await screen.findByRole('heading', { name: 'Register Now' });
    await waitFor(() => expect(screen.queryByText('Phone No is not valid!')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  });

  it('keep a success raised just before the move, which tells what the move was for', async () => {
    mockApi({ [apiPaths.getSocialData]: () => ok({ mobile_no: '9123456789' }) });
    const { router } = renderApp('/r');
    await screen.findByRole('heading', { name: 'Register Now' });
    act(() => {
      notifyError('Username is required');
      notifySuccess('Successfully updated password');
    });
    await screen.findByText('Successfully updated password');
    await act(() => router.navigate('/login'));
    await screen.findByRole('heading', { name: 'Login To Play' });
    await waitFor(() => expect(screen.queryByText('Username is required')).not.toBeInTheDocument(), { timeout: 3000 });
    expect(screen.getByText('Successfully updated password')).toBeInTheDocument();
  });
});
