import { playersQuery } from '@pana/contract';
import { Link } from 'react-router';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { adminPaths } from '../../admin-paths.ts';
import { usePlayers } from '../../api/players.ts';
import { Badge } from '../../components/badge.tsx';
import { FormField } from '../../components/form-field.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import ui from '../../components/ui.module.css';
import { useQueryParams } from '../../lib/console-location.ts';
import { formatInstant, formatMoney } from '../../lib/format.ts';

/** Rows per page of the server's paged lists. */
const DEFAULT_PAGE_SIZE = 50;

/** The search as typed, trimmed, then the operator API's query schema (at most 100 characters). */
const searchQuery = playersQuery.pick({ q: true });
const searchFormSchema = z
  .object({ q: z.string().trim() })
  .transform((typed): z.input<typeof searchQuery> => typed)
  .pipe(searchQuery);

/** Players: search by mobile or name, open one for the wallet, bids and the operator's actions. */
export default function PlayersScreen() {
  const [search, setSearch] = useQueryParams();
  const q = search.get('q') ?? '';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const form = useZodForm(searchFormSchema, { defaultValues: { q } });
  const players = usePlayers(q, page);
  const submit = form.handleSubmit((query) => setSearch(query.q ? { q: query.q } : {}));

  const goTo = (next: number) => setSearch({ ...(q ? { q } : {}), page: String(next) });

  return (
    <>
      <PageHeader title="Players" subtitle="Search by mobile number or name." />
      <form className={ui.toolbar} onSubmit={(event) => void submit(event)} role="search">
        <FormField label="Mobile or name" error={form.formState.errors.q?.message}>
          {(control) => <input {...control} {...form.register('q')} type="search" placeholder="98765… or a name" />}
        </FormField>
        <Button type="submit" variant="secondary" className={`${ui.small} ${ui.toolbarButton}`}>
          Search
        </Button>
      </form>
      <QueryState
        query={players}
        empty={q ? `No player matches “${q}”.` : 'No players yet.'}
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => {
          const pageSize = Math.max(DEFAULT_PAGE_SIZE, data.items.length);
          const pages = Math.max(1, Math.ceil(data.total / pageSize));
          return (
            <>
              <div className={ui.tableWrap}>
                <table className={`${ui.table} ${ui.stack}`}>
                  <thead>
                    <tr>
                      <th>Player</th>
                      <th>Mobile</th>
                      <th className={ui.num}>Balance</th>
                      <th>Betting</th>
                      <th>Account</th>
                      <th>Joined</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.items.map((player) => (
                      <tr key={player.mobile}>
                        <td className={ui.cellMain}>
                          <Link to={adminPaths.player(player.mobile)}>
                            <strong>{player.name || '(no name)'}</strong>
                          </Link>
                        </td>
                        <td className={ui.mono} data-label="Mobile">
                          {player.mobile}
                        </td>
                        <td className={`${ui.num} ${player.balance < 0 ? ui.negative : ''}`} data-label="Balance">
                          {formatMoney(player.balance)}
                        </td>
                        <td data-label="Betting">
                          {player.bettingStatus === 1 ? <Badge tone="good">On</Badge> : <Badge>Off</Badge>}
                        </td>
                        <td data-label="Account">
                          {player.blocked ? <Badge tone="bad">Blocked</Badge> : <Badge tone="good">Active</Badge>}
                        </td>
                        <td className={ui.muted} data-label="Joined">
                          {formatInstant(player.createdAt)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <div className={ui.pager}>
                <span>
                  {formatMoney(data.total)} player{data.total === 1 ? '' : 's'} · page {data.page || page} of {pages}
                </span>
                <span className={ui.actions}>
                  <Button variant="outline" className={ui.small} disabled={page <= 1} onClick={() => goTo(page - 1)}>
                    Previous
                  </Button>
                  <Button
                    variant="outline"
                    className={ui.small}
                    disabled={page >= pages}
                    onClick={() => goTo(page + 1)}
                  >
                    Next
                  </Button>
                </span>
              </div>
            </>
          );
        }}
      </QueryState>
    </>
  );
}
