// The screens the tests open, loaded up front so that their lazy routes appear at once.
import './feeds-screen.tsx';
import '../results/results-screen.tsx';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { type Feeds, type FeedStatus } from '../../api/feeds.ts';
import { type Market } from '../../api/markets.ts';
import { adminFail, adminOk, callsTo, meAs, mockAdminApi } from '../../testing/mock-admin-api.ts';

const DATE = '2026-11-20';
const kalyan = {
  id: 7,
  kind: 'main',
  name: 'Kalyan',
  openTime: '3:45 PM',
  closeTime: '5:45 PM',
  days: '0123456',
  active: true,
  sortOrder: 1,
  offDates: [],
  liabilityCap: null,
} satisfies Market;

const reading = {
  status: 'ok' as const,
  digits: '128',
  result: '128-1',
  text: '128-1',
  error: null,
  fetchedAt: 1_795_000_000_000,
  sha256: 'ab'.repeat(32),
  date: DATE,
  session: 'open' as const,
};
const feeds: Feeds = {
  status: true,
  msg: 'OK',
  marketId: 7,
  marketName: 'Kalyan',
  kind: 'main',
  settings: { quorum: null, autoDeclare: false, autoAfterSeconds: 120, autoBy: null },
  sources: [
    {
      id: 1,
      label: 'Site A',
      url: 'https://a.example/kalyan.json',
      reader: 'json',
      jsonPath: 'data.result',
      selector: null,
      pattern: null,
      active: true,
      failures: 0,
      last: reading,
    },
    {
      id: 2,
      label: 'Site B',
      url: 'https://b.example/kalyan',
      reader: 'html',
      jsonPath: null,
      selector: 'div.res b',
      pattern: null,
      active: true,
      failures: 2,
      last: { ...reading, status: 'error', digits: null, result: null, error: 'The page answered HTTP 503' },
    },
  ],
};

function api(role: 'owner' | 'operator' | 'viewer', status?: Partial<FeedStatus>) {
  return mockAdminApi({
    'GET /admin/api/me': meAs(role),
    'GET /admin/api/markets/:id/feeds': () => adminOk(feeds),
    'POST /admin/api/markets/:id/feeds': ({ body }) =>
      body?.url === 'ftp://x'
        ? adminFail(400, 'Only http and https addresses can be fetched')
        : adminOk({ ...feeds, msg: 'Feed source added' }),
    'POST /admin/api/markets/:id/feeds/test': () =>
      adminOk({ msg: 'Reads 128-1 for the open of 20-Nov', httpStatus: 200, reading }),
    'PUT /admin/api/markets/:id/feeds/settings': ({ body }) =>
      adminOk({ ...feeds, msg: 'Feed settings saved', settings: { ...feeds.settings, ...body } }),
    'GET /admin/api/markets': () => adminOk({ items: [kalyan] }),
    'GET /admin/api/results': ({ query }) => adminOk({ date: query.date, results: [] }),
    'GET /admin/api/markets/:id/feeds/status': () =>
      adminOk({
        marketId: 7,
        date: DATE,
        session: 'open',
        state: 'ready',
        digits: '128',
        result: '128-1',
        agree: 2,
        total: 2,
        quorum: 2,
        heldSince: 1_795_000_000_000,
        autoDeclareAt: null,
        sources: [],
        ...status,
      }),
    'POST /admin/api/results/preview': () =>
      adminOk({ settledBids: 340, winners: 12, winningPlayers: 9, payout: 123450, result: '128-1' }),
    'POST /admin/api/markets/:id/feeds/declare': () =>
      adminOk({
        msg: 'Result declared: 128-1',
        settledBids: 340,
        winners: 12,
        winningPlayers: 9,
        payout: 123450,
        result: '128-1',
      }),
  });
}

