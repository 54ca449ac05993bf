import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from '../../lib/retrying-import.ts';
import { ScreenBoundary } from './screen-boundary.tsx';

let shouldFail = true;
function Flaky() {
  if (shouldFail) throw new Error('the screen broke');
  return <p>The screen</p>;
}

describe("a console screen's error card", () => {
  it('shows the retry card instead of a blank page, and Try again renders the screen anew', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    shouldFail = true;
    render(
      <ScreenBoundary path="/admin/markets">
        <Flaky />
      </ScreenBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    shouldFail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('The screen')).toBeInTheDocument();
  });

  it('says there is no connection when the chunk would not load, and starts clean on another screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    function Missing(): never {
      throw new ChunkLoadError(new TypeError('Failed to fetch dynamically imported module'));
    }
    function Switch() {
      const [path, setPath] = useState('/admin/results');
      return (
        <>
          <button onClick={() => setPath('/admin/funds')}>Funds</button>
          <ScreenBoundary path={path}>{path === '/admin/results' ? <Missing /> : <p>Funds screen</p>}</ScreenBoundary>
        </>
      );
    }
    render(<Switch />);
    expect(screen.getByRole('alert')).toHaveTextContent('No connection');
    await userEvent.click(screen.getByRole('button', { name: 'Funds' }));
    expect(screen.getByText('Funds screen')).toBeInTheDocument();
  });
});
