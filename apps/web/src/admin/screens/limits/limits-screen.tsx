import { type Family } from '@pana/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { adminPaths } from '../../admin-paths.ts';
import { errorMessage } from '../../api/admin-client.ts';
import {
  type AlertSettings,
  type LineLimit,
  type OperatorAlert,
  useAlerts,
  useLimits,
  useSaveAlertSettings,
  useSaveLineLimit,
} from '../../api/limits.ts';
import { FormField } from '../../components/form-field.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Panel } from '../../components/panel.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { Tabs } from '../../components/tabs.tsx';
import ui from '../../components/ui.module.css';
import { usePermissions } from '../../lib/admin-session.tsx';
import { familyName, formatInstant } from '../../lib/format.ts';
import { ALERT_FIELDS, readAlertSettings, readLineLimit } from './limits-form.ts';
import styles from './limits-screen.module.css';

const KIND_LABEL: Record<OperatorAlert['kind'], string> = {
  burst: 'Many submissions',
  line: 'Large line',
  share: 'Near the cap',
  settings: 'Deposits go elsewhere',
  feed: 'Result feeds',
};

/** Operator limits (ADR 017): recent alerts, the line limits per bid type, the alert thresholds. */
export default function LimitsScreen() {
  const { canWrite } = usePermissions();
  return (
    <>
      <PageHeader
        title="Limits & alerts"
        subtitle="Points per line by bid type, and what the console flags. Each market's liability cap is on its form in Markets."
      />
      <AlertsPanel />
      <LineLimitsPanel canWrite={canWrite} />
      <AlertSettingsPanel canWrite={canWrite} />
    </>
  );
}

