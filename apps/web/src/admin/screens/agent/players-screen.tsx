import { agentPlayersQuery } from '@pana/contract';
import { Link } from 'react-router';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { adminPaths } from '../../admin-paths.ts';
import { useAgentPlayers } from '../../api/agent.ts';
import { Badge } from '../../components/badge.tsx';
import { FormField } from '../../components/form-field.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Pager } from '../../components/pager.tsx';
import { QueryState } from '../../components/query-state.tsx';
import ui from '../../components/ui.module.css';
import { usePermissions } from '../../lib/admin-session.tsx';
import { useQueryParams } from '../../lib/console-location.ts';
import { formatInstant, formatMoney } from '../../lib/format.ts';

/** The search as typed, trimmed, then the agent API's query schema (at most 100 characters). */
const searchQuery = agentPlayersQuery.pick({ q: true });
const searchFormSchema = z
  .object({ q: z.string().trim() })
  .transform((typed): z.input<typeof searchQuery> => typed)
  .pipe(searchQuery);

/** The agent's players (a master agent's: with their agents' players), by mobile or name. */
export default function AgentPlayersScreen() {
  const [search, setSearch] = useQueryParams();
  const q = search.get('q') ?? '';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const form = useZodForm(searchFormSchema, { defaultValues: { q } });
  const players = useAgentPlayers(q, page);
  const { isMasterAgent } = usePermissions();
  const submit = form.handleSubmit((query) => setSearch(query.q ? { q: query.q } : {}));

  return (
    <>
      <PageHeader
        title="Players"
        subtitle={isMasterAgent ? 'Your players and your agents’ players.' : 'The players who joined with your code.'}
      />
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
        empty={q ? `No player matches “${q}”.` : 'No players yet: share your invite link from Home.'}
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => (
          <>
            <div className={ui.tableWrap}>
              <table className={`${ui.table} ${ui.stack}`}>
                <thead>
                  <tr>
                    <th>Player</th>
                    <th>Mobile</th>
                    <th className={ui.num}>Balance</th>
                    {isMasterAgent ? <th>Agent</th> : null}
                    <th>Account</th>
                    <th>Last bid</th>
                    <th>Joined</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((player) => (
                    <tr key={player.mobile}>
                      <td className={ui.cellMain}>
                        <Link to={adminPaths.agentPlayer(player.mobile)}>
                          <strong>{player.name || '(no name)'}</strong>
                        </Link>
                      </td>
                      <td className={ui.mono} data-label="Mobile">
                        {player.mobile}
                      </td>
                      <td className={`${ui.num} ${player.balance < 0 ? ui.negative : ''}`} data-label="Balance">
                        {formatMoney(player.balance)}
                      </td>
                      {isMasterAgent ? (
                        <td data-label="Agent">{player.direct ? <Badge tone="good">You</Badge> : player.agent}</td>
                      ) : null}
                      <td data-label="Account">
                        {player.blocked ? (
                          <Badge tone="bad">Blocked</Badge>
                        ) : player.bettingStatus === 1 ? (
                          <Badge tone="good">Active</Badge>
                        ) : (
                          <Badge>Betting off</Badge>
                        )}
                      </td>
                      <td className={ui.muted} data-label="Last bid">
                        {formatInstant(player.lastBidAt)}
                      </td>
                      <td className={ui.muted} data-label="Joined">
                        {formatInstant(player.registeredAt)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager
              total={data.total}
              page={data.page || page}
              noun="player"
              onPage={(next) => setSearch({ ...(q ? { q } : {}), page: String(next) })}
            />
          </>
        )}
      </QueryState>
    </>
  );
}
