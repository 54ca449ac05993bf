import type { TicketCategory, TicketStatus } from '@pana/contract';
import { Link } from 'react-router';
import { adminPaths } from '../../admin-paths.ts';
import { type TicketFilters, useTicketQueue } from '../../api/tickets.ts';
import { Badge } from '../../components/badge.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Pager } from '../../components/pager.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { Tabs } from '../../components/tabs.tsx';
import ui from '../../components/ui.module.css';
import { useQueryParams } from '../../lib/console-location.ts';
import { formatInstant } from '../../lib/format.ts';
import { ATTACH_LABEL, CATEGORY_LABEL, formatAge, STATUS_LABEL, STATUS_TONE } from './ticket-words.ts';
import styles from './tickets.module.css';

type StatusFilter = TicketStatus | 'all';

const STATUS_TABS: readonly { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'open', label: 'Open' },
  { value: 'answered', label: 'Answered' },
  { value: 'closed', label: 'Closed' },
];

const ASSIGNED = [
  { value: '', label: 'Anyone' },
  { value: 'me', label: 'Assigned to me' },
  { value: 'none', label: 'Nobody' },
] as const;

const isCategory = (value: string | null): value is TicketCategory => value !== null && value in CATEGORY_LABEL;

/**
 * Support tickets (ADR 030): the players' tickets, open ones first and the one waiting longest
 * first, with how long each has waited; filtered by status, category and assignment. Each opens its
 * thread, evidence and actions. A viewer reads; the queue refreshes every 30 seconds.
 */
export default function TicketsScreen() {
  const [search, setSearch] = useQueryParams();
  const status = (STATUS_TABS.find((tab) => tab.value === search.get('status'))?.value ?? 'all') as StatusFilter;
  const categoryParam = search.get('category');
  const category = isCategory(categoryParam) ? categoryParam : '';
  const assigned = ASSIGNED.find((option) => option.value === search.get('assigned'))?.value ?? '';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const filters: TicketFilters = {
    ...(status === 'all' ? {} : { status }),
    ...(category ? { category } : {}),
    ...(assigned ? { assigned } : {}),
    ...(page > 1 ? { page } : {}),
  };
  const queue = useTicketQueue(filters);

  /** The filters as they stand, one changed, back to the first page. */
  function choose(change: Record<string, string>) {
    const next: Record<string, string> = { status, category, assigned, ...change };
    setSearch(
      Object.fromEntries(
        Object.entries(next).filter(([key, value]) => value && !(key === 'status' && value === 'all')),
      ),
      {
        replace: true,
      },
    );
  }

  return (
    <>
      <PageHeader
        title="Support tickets"
        subtitle={
          queue.data
            ? `${queue.data.openCount} open. Open tickets first, the one waiting longest at the top; refreshed every 30 seconds.`
            : 'Open tickets first, the one waiting longest at the top; refreshed every 30 seconds.'
        }
      />
      <div className={`${ui.toolbar} ${styles.filters}`}>
        <Tabs label="Status" value={status} options={STATUS_TABS} onChange={(value) => choose({ status: value })} />
        <label className={ui.field}>
          <span className={ui.label}>Category</span>
          <select className={ui.input} value={category} onChange={(event) => choose({ category: event.target.value })}>
            <option value="">All categories</option>
            {Object.entries(CATEGORY_LABEL).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className={ui.field}>
          <span className={ui.label}>Assigned</span>
          <select className={ui.input} value={assigned} onChange={(event) => choose({ assigned: event.target.value })}>
            {ASSIGNED.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <QueryState query={queue} empty="No tickets match these filters." isEmpty={(data) => data.items.length === 0}>
        {(data) => (
          <>
            <div className={ui.tableWrap}>
              <table className={`${ui.table} ${ui.stack}`}>
                <caption>
                  {data.total} {data.total === 1 ? 'ticket' : 'tickets'}
                </caption>
                <thead>
                  <tr>
                    <th>Ticket</th>
                    <th>Player</th>
                    <th>Category</th>
                    <th>Status</th>
                    <th>Waiting / age</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((ticket) => (
                    <tr key={ticket.id}>
                      <td className={`${ui.cellMain} ${ui.wrapCell} ${styles.ticketCell}`}>
                        <Link to={adminPaths.ticket(ticket.id)}>Ticket #{ticket.id}</Link>
                        <div className={styles.subject}>{ticket.subject}</div>
                        {ticket.attachment ? (
                          <div className={ui.muted}>
                            {ATTACH_LABEL[ticket.attachment.kind]} {ticket.attachment.label}
                          </div>
                        ) : null}
                      </td>
                      <td data-label="Player">
                        <Link to={adminPaths.player(ticket.mobile)}>{ticket.name || ticket.mobile}</Link>
                        <div className={ui.muted}>{ticket.mobile}</div>
                      </td>
                      <td className={ui.wrapText} data-label="Category">
                        {CATEGORY_LABEL[ticket.category]}
                      </td>
                      <td className={ui.wrapText} data-label="Status">
                        <Badge tone={STATUS_TONE[ticket.status]}>{STATUS_LABEL[ticket.status]}</Badge>
                        <div className={ui.muted}>
                          {ticket.messages} {ticket.messages === 1 ? 'message' : 'messages'}, last by{' '}
                          {ticket.lastFrom === 'player' ? 'the player' : 'support'}
                        </div>
                        <div className={ui.muted}>Assigned: {ticket.assignedTo?.username ?? 'nobody'}</div>
                      </td>
                      <td className={ui.wrapText} data-label="Waiting / age">
                        <strong>{formatAge(ticket.ageMs)}</strong>
                        <div className={ui.muted}>
                          {ticket.status === 'open' ? 'waiting since' : 'opened'}{' '}
                          {formatInstant(ticket.waitingSince ?? ticket.createdAt)}
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager
              total={data.total}
              page={data.page}
              noun="ticket"
              onPage={(next) => choose({ page: String(next) })}
            />
          </>
        )}
      </QueryState>
    </>
  );
}
