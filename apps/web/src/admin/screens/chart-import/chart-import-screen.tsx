import { CHART_IMPORT_MAX_CHARS, CHART_IMPORT_MAX_ROWS } from '@pana/domain';
import { type ChangeEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { adminPaths } from '../../admin-paths.ts';
import { errorMessage } from '../../api/admin-client.ts';
import { type ChartImportReport, useChartImport } from '../../api/chart-import.ts';
import { useMarkets } from '../../api/markets.ts';
import { Badge } from '../../components/badge.tsx';
import { Figure } from '../../components/figure.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Panel } from '../../components/panel.tsx';
import ui from '../../components/ui.module.css';
import { usePermissions } from '../../lib/admin-session.tsx';
import { type ConsoleScreenProps } from '../../screen-props.ts';
import styles from './chart-import-screen.module.css';

/** Rows of the "to add" table shown; the rest are counted (a chart of years has thousands). */
const SHOWN_ROWS = 100;

export const CHART_IMPORT_SCREEN_TEXT = {
  title: 'Import chart',
  subtitle:
    'Past results of a main market from a CSV: a dry run first, then the import. Imported results settle nothing and are marked as imported in the chart, the console and the results log.',
  ownerOnly: 'Only the owner imports charts.',
  notMain: 'Charts are imported into main markets only.',
  notFound: 'No such market.',
  fileLabel: 'CSV file',
  textLabel: 'Or paste the CSV',
  format: `One line per draw: date, open pana, close pana, and optionally the jodi (checked against the anks); or date and the result as 128-15-357. Dates YYYY-MM-DD, DD-MM-YYYY or DD/MM/YYYY (day first). A header line is optional. At most ${CHART_IMPORT_MAX_ROWS.toLocaleString('en-IN')} rows.`,
  tooLarge: `The file is too large: import at most ${CHART_IMPORT_MAX_CHARS.toLocaleString('en-IN')} characters at a time`,
  unreadable: 'The file could not be read. Choose a CSV or text file.',
  dryRun: 'Check (dry run)',
  importing: 'Importing…',
  checking: 'Checking…',
  importN: (n: number) => `Import ${n.toLocaleString('en-IN')} result${n === 1 ? '' : 's'}`,
  fixFirst:
    'Fix the invalid and conflicting lines in the file, then check it again: the import takes a clean file only.',
  nothingNew: 'Nothing to import: every row is already in the chart.',
  changed: 'The text changed since the check: check it again before importing.',
  openChart: 'Open the chart',
  toAdd: 'To add',
  unchanged: 'Already in the chart',
  conflicts: 'Conflicts',
  invalid: 'Invalid lines',
  more: (n: number) => `and ${n.toLocaleString('en-IN')} more`,
} as const;

const t = CHART_IMPORT_SCREEN_TEXT;

/** The market's chart page, at the year of the newest draw imported (the chart shows one year with `?year`). */
function chartLink(marketId: number, report: ChartImportReport): string {
  const newest = report.add.reduce((max, row) => (row.date > max ? row.date : max), '');
  return `/result-charts/main/${marketId}${newest ? `?year=${newest.slice(0, 4)}` : ''}`;
}

/** The dry run's (or the import's) tables: invalid lines, conflicts, and the draws to add. */
function Report({ report }: { report: ChartImportReport }) {
  const hidden = report.add.length - SHOWN_ROWS;
  return (
    <>
      <div className={ui.figures}>
        <Figure
          label={report.dryRun ? t.toAdd : 'Added'}
          value={(report.dryRun ? report.add.length : report.added).toLocaleString('en-IN')}
        />
        <Figure label={t.unchanged} value={report.unchanged.toLocaleString('en-IN')} />
        <Figure
          label={t.conflicts}
          value={report.conflicts.length.toLocaleString('en-IN')}
          isWarning={report.conflicts.length > 0}
        />
        <Figure
          label={t.invalid}
          value={report.invalid.length.toLocaleString('en-IN')}
          isWarning={report.invalid.length > 0}
        />
      </div>
      {report.invalid.length > 0 ? (
        <Panel title={t.invalid}>
          <div className={ui.tableWrap}>
            <table className={`${ui.table} ${ui.stack}`}>
              <thead>
                <tr>
                  <th>Line</th>
                  <th>Reason</th>
                </tr>
              </thead>
              <tbody>
                {report.invalid.map((row) => (
                  <tr key={row.line}>
                    <td className={`${ui.num} ${ui.cellMain}`}>{row.line}</td>
                    <td data-label="Reason" className={ui.wrapText}>
                      {row.reason}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Panel>
      ) : null}
      {report.conflicts.length > 0 ? (
        <Panel title={t.conflicts}>
          <div className={ui.tableWrap}>
            <table className={`${ui.table} ${ui.stack}`}>
              <thead>
                <tr>
                  <th>Line</th>
                  <th>Date</th>
                  <th>In the file</th>
                  <th>In the chart</th>
                  <th>Reason</th>
                </tr>
              </thead>
              <tbody>
                {report.conflicts.map((row) => (
                  <tr key={row.line}>
                    <td className={`${ui.num} ${ui.cellMain}`}>{row.line}</td>
                    <td data-label="Date">{row.date}</td>
                    <td data-label="In the file" className={ui.mono}>
                      {row.result}
                    </td>
                    <td data-label="In the chart" className={ui.mono}>
                      {row.existing ?? '—'} {row.existingSource === 'imported' ? <Badge>Imported</Badge> : null}
                    </td>
                    <td data-label="Reason" className={ui.wrapText}>
                      {row.reason}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Panel>
      ) : null}
      {report.add.length > 0 ? (
        <Panel title={report.dryRun ? t.toAdd : 'Added'}>
          <div className={ui.tableWrap}>
            <table className={`${ui.table} ${ui.stack}`}>
              <thead>
                <tr>
                  <th>Line</th>
                  <th>Date</th>
                  <th>Result</th>
                </tr>
              </thead>
              <tbody>
                {report.add.slice(0, SHOWN_ROWS).map((row) => (
                  <tr key={row.line}>
                    <td className={`${ui.num} ${ui.cellMain}`}>{row.line}</td>
                    <td data-label="Date">{row.date}</td>
                    <td data-label="Result" className={ui.mono}>
                      <strong>{row.result}</strong>
                    </td>
                  </tr>
                ))}
              </tbody>
              {hidden > 0 ? (
                <tfoot>
                  <tr>
                    <td colSpan={3} className={ui.muted}>
                      {t.more(hidden)}
                    </td>
                  </tr>
                </tfoot>
              ) : null}
            </table>
          </div>
        </Panel>
      ) : null}
    </>
  );
}

/**
 * Import chart (owner; ADR 031): a main market's past results from a CSV file or pasted text. The dry
 * run lists what would be added, what conflicts with the chart and every invalid line; the import is
 * offered only for a clean file, exactly as checked.
 */
export default function ChartImportScreen({ params }: ConsoleScreenProps) {
  const marketId = Number(params.id);
  const { isOwner } = usePermissions();
  const markets = useMarkets('main');
  const market = markets.data?.find((m) => m.id === marketId) ?? null;
  const run = useChartImport(marketId);
  const [csv, setCsv] = useState('');
  const [checked, setChecked] = useState<{ csv: string; report: ChartImportReport } | null>(null);
  const [imported, setImported] = useState<ChartImportReport | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const fileId = useId();
  const textId = useId();

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setFileError(null);
    if (!file) return;
    if (file.size > CHART_IMPORT_MAX_CHARS * 3) return setFileError(t.tooLarge);
    try {
      setCsv(await file.text());
    } catch {
      setFileError(t.unreadable);
    }
  };
  const submit = (dryRun: boolean) =>
    run.mutate(
      { csv, dryRun },
      {
        onSuccess: (report) => {
          if (report.dryRun) {
            setChecked({ csv, report });
            setImported(null);
          } else {
            setImported(report);
            setChecked(null);
          }
        },
      },
    );

  const title = market ? `${t.title} · ${market.name}` : t.title;
  const back = (
    <Link to={adminPaths.markets} className={ui.small}>
      Markets
    </Link>
  );
  if (!isOwner)
    return (
      <>
        <PageHeader title={t.title} actions={back} />
        <p className={ui.notice}>{t.ownerOnly}</p>
      </>
    );
  if (markets.isSuccess && !market)
    return (
      <>
        <PageHeader title={t.title} actions={back} />
        <p className={ui.notice}>
          {t.notFound} {t.notMain}
        </p>
      </>
    );

  const report = checked?.report ?? null;
  const isClean = report !== null && report.invalid.length === 0 && report.conflicts.length === 0;
  const isStale = checked !== null && checked.csv !== csv;
  return (
    <>
      <PageHeader title={title} subtitle={t.subtitle} actions={back} />
      <Panel title="The chart">
        <div className={ui.form}>
          <div className={ui.field}>
            <label className={ui.label} htmlFor={fileId}>
              {t.fileLabel}
            </label>
            <input
              id={fileId}
              className={styles.file}
              type="file"
              accept=".csv,text/csv,text/plain"
              onChange={(e) => void chooseFile(e)}
            />
          </div>
          <div className={ui.field}>
            <label className={ui.label} htmlFor={textId}>
              {t.textLabel}
            </label>
            <textarea
              id={textId}
              className={`${ui.input} ${styles.text}`}
              value={csv}
              spellCheck={false}
              placeholder={'date,open,close,jodi\n2024-01-31,128,357,15'}
              onChange={(e) => setCsv(e.target.value)}
            />
            <span className={ui.hint}>{t.format}</span>
          </div>
          {fileError ? (
            <p className={ui.alert} role="alert">
              {fileError}
            </p>
          ) : null}
          {run.isError ? (
            <p className={ui.alert} role="alert">
              {errorMessage(run.error)}
            </p>
          ) : null}
          <div className={ui.actions}>
            <Button variant="outline" disabled={csv.trim() === '' || run.isPending} onClick={() => submit(true)}>
              {run.isPending && run.variables?.dryRun ? t.checking : t.dryRun}
            </Button>
            {report && isClean && report.add.length > 0 ? (
              <Button disabled={isStale || run.isPending} onClick={() => submit(false)}>
                {run.isPending && run.variables?.dryRun === false ? t.importing : t.importN(report.add.length)}
              </Button>
            ) : null}
          </div>
          {report && isStale ? <p className={ui.notice}>{t.changed}</p> : null}
          {report && !isClean ? <p className={ui.notice}>{t.fixFirst}</p> : null}
          {report && isClean && report.add.length === 0 ? <p className={ui.notice}>{t.nothingNew}</p> : null}
          {imported ? (
            <p className={ui.success} role="status">
              {imported.msg}.{' '}
              <a href={chartLink(marketId, imported)} target="_blank" rel="noreferrer">
                {t.openChart}
              </a>
            </p>
          ) : null}
        </div>
      </Panel>
      {report ? <Report report={report} /> : imported ? <Report report={imported} /> : null}
    </>
  );
}
