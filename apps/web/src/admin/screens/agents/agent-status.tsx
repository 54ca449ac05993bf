import { Badge } from '../../components/badge.tsx';

/** An agent's state in one word: suspended (moves no points, code refused), sign-in off, or active. */
export function AgentStatus({ agent }: { agent: { suspended: boolean; active: boolean } }) {
  if (!agent.active) return <Badge tone="bad">Sign-in off</Badge>;
  if (agent.suspended) return <Badge tone="warn">Suspended</Badge>;
  return <Badge tone="good">Active</Badge>;
}

/** "master agent" / "agent". */
export function roleName(role: 'master_agent' | 'agent'): string {
  return role === 'master_agent' ? 'master agent' : 'agent';
}
