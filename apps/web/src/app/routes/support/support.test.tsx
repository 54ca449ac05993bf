// The screens the tests open, loaded up front so that their lazy routes appear at once.
import './help.tsx';
import './new-ticket.tsx';
import './ticket.tsx';
import '../history/history.tsx';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiPaths } from '../../../config/paths.ts';
import { loadLocale } from '../../../lib/i18n/i18n.ts';
import { locale } from '../../../lib/i18n/locale.ts';
import { emitLiveNotice } from '../../../lib/live-status.ts';
import { callsTo, fail, mockApi, ok } from '../../../testing/mock-api.ts';
import { renderApp, storeLogin } from '../../../testing/render-app.tsx';

const HASH = '9f2c4b7a1e0d3c5b8a6f4e2d1c0b9a8f7e6d5c4b3a291807f6e5d4c3b2a19080';

const summary = (id: number, fields: Record<string, unknown> = {}) => ({
  ticket_id: id,
  category: 'result_dispute',
  status: 'open',
  subject: 'My bid on 128 lost but the result was 128',
  attachment: { kind: 'bid', id: 41, label: 'Kalyan · 23-11-2026 · Single Pana 128 · 50 points' },
  created_at: '2026-11-23T05:00:00.000Z',
  updated_at: '2026-11-23T05:00:00.000Z',
  unread: false,
  can_reopen: false,
  ...fields,
});

const bidEvidence = {
  kind: 'bid',
  bid: {
    id: 41,
    market: 'Kalyan',
    family: 'main',
    draw_date: '2026-11-23',
    session: 'open',
    bid_type: 'Single Pana',
    digits: '128',
    closedigits: '',
    points: 50,
    placed_at: '2026-11-23T04:30:00.000Z',
  },
  submission: { id: 9, lines: 1, total_points: 50, board: '', placed_at: '2026-11-23T04:30:00.000Z' },
  result: {
    declared: '370-0',
    chain: [
      {
        seq: 12,
        action: 'declare',
        session: 'open',
        digits: '370-0',
        hash: HASH,
        at: '2026-11-23T06:00:00.000Z',
        url: '/results-log?before=13',
      },
    ],
    reverted: false,
  },
  settlement: { status: 'lost', payout: 0, settled_at: '2026-11-23T06:00:00.000Z' },
  ledger: [
    {
      id: 77,
      kind: 'bid',
      amount: -50,
      balance_after: 950,
      note: 'Bid: Kalyan, 23-November-2026 (1 bids)',
      created_at: '2026-11-23T04:30:00.000Z',
    },
  ],
};

const thread = (fields: Record<string, unknown> = {}, messages: unknown[] = []) => ({
  ticket: summary(7, fields),
  messages: [
    {
      id: 1,
      from: 'player',
      body: 'My bid on 128 lost but the result was 128\n<b>check</b> https://example.com',
      created_at: '2026-11-23T05:00:00.000Z',
    },
    ...messages,
  ],
  evidence: bidEvidence,
});

function player(handlers: Parameters<typeof mockApi>[0]) {
  storeLogin();
  return mockApi({
    [apiPaths.getUserInfo]: () => ok({ betting_status: '1', wallet_amt: 950 }),
    [apiPaths.getSocialData]: () => ok(),
    [apiPaths.notificationsUnread]: () => ok({ unread: 0, popup: null }),
    [apiPaths.supportAttachables]: () =>
      ok({
        bids: [
          {
            id: 41,
            label: 'Kalyan · 23-11-2026 · Single Pana 128 · 50 points',
            created_at: '2026-11-23T04:30:00.000Z',
          },
        ],
        deposits: [],
        withdrawals: [],
      }),
    ...handlers,
  });
}

afterEach(() => locale.set('en'));