describe('the result feeds screen', { timeout: 40_000 }, () => {
  it('lists the sources with their newest reading; the owner tests a page and adds a source', async () => {
    const calls = api('owner');
    const { user } = renderApp('/admin/markets/7/feeds');
    expect(await screen.findByRole('heading', { name: 'Result feeds · Kalyan' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByText('Site A').closest('tr')).toHaveTextContent('Reads 128-1');
    expect(within(table).getByText('Site B').closest('tr')).toHaveTextContent('Failed The page answered HTTP 503');
    expect(within(table).getByText('Site B').closest('tr')).toHaveTextContent('2 failed in a row');

    const form = screen.getByRole('form', { name: 'Add a source' });
    await user.type(within(form).getByLabelText('Name'), 'Site C');
    await user.type(within(form).getByLabelText('Address'), 'https://c.example/r.json');
    await user.type(within(form).getByLabelText('JSON path'), 'result');
    await user.click(within(form).getByRole('button', { name: 'Test this source now' }));
    expect(await within(form).findByText('Reads 128-1 for the open of 20-Nov')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/admin/api/markets/7/feeds/test')[0]?.body).toMatchObject({
      url: 'https://c.example/r.json',
      reader: 'json',
      jsonPath: 'result',
    });
    await user.click(within(form).getByRole('button', { name: 'Add source' }));
    await expect.poll(() => callsTo(calls, 'POST', '/admin/api/markets/7/feeds')).toHaveLength(1);
    expect(callsTo(calls, 'POST', '/admin/api/markets/7/feeds')[0]?.body).toEqual({
      label: 'Site C',
      url: 'https://c.example/r.json',
      reader: 'json',
      jsonPath: 'result',
      selector: null,
      pattern: null,
      active: true,
    });
  });

  it("shows the server's refusal", async () => {
    api('owner');
    const { user } = renderApp('/admin/markets/7/feeds');
    const form = await screen.findByRole('form', { name: 'Add a source' });
    await user.type(within(form).getByLabelText('Name'), 'X');
    await user.type(within(form).getByLabelText('Address'), 'ftp://x');
    await user.type(within(form).getByLabelText('JSON path'), 'r');
    await user.click(within(form).getByRole('button', { name: 'Add source' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Only http and https addresses can be fetched');
  });

  it('a viewer reads the sources and the agreement, and changes nothing', async () => {
    api('viewer');
    renderApp('/admin/markets/7/feeds');
    expect(await screen.findByText('Site A')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a source' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Sources that must agree')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});

describe("the Results screen's feed card", { timeout: 40_000 }, () => {
  it('says "Ready: 128 — 2 of 2 sources agree" and declares with one tap after the preview', async () => {
    const calls = api('operator');
    const { user } = renderApp(`/admin/results?kind=main&marketId=7&date=${DATE}&session=open`);
    const card = await screen.findByRole('region', { name: 'Result feeds' });
    expect(card).toHaveTextContent('Ready: 128 — 2 of 2 sources agree');
    await user.click(within(card).getByRole('button', { name: 'Declare 128-1' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/1,23,450 points/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Declare result' }));
    await expect.poll(() => callsTo(calls, 'POST', '/admin/api/markets/7/feeds/declare')).toHaveLength(1);
    expect(callsTo(calls, 'POST', '/admin/api/markets/7/feeds/declare')[0]?.body).toEqual({
      date: DATE,
      session: 'open',
      digits: '128',
    });
    expect(await screen.findByText(/Result declared: 128-1 from the feeds/)).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/admin/api/results')).toHaveLength(0);
  });

  it('names a disagreement and offers nothing to declare; a viewer gets no button', async () => {
    api('viewer', {
      state: 'disagree',
      digits: null,
      result: null,
      agree: 0,
      sources: [
        { id: 1, label: 'Site A', url: 'https://a.example', reading, failures: 0 },
        {
          id: 2,
          label: 'Site B',
          url: 'https://b.example',
          reading: { ...reading, digits: '137', result: '137-1' },
          failures: 0,
        },
        {
          id: 3,
          label: 'Site C',
          url: 'https://c.example',
          reading: { ...reading, status: 'invalid', digits: '132', result: null },
          failures: 0,
        },
      ],
    });
    renderApp(`/admin/results?kind=main&marketId=7&date=${DATE}&session=open`);
    const card = await screen.findByRole('region', { name: 'Result feeds' });
    // A source showing a pana that is not one is named too: it blocks the declaration like another reading.
    expect(card).toHaveTextContent(
      'Feeds disagree (Site A: 128, Site B: 137, Site C: 132); nothing is declared from them.',
    );
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });
});
