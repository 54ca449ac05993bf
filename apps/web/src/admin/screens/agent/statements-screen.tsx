import { adminApiPaths } from '../../admin-paths.ts';
import { useSubAgents } from '../../api/agent.ts';
import { type AgentStatement, useOwnStatements } from '../../api/agent-statements.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { Pager } from '../../components/pager.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { usePermissions } from '../../lib/admin-session.tsx';
import { useQueryParams } from '../../lib/console-location.ts';
import { StatementFilters, statementParams, useStatementFilter } from '../agents/statement-filters.tsx';
import { StatementsTable } from '../agents/statements-table.tsx';
import { ThisWeekPanel } from './this-week-panel.tsx';

/** The agent's weekly statements (a master agent's: with their agents'), the open week so far, and each CSV. */
export default function AgentOwnStatementsScreen() {
  const [search, setSearch] = useQueryParams();
  const filter = useStatementFilter(search);
  const { isMasterAgent } = usePermissions();
  const agents = useSubAgents(isMasterAgent);
  const statements = useOwnStatements(filter);
  const mine = new Set(statements.data?.items.filter((item) => item.mine).map((item) => item.id));
  return (
    <>
      <PageHeader
        title="Statements"
        subtitle="One per week, Monday to Sunday India time; the commission is paid into your float when the week closes."
      />
      {statements.data ? <ThisWeekPanel week={statements.data.openWeek} isMaster={isMasterAgent} /> : null}
      <StatementFilters filter={filter} agents={isMasterAgent ? (agents.data ?? []) : []} onChange={setSearch} />
      <QueryState
        query={statements}
        empty={filter.week || filter.agentId ? 'No statement matches these filters.' : 'No closed weeks yet.'}
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => (
          <>
            <StatementsTable
              rows={data.items}
              csvPathOf={adminApiPaths.agentOwnStatementCsv}
              {...(isMasterAgent ? { isMine: (statement: AgentStatement) => mine.has(statement.id) } : {})}
            />
            <Pager
              total={data.total}
              page={data.page || filter.page}
              noun="statement"
              onPage={(page) => setSearch({ ...statementParams(filter), page: String(page) })}
            />
          </>
        )}
      </QueryState>
    </>
  );
}
