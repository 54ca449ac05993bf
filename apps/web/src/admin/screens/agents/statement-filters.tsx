import { isIsoDate } from '@pana/domain';
import { Button } from '../../../components/ui/button.tsx';
import { type StatementFilter } from '../../api/agent-statements.ts';
import { FormField } from '../../components/form-field.tsx';
import ui from '../../components/ui.module.css';
import { mondayOf } from '../../lib/agent-figures.ts';

/** The filter of a statements list, read from the query string (`?week&agentId&page`). */
export function useStatementFilter(search: URLSearchParams): StatementFilter {
  const week = search.get('week') ?? '';
  const agentId = Number(search.get('agentId'));
  return {
    week: isIsoDate(week) ? mondayOf(week) : '',
    agentId: Number.isSafeInteger(agentId) && agentId > 0 ? agentId : null,
    page: Math.max(1, Number(search.get('page')) || 1),
  };
}

/** The filter as a query string: empty fields left out; a new filter starts on page 1. */
export function statementParams(filter: Omit<StatementFilter, 'page'>): Record<string, string> {
  return {
    ...(filter.week ? { week: filter.week } : {}),
    ...(filter.agentId ? { agentId: String(filter.agentId) } : {}),
  };
}

type FilterAgent = { id: number; username: string; displayName: string };

/**
 * A week (any day of it: the statement is named by its Monday) and, where there are several, an agent.
 */
export function StatementFilters({
  filter,
  agents,
  onChange,
}: {
  filter: StatementFilter;
  agents: readonly FilterAgent[];
  onChange: (params: Record<string, string>) => void;
}) {
  const set = (next: Partial<Omit<StatementFilter, 'page'>>) =>
    onChange(statementParams({ week: filter.week, agentId: filter.agentId, ...next }));
  return (
    <div className={ui.toolbar}>
      <FormField label="Week (any day of it)">
        {(control) => (
          <input
            {...control}
            type="date"
            value={filter.week}
            onChange={(event) => set({ week: isIsoDate(event.target.value) ? mondayOf(event.target.value) : '' })}
          />
        )}
      </FormField>
      {agents.length > 0 ? (
        <FormField label="Agent">
          {(control) => (
            <select
              {...control}
              value={filter.agentId ?? ''}
              onChange={(event) => set({ agentId: event.target.value ? Number(event.target.value) : null })}
            >
              <option value="">All agents</option>
              {agents.map((agent) => (
                <option key={agent.id} value={agent.id}>
                  {agent.displayName ? `${agent.displayName} (${agent.username})` : agent.username}
                </option>
              ))}
            </select>
          )}
        </FormField>
      ) : null}
      {filter.week || filter.agentId ? (
        <Button variant="outline" className={`${ui.small} ${ui.toolbarButton}`} onClick={() => onChange({})}>
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}
