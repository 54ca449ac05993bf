import { adminApiPaths } from '../../admin-paths.ts';
import { useAgentStatements } from '../../api/agent-statements.ts';
import { useAgents } from '../../api/agents.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { Pager } from '../../components/pager.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { useQueryParams } from '../../lib/console-location.ts';
import { AgentsSections } from './agents-sections.tsx';
import { StatementFilters, statementParams, useStatementFilter } from './statement-filters.tsx';
import { StatementsTable } from './statements-table.tsx';

/** Every agent's closed weekly statements (staff): by week and agent, each with its CSV. */
export default function AgentStatementsScreen() {
  const [search, setSearch] = useQueryParams();
  const filter = useStatementFilter(search);
  const agents = useAgents();
  const statements = useAgentStatements(filter);
  return (
    <>
      <PageHeader
        title="Agents"
        subtitle="Weekly statements: Monday to Sunday, India time; commission is posted to the float when a week closes."
      />
      <AgentsSections />
      <StatementFilters filter={filter} agents={agents.data ?? []} onChange={setSearch} />
      <QueryState
        query={statements}
        empty={filter.week || filter.agentId ? 'No statement matches these filters.' : 'No closed weeks yet.'}
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => (
          <>
            <StatementsTable rows={data.items} csvPathOf={adminApiPaths.agentStatementCsv} />
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