describe('Help, the player’s support tickets', { timeout: 40_000 }, () => {
  it('lists the tickets with their status and a New reply mark, and opens New ticket', async () => {
    player({
      [apiPaths.supportTickets]: () =>
        ok({
          tickets: [
            summary(8, {
              status: 'answered',
              unread: true,
              category: 'account',
              attachment: null,
              subject: 'Change my name',
            }),
            summary(7),
          ],
          unread: 1,
          next_before_id: null,
        }),
    });
    const { user, router } = renderApp('/help');
    const list = await screen.findByRole('list', { name: 'Your tickets' });
    const [first, second] = within(list).getAllByRole('link');
    expect(first).toHaveTextContent('Ticket #8');
    expect(first).toHaveTextContent('Answered');
    expect(first).toHaveTextContent('Account');
    expect(first).toHaveTextContent('New reply');
    expect(first).toHaveAttribute('href', '/help/tickets/8');
    expect(second).toHaveTextContent('Result or win dispute');
    expect(second).toHaveTextContent('Single Pana 128');
    expect(second).not.toHaveTextContent('New reply');
    await user.click(screen.getByRole('link', { name: 'New ticket' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/help/new'));
  });

  it('says so when there is no ticket, and offers a retry when the list cannot be read', async () => {
    let answer = fail(500, 'Something went wrong');
    player({ [apiPaths.supportTickets]: () => answer });
    const { user } = renderApp('/help/tickets');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    answer = ok({ tickets: [], unread: 0, next_before_id: null });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have not opened a ticket yet.')).toBeInTheDocument();
  });

  it('disputes a bid from its history row: the bid attached, the category chosen, the message sent, the thread opened', async () => {
    const calls = player({
      [apiPaths.bidHistory]: () =>
        ok({
          bid_data: [
            {
              bid_id: 41,
              pana: 'Single Pana',
              bid_type: 'Single Pana',
              board: '',
              game_name: 'Kalyan',
              session: 'Open',
              digits: '128',
              closedigits: '',
              bid_date: '23-November-2026',
              wining_date: '23-November-2026',
              points: 50,
              amount: 50,
            },
          ],
        }),
      [apiPaths.supportTicketOpen]: () => ok(thread()),
      [apiPaths.supportTicket]: () => ok(thread()),
    });
    const { user, router } = renderApp('/imp4');
    await user.click(await screen.findByRole('link', { name: 'Help with bid #41' }));
    await waitFor(() => expect(router.state.location.search).toBe('?attach=bid:41'));
    expect(await screen.findByText('Bid #41')).toBeInTheDocument();
    expect(await screen.findByText('Kalyan · 23-11-2026 · Single Pana 128 · 50 points')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Result or win dispute' })).toBeChecked();

    // Nothing is sent without a message, nor one over 1,000 characters.
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please write your message')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Your message'));
    await user.paste('x'.repeat(1001));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please keep your message to 1000 characters')).toBeInTheDocument();
    expect(callsTo(calls, apiPaths.supportTicketOpen)).toHaveLength(0);

    await user.clear(screen.getByLabelText('Your message'));
    await user.type(screen.getByLabelText('Your message'), '  My bid on 128 lost but the result was 128  ');
    expect(screen.getByText('41 of 1000 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/help/tickets/7'));
    expect(callsTo(calls, apiPaths.supportTicketOpen)[0]?.body).toMatchObject({
      unique_token: 'token-123',
      category: 'result_dispute',
      message: 'My bid on 128 lost but the result was 128',
      attach: { kind: 'bid', id: 41 },
    });
    expect(await screen.findByRole('heading', { name: 'Ticket #7', level: 1 })).toBeInTheDocument();
  });

  it('opens a ticket without an attachment after choosing its category, or with one chosen from the lists', async () => {
    const calls = player({
      [apiPaths.supportTicketOpen]: () => ok(thread()),
      [apiPaths.supportTicket]: () => ok(thread()),
    });
    const { user, router } = renderApp('/help/new?attach=nonsense:1');
    await user.type(await screen.findByLabelText('Your message'), 'Where is my money?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please choose what it is about')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Attach what it is about (optional)'), 'bid:41');
    expect(screen.getByRole('radio', { name: 'Result or win dispute' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/help/tickets/7'));
    expect(callsTo(calls, apiPaths.supportTicketOpen)[0]?.body).toMatchObject({
      category: 'other',
      attach: { kind: 'bid', id: 41 },
    });
  });

  it("shows the thread as plain text with the evidence's Results Log entry and hash, replies, and takes an operator's answer live", async () => {
    let messages: unknown[] = [];
    let status = 'open';
    const calls = player({
      [apiPaths.supportTicket]: () => ok(thread({ status }, messages)),
      [apiPaths.supportTicketReply]: (body) => {
        messages = [{ id: 2, from: 'player', body: body.message, created_at: '2026-11-23T05:10:00.000Z' }];
        return ok(thread({ status }, messages));
      },
    });
    const { user } = renderApp('/help/tickets/7');
    const evidence = await screen.findByRole('region', { name: 'What we checked' });
    expect(evidence).toHaveTextContent('Results Log entry #12');
    expect(evidence).toHaveTextContent(HASH);
    expect(evidence).toHaveTextContent('Lost');
    expect(evidence).toHaveTextContent('370-0');
    expect(within(evidence).getByRole('link', { name: 'Open the Results Log' })).toHaveAttribute(
      'href',
      '/results-log?before=13',
    );
    // The message is text: its markup and link are shown as typed, never rendered.
    const thread0 = screen.getByRole('list', { name: 'Messages' });
    expect(thread0).toHaveTextContent('<b>check</b> https://example.com');
    expect(within(thread0).queryByRole('link')).toBeNull();
    expect(thread0.querySelector('b')).toBeNull();

    await user.type(screen.getByRole('textbox', { name: 'Reply' }), 'Please check again');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await within(thread0).findByText('Please check again')).toBeInTheDocument();
    expect(callsTo(calls, apiPaths.supportTicketReply)[0]?.body).toMatchObject({
      ticket_id: 7,
      message: 'Please check again',
    });

    // The operator answers: the live notice brings the answer onto the open screen.
    messages = [
      ...messages,
      {
        id: 3,
        from: 'operator',
        body: 'The result was 370: your bid on 128 lost.',
        created_at: '2026-11-23T05:20:00.000Z',
      },
    ];
    status = 'answered';
    act(() => emitLiveNotice({ kind: 'ticket', ticket_id: 7, status: 'answered' }));
    expect(await screen.findByText('The result was 370: your bid on 128 lost.')).toBeInTheDocument();
    expect(screen.getByText('Pana support')).toBeInTheDocument();
    expect(screen.getByText('Answered')).toBeInTheDocument();
  });

  it('reopens a ticket closed within 7 days, and points to a new ticket after that', async () => {
    let closed = thread({ status: 'closed', can_reopen: true });
    const calls = player({
      [apiPaths.supportTicket]: () => ok(closed),
      [apiPaths.supportTicketReopen]: () => ok(thread({ status: 'open' })),
    });
    const { user, unmount } = renderApp('/help/tickets/7');
    expect(await screen.findByText('This ticket is closed.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reopen ticket' }));
    expect(await screen.findByRole('button', { name: 'Send reply' })).toBeInTheDocument();
    expect(callsTo(calls, apiPaths.supportTicketReopen)[0]?.body).toEqual(expect.objectContaining({ ticket_id: 7 }));
    expect(callsTo(calls, apiPaths.supportTicketReopen)[0]?.body).not.toHaveProperty('message');
    unmount();

    closed = thread({ status: 'closed', can_reopen: false });
    renderApp('/help/tickets/7');
    expect(
      await screen.findByText('It was closed more than 7 days ago. Open a new ticket if you still need help.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reopen ticket' })).toBeNull();
    expect(screen.getByRole('link', { name: 'New ticket' })).toHaveAttribute('href', '/help/new');
  });

  it('says a ticket was not found (another player’s, or no number at all)', async () => {
    player({ [apiPaths.supportTicket]: () => fail(404, 'Ticket not found') });
    const { unmount } = renderApp('/help/tickets/99');
    expect(await screen.findByText('This ticket was not found.')).toBeInTheDocument();
    unmount();
    renderApp('/help/tickets/abc');
    expect(await screen.findByRole('link', { name: 'Back to Help' })).toHaveAttribute('href', '/help');
  });

  it('speaks Hindi and Marathi', async () => {
    player({ [apiPaths.supportTicket]: () => ok(thread({ status: 'answered' })) });
    await act(() => loadLocale('hi'));
    const { unmount } = renderApp('/help/tickets/7');
    expect(await screen.findByRole('heading', { name: 'टिकट #7', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'हमने क्या जाँचा' })).toHaveTextContent('रिज़ल्ट लॉग एंट्री #12');
    expect(screen.getByText('रिज़ल्ट या जीत पर आपत्ति')).toBeInTheDocument();
    unmount();
    await act(() => loadLocale('mr'));
    renderApp('/help/new?attach=deposit:5');
    expect(await screen.findByText('जमा रिक्वेस्ट #5')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'जमेचे पॉइंट्स मिळाले नाहीत' })).toBeChecked();
  });
});
