import type {
  agentOwnStatement,
  agentOwnStatementsAnswer,
  agentOwnStatementsQuery,
  agentsReportAnswer,
  agentsReportQuery,
  agentsReportRow,
  agentStatement,
  agentStatementsAnswer,
  agentStatementsQuery,
  openWeek,
} from '@pana/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { type z } from 'zod';
import { adminApiPaths } from '../admin-paths.ts';
import { saveTextFile } from '../lib/save-file.ts';
import { adminGet, adminGetFile, type QueryOf, withQuery } from './admin-client.ts';

/** A closed weekly statement (ADR 029, "Commission"); an agent's own view says whether it is `mine`. */
export type AgentStatement = z.infer<typeof agentStatement>;
export type AgentOwnStatement = z.infer<typeof agentOwnStatement>;
export type OpenWeek = z.infer<typeof openWeek>;
export type StatementFilter = { week: string; agentId: number | null; page: number };

/** `GET /admin/api/agents/statements` (staff): every agent's statements, newest week first, 50 a page. */
export function useAgentStatements({ week, agentId, page }: StatementFilter) {
  return useQuery({
    queryKey: ['admin', 'agents', 'statements', week, agentId, page],
    queryFn: ({ signal }) =>
      adminGet<z.infer<typeof agentStatementsAnswer>>(
        adminApiPaths.agentStatements,
        { week, agentId: agentId ?? undefined, page } satisfies QueryOf<typeof agentStatementsQuery>,
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

/** `GET /admin/api/agent/statements` (agent console): mine and, for a master agent, my agents'; with my open week. */
export function useOwnStatements({ week, agentId, page }: StatementFilter) {
  return useQuery({
    queryKey: ['admin', 'agent', 'statements', week, agentId, page],
    queryFn: ({ signal }) =>
      adminGet<z.infer<typeof agentOwnStatementsAnswer>>(
        adminApiPaths.agentOwnStatements,
        { week, agentId: agentId ?? undefined, page } satisfies QueryOf<typeof agentOwnStatementsQuery>,
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

/**
 * Downloads a statement's CSV (the server names the file) through the session's client, so that a
 * refusal shows the server's words instead of a broken download.
 */
export function useStatementCsv(pathOf: (id: number) => string) {
  return useMutation({
    mutationFn: async (statement: AgentStatement) => {
      const file = await adminGetFile(pathOf(statement.id));
      const fileName = file.fileName ?? `statement-${statement.agent.username}-${statement.weekStart}.csv`;
      saveTextFile(fileName, file.text);
      return fileName;
    },
  });
}

/** The owner's agents report (`GET /admin/api/reports/agents`): per master agent and agent over a range. */
export type AgentsReportRow = z.infer<typeof agentsReportRow>;
export type ReportRange = { from: string; to: string };

export function useAgentsReport(range: ReportRange, isEnabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'reports', 'agents', range],
    queryFn: async ({ signal }) => {
      const query = { ...range } satisfies QueryOf<typeof agentsReportQuery>;
      return (await adminGet<z.infer<typeof agentsReportAnswer>>(adminApiPaths.reportsAgents, query, signal)).rows;
    },
    enabled: isEnabled,
  });
}

/** The CSV of the agents report: a plain link, the session cookie goes with it (as Reports' other CSVs). */
export function agentsReportCsvUrl(range: ReportRange): string {
  return withQuery(adminApiPaths.reportsAgents, { ...range, format: 'csv' } satisfies QueryOf<
    typeof agentsReportQuery
  >);
}