function AlertsPanel() {
  const alerts = useAlerts();
  return (
    <Panel title="Recent alerts">
      <QueryState query={alerts} empty="No alerts yet." isEmpty={(items) => items.length === 0} rows={3}>
        {(items) => (
          <div className={ui.tableWrap}>
            <table className={`${ui.table} ${ui.stack}`}>
              <thead>
                <tr>
                  <th>When</th>
                  <th>Alert</th>
                  <th>Player</th>
                  <th>Draw</th>
                  <th>What</th>
                </tr>
              </thead>
              <tbody>
                {items.map((alert) => (
                  <tr key={alert.id}>
                    <td data-label="When">{formatInstant(alert.createdAt)}</td>
                    <td className={ui.cellMain}>
                      <span
                        className={
                          alert.kind === 'share' || alert.kind === 'settings' || alert.kind === 'feed'
                            ? `${ui.badge} ${ui.badgeBad}`
                            : `${ui.badge} ${ui.badgeWarn}`
                        }
                      >
                        {KIND_LABEL[alert.kind]}
                      </span>
                    </td>
                    <td data-label="Player">
                      {alert.mobile ? (
                        <>
                          <Link
                            to={adminPaths.player(alert.mobile)}
                            aria-label={`Open player ${alert.mobile} to block`}
                          >
                            {alert.playerName || alert.mobile}
                          </Link>
                          <div className={ui.muted}>{alert.mobile}</div>
                        </>
                      ) : (
                        '—'
                      )}
                    </td>
                    <td data-label="Draw">
                      {alert.marketName ?? '—'}
                      <div className={ui.muted}>{alert.drawDate ?? ''}</div>
                    </td>
                    <td data-label="What" className={ui.wrapCell}>
                      {alert.detail}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
    </Panel>
  );
}

function LineLimitsPanel({ canWrite }: { canWrite: boolean }) {
  const limits = useLimits();
  const [family, setFamily] = useState<Family>('main');
  return (
    <Panel title="Points per line" actions={<span className={ui.muted}>Empty: minimum 10, no maximum</span>}>
      <Tabs
        label="Line limits family"
        value={family}
        options={[
          { value: 'main', label: 'Main' },
          { value: 'starline', label: 'Starline' },
          { value: 'gali', label: 'Gali Disawar' },
        ]}
        onChange={setFamily}
      />
      <QueryState query={limits} rows={4}>
        {(data) => (
          <div className={ui.tableWrap}>
            <table className={`${ui.table} ${ui.stack}`}>
              <thead>
                <tr>
                  <th>Game</th>
                  <th>Minimum</th>
                  <th>Maximum</th>
                  {canWrite ? <th>Save</th> : null}
                </tr>
              </thead>
              <tbody>
                {data.lines
                  .filter((line) => line.family === family)
                  .map((line) => (
                    <LineLimitRow
                      key={`${line.family}-${line.type}-${line.min}-${line.max}`}
                      line={line}
                      canWrite={canWrite}
                    />
                  ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
    </Panel>
  );
}

function LineLimitRow({ line, canWrite }: { line: LineLimit; canWrite: boolean }) {
  const [min, setMin] = useState(line.min === null ? '' : String(line.min));
  const [max, setMax] = useState(line.max === null ? '' : String(line.max));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveLineLimit();
  const label = `${familyName(line.family)} ${line.name}`;
  const submit = () => {
    const read = readLineLimit(min, max);
    if ('error' in read) return setProblem(read.error);
    setProblem(null);
    save.mutate(
      { family: line.family, type: line.type, ...read },
      { onSuccess: () => notifySuccess(`${label} limits saved`) },
    );
  };
  const isChanged =
    min !== (line.min === null ? '' : String(line.min)) || max !== (line.max === null ? '' : String(line.max));
  if (!canWrite) {
    return (
      <tr>
        <td className={ui.cellMain}>
          <strong>{line.name}</strong>
        </td>
        <td data-label="Minimum" className={ui.num}>
          {line.min ?? 10}
        </td>
        <td data-label="Maximum" className={ui.num}>
          {line.max ?? 'No maximum'}
        </td>
      </tr>
    );
  }
  return (
    <tr>
      <td className={ui.cellMain}>
        <strong>{line.name}</strong>
      </td>
      <td data-label="Minimum">
        <input
          className={`${ui.input} ${styles.pointsInput}`}
          inputMode="numeric"
          aria-label={`${line.name}: minimum points`}
          placeholder="10"
          value={min}
          onChange={(e) => setMin(e.target.value)}
        />
      </td>
      <td data-label="Maximum">
        <input
          className={`${ui.input} ${styles.pointsInput}`}
          inputMode="numeric"
          aria-label={`${line.name}: maximum points`}
          placeholder="None"
          value={max}
          onChange={(e) => setMax(e.target.value)}
        />
      </td>
      <td className={ui.cellActions}>
        <div className={ui.actions}>
          <Button
            variant="secondary"
            className={ui.small}
            disabled={!isChanged || save.isPending}
            onClick={submit}
            aria-label={`Save ${line.name} limits`}
          >
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
          {problem || save.isError ? (
            <span className={ui.error} role="alert">
              {problem ?? errorMessage(save.error)}
            </span>
          ) : null}
        </div>
      </td>
    </tr>
  );
}

function AlertSettingsPanel({ canWrite }: { canWrite: boolean }) {
  const limits = useLimits();
  return (
    <Panel title="When to alert" actions={<span className={ui.muted}>0 turns an alert off</span>}>
      <QueryState query={limits} rows={2}>
        {(data) => <AlertSettingsForm key={JSON.stringify(data.alerts)} settings={data.alerts} canWrite={canWrite} />}
      </QueryState>
    </Panel>
  );
}

function AlertSettingsForm({ settings, canWrite }: { settings: AlertSettings; canWrite: boolean }) {
  const [texts, setTexts] = useState(
    () =>
      Object.fromEntries(ALERT_FIELDS.map((f) => [f.key, String(settings[f.key])])) as Record<
        keyof AlertSettings,
        string
      >,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveAlertSettings();
  const submit = () => {
    const read = readAlertSettings(texts);
    if ('error' in read) return setProblem(read.error);
    setProblem(null);
    save.mutate(read, { onSuccess: () => notifySuccess('Alert settings saved') });
  };
  return (
    <form
      className={ui.form}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
    >
      <div className={styles.thresholds}>
        {ALERT_FIELDS.map((field) => (
          <FormField key={field.key} label={field.label} hint={field.hint}>
            {(control) => (
              <input
                {...control}
                inputMode="numeric"
                value={texts[field.key]}
                readOnly={!canWrite}
                onChange={(e) => setTexts({ ...texts, [field.key]: e.target.value })}
              />
            )}
          </FormField>
        ))}
      </div>
      {problem || save.isError ? (
        <p className={ui.alert} role="alert">
          {problem ?? errorMessage(save.error)}
        </p>
      ) : null}
      {canWrite ? (
        <div className={ui.actions}>
          <Button type="submit" className={ui.small} disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save alert settings'}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
