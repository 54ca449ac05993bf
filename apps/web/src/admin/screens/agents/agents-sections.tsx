import { NavLink } from 'react-router';
import { adminPaths } from '../../admin-paths.ts';
import styles from './agents.module.css';

const SECTIONS = [
  { to: adminPaths.agents, label: 'Agents' },
  { to: adminPaths.agentStatements, label: 'Statements' },
  { to: adminPaths.agentsReport, label: 'Report' },
] as const;

/** The owner's agents screens as one menu entry: the list, the weekly statements, the report. */
export function AgentsSections() {
  return (
    <nav className={styles.sections} aria-label="Agents sections">
      {SECTIONS.map((section) => (
        <NavLink key={section.to} to={section.to} end className={styles.section}>
          {section.label}
        </NavLink>
      ))}
    </nav>
  );
}
