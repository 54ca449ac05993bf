import { describe, expect, it } from 'vitest';
import { adminPaths, consolePath, consolePatterns } from './admin-paths.ts';
import { consoleRoutes, matchConsoleRoute } from './routes.ts';

/** The router and the links read one list of the console's paths (admin-paths.ts's consolePatterns). */
describe('console routes and links', () => {
  it('gives every pattern exactly one screen, and every screen a pattern of the list', () => {
    const patterns: string[] = Object.values(consolePatterns);
    expect(consoleRoutes.map((route) => route.path).sort()).toEqual([...patterns].sort());
  });

  it('leads every link to the screen of its own pattern', () => {
    for (const [page, pattern] of Object.entries(consolePatterns)) {
      const link = consolePath(page as keyof typeof consolePatterns, { mobile: '98765', id: '12' });
      expect(matchConsoleRoute(link.slice(adminPaths.dashboard.length))?.route.path).toBe(pattern);
    }
  });

  it('keeps the agents’ literal paths apart from one agent’s (`agents/:id`)', () => {
    expect(matchConsoleRoute('agents/statements')?.route.path).toBe(consolePatterns.agentStatements);
    expect(matchConsoleRoute('agents/report')?.route.path).toBe(consolePatterns.agentsReport);
    expect(matchConsoleRoute('agents/12')).toMatchObject({
      route: { path: consolePatterns.agent },
      params: { id: '12' },
    });
    expect(adminPaths.agent(12)).toBe('/admin/agents/12');
  });

  it('marks the agent console’s screens, and only them, for agents', () => {
    for (const route of consoleRoutes) {
      expect(route.audience === 'agent', route.path).toBe(route.path === 'agent' || route.path.startsWith('agent/'));
    }
  });

  it('keeps the URLs the console has always had', () => {
    expect(adminPaths.dashboard).toBe('/admin');
    expect(adminPaths.unmatchedPayments).toBe('/admin/unmatched-payments');
    expect(adminPaths.player('98 765/1')).toBe('/admin/players/98%20765%2F1');
    expect(matchConsoleRoute(adminPaths.player('98 765/1').slice('/admin'.length))?.params).toEqual({
      mobile: '98 765/1',
    });
  });
});
