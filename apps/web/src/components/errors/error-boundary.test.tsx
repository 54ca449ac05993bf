import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { allowConsoleError } from '../../testing/setup.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { RetryCard } from './retry-card.tsx';

let shouldThrow = true;
function Fragile() {
  if (shouldThrow) throw new Error('the screen broke');
  return <p>The screen</p>;
}

function Harness() {
  const [retries, setRetries] = useState(0);
  return (
    <ErrorBoundary
      fallback={(error, reset) => (
        <RetryCard
          title="Something went wrong"
          message={error instanceof Error ? error.message : 'unknown'}
          actionLabel="Try again"
          onRetry={() => {
            setRetries(retries + 1);
            reset();
          }}
        />
      )}
    >
      <Fragile />
    </ErrorBoundary>
  );
}

describe('the error boundary', () => {
  it('shows a retry card instead of a blank page when a screen throws, and renders it again on Try again', async () => {
    allowConsoleError(/the screen broke|The above error occurred|Error: Uncaught/);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    shouldThrow = true;
    const user = userEvent.setup();
    render(<Harness />);
    const card = screen.getByRole('alert');
    expect(card).toHaveTextContent('Something went wrong');
    expect(card).toHaveTextContent('the screen broke');
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();

    shouldThrow = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('The screen')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
