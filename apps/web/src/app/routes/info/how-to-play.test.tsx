import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../../config/paths.ts';
import { mockApi, ok } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

describe('the How To Play screen', () => {
  it("shows a visitor the server's HTML, sanitised again, and the tutorial video link", async () => {
    const html = '<h3>How to play</h3><p>Pick a market.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>';
    mockApi({
      [apiPaths.howToPlay]: () => ok({ content: [{ how_to_play_content: html, video_link: 'https://video.example/tutorial' }], video_link: '' }),
    });
    const { container, router } = renderApp('/htp');
    expect(await screen.findByRole('heading', { name: 'How to play' })).toBeInTheDocument();
    expect(screen.getByText('Pick a market.')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    const video = screen.getByRole('link', { name: 'Watch the tutorial video' });
    expect(video).toHaveAttribute('href', 'https://video.example/tutorial');
    expect(video).toHaveAttribute('target', '_blank');
    expect(router.state.location.pathname).toBe('/htp');
  });

  it('offers no video link when there is none', async () => {
    mockApi({ [apiPaths.howToPlay]: () => ok({ content: [{ how_to_play_content: '<p>Rules</p>', video_link: '' }], video_link: '' }) });
    renderApp('/htp');
    expect(await screen.findByText('Rules')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Watch the tutorial video' })).not.toBeInTheDocument();
  });
});
