import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { adminPaths } from '../../admin-paths.ts';
import { errorMessage } from '../../api/admin-client.ts';
import {
  type Feeds,
  type FeedSource,
  type FeedSourceInput,
  type FeedTest,
  testFeedSource,
  useFeeds,
  useFeedWrites,
} from '../../api/feeds.ts';
import { Badge } from '../../components/badge.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { FormField } from '../../components/form-field.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Panel } from '../../components/panel.tsx';
import { QueryState } from '../../components/query-state.tsx';
import ui from '../../components/ui.module.css';
import { usePermissions } from '../../lib/admin-session.tsx';
import { formatInstant } from '../../lib/format.ts';
import { type ConsoleScreenProps } from '../../screen-props.ts';
import { FeedReadingBadge } from './feed-reading.tsx';
import styles from './feeds-screen.module.css';

/** A source as the form edits it: every field as text. */
type Draft = {
  label: string;
  url: string;
  reader: 'json' | 'html';
  jsonPath: string;
  selector: string;
  pattern: string;
  active: boolean;
};
const EMPTY: Draft = { label: '', url: '', reader: 'json', jsonPath: '', selector: '', pattern: '', active: true };

function draftOf(s: FeedSource): Draft {
  return {
    label: s.label,
    url: s.url,
    reader: s.reader,
    jsonPath: s.jsonPath ?? '',
    selector: s.selector ?? '',
    pattern: s.pattern ?? '',
    active: s.active,
  };
}

function inputOf(d: Draft): FeedSourceInput {
  return {
    label: d.label,
    url: d.url,
    reader: d.reader,
    jsonPath: d.reader === 'json' ? d.jsonPath : null,
    selector: d.reader === 'html' ? d.selector : null,
    pattern: d.pattern.trim() === '' ? null : d.pattern,
    active: d.active,
  };
}

const PATTERN_HINT: Record<Feeds['kind'], string> = {
  main: 'Optional. By default "128-15-357" or "128-1" is read. A pattern names (?<open>…), (?<close>…) and optionally (?<date>…).',
  starline: 'Optional. By default the first three digits. A pattern names (?<open>…) and optionally (?<date>…).',
  gali: 'Optional. By default the first two digits. A pattern names (?<jodi>…) and optionally (?<date>…).',
};

/** A market's result feeds (ADR 032): the sources, each tested against its live page, and how they are judged. */
export default function FeedsScreen({ params }: ConsoleScreenProps) {
  const marketId = Number(params.id);
  const feeds = useFeeds(marketId);
  return (
    <>
      <PageHeader
        title={feeds.data ? `Result feeds · ${feeds.data.marketName}` : 'Result feeds'}
        subtitle="Pages the server reads this market's result from during each session's window. When the sources agree, the Results screen offers the result for one-tap declaration."
        actions={
          <ButtonLink to={adminPaths.results} variant="secondary" className={ui.small}>
            Results
          </ButtonLink>
        }
      />
      <QueryState query={feeds} rows={4}>
        {(data) => <FeedsBody feeds={data} />}
      </QueryState>
    </>
  );
}

function FeedsBody({ feeds }: { feeds: Feeds }) {
  const { isOwner } = usePermissions();
  const [editing, setEditing] = useState<FeedSource | null>(null);
  const [removing, setRemoving] = useState<FeedSource | null>(null);
  const writes = useFeedWrites(feeds.marketId);
  return (
    <>
      <Panel title="Sources">
        {feeds.sources.length === 0 ? (
          <p className={ui.muted}>No sources yet.{isOwner ? ' Add two or more below.' : ''}</p>
        ) : (
          <div className={ui.tableWrap}>
            <table className={`${ui.table} ${ui.stack}`}>
              <thead>
                <tr>
                  <th>Source</th>
                  <th>Read by</th>
                  <th>Newest reading</th>
                  {isOwner ? <th aria-label="Actions" /> : null}
                </tr>
              </thead>
              <tbody>
                {feeds.sources.map((s) => (
                  <tr key={s.id}>
                    <td className={ui.cellMain}>
                      <div>
                        {s.label} {s.active ? null : <Badge>Off</Badge>}
                      </div>
                      <div className={`${ui.muted} ${ui.mono} ${styles.url}`}>{s.url}</div>
                    </td>
                    <td data-label="Read by">
                      <span className={ui.mono}>{s.reader === 'json' ? s.jsonPath : s.selector}</span>
                      <div className={ui.muted}>
                        {s.reader === 'json' ? 'JSON path' : 'CSS selector'}
                        {s.pattern ? ' · own pattern' : ''}
                      </div>
                    </td>
                    <td data-label="Newest reading">
                      {s.last ? (
                        <>
                          <FeedReadingBadge reading={s.last} />
                          <div className={ui.muted}>
                            {formatInstant(s.last.fetchedAt)}
                            {s.failures > 0 ? ` · ${s.failures} failed in a row` : ''}
                          </div>
                        </>
                      ) : (
                        <span className={ui.muted}>Not read yet</span>
                      )}
                    </td>
                    {isOwner ? (
                      <td>
                        <div className={styles.rowActions}>
                          <Button variant="secondary" className={ui.small} onClick={() => setEditing(s)}>
                            Edit
                          </Button>
                          <Button variant="secondary" className={ui.small} onClick={() => setRemoving(s)}>
                            Remove
                          </Button>
                        </div>
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Panel>
      <div className={ui.columns}>
        {isOwner ? (
          <SourceForm key={editing?.id ?? 'new'} feeds={feeds} editing={editing} onDone={() => setEditing(null)} />
        ) : null}
        <SettingsPanel feeds={feeds} canEdit={isOwner} />
      </div>
      <ConfirmDialog
        title={`Remove ${removing?.label ?? ''}?`}
        isOpen={removing !== null}
        onClose={() => {
          setRemoving(null);
          writes.remove.reset();
        }}
        onConfirm={() => removing && writes.remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
        confirmLabel="Remove source"
        isBusy={writes.remove.isPending}
        error={writes.remove.isError ? errorMessage(writes.remove.error) : null}
      >
        <p>
          Its readings are removed with it. Declarations it supported keep its address and fingerprint in the results
          log.
        </p>
      </ConfirmDialog>
    </>
  );
}

/** Add a source, or change one; "Test" reads the live page now without saving. */
function SourceForm({ feeds, editing, onDone }: { feeds: Feeds; editing: FeedSource | null; onDone: () => void }) {
  const [draft, setDraft] = useState<Draft>(editing ? draftOf(editing) : EMPTY);
  const writes = useFeedWrites(feeds.marketId);
  const save = editing ? writes.change : writes.add;
  const test = useMutation({ mutationFn: (d: Draft) => testFeedSource(feeds.marketId, inputOf(d)) });
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    test.reset();
  };
  const submit = () => {
    const input = inputOf(draft);
    const onSuccess = () => {
      setDraft(EMPTY);
      test.reset();
      onDone();
    };
    if (editing) writes.change.mutate({ id: editing.id, input }, { onSuccess });
    else writes.add.mutate(input, { onSuccess });
  };
  return (
    <Panel title={editing ? `Change ${editing.label}` : 'Add a source'}>
      <form
        className={ui.form}
        aria-label={editing ? 'Change the source' : 'Add a source'}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className={ui.formGrid}>
          <FormField label="Name">
            {(control) => (
              <input {...control} value={draft.label} maxLength={60} onChange={(e) => set('label', e.target.value)} />
            )}
          </FormField>
          <FormField label="Read as">
            {(control) => (
              <select
                {...control}
                value={draft.reader}
                onChange={(e) => set('reader', e.target.value as Draft['reader'])}
              >
                <option value="json">JSON</option>
                <option value="html">HTML page</option>
              </select>
            )}
          </FormField>
        </div>
        <FormField label="Address" hint="https://… (the server refuses internal addresses)">
          {(control) => (
            <input
              {...control}
              value={draft.url}
              inputMode="url"
              autoComplete="off"
              onChange={(e) => set('url', e.target.value)}
            />
          )}
        </FormField>
        {draft.reader === 'json' ? (
          <FormField label="JSON path" hint="e.g. data.result or $.items[0].open">
            {(control) => (
              <input
                {...control}
                className={`${control.className} ${ui.mono}`}
                value={draft.jsonPath}
                onChange={(e) => set('jsonPath', e.target.value)}
              />
            )}
          </FormField>
        ) : (
          <FormField label="CSS selector" hint="e.g. div.result b">
            {(control) => (
              <input
                {...control}
                className={`${control.className} ${ui.mono}`}
                value={draft.selector}
                onChange={(e) => set('selector', e.target.value)}
              />
            )}
          </FormField>
        )}
        <FormField label="Pattern" hint={PATTERN_HINT[feeds.kind]}>
          {(control) => (
            <input
              {...control}
              className={`${control.className} ${ui.mono}`}
              value={draft.pattern}
              onChange={(e) => set('pattern', e.target.value)}
            />
          )}
        </FormField>
        <label className={styles.check}>
          <input type="checkbox" checked={draft.active} onChange={(e) => set('active', e.target.checked)} /> Polled (on)
        </label>
        <TestOutcome test={test.data ?? null} error={test.isError ? errorMessage(test.error) : null} />
        {save.isError ? (
          <p className={ui.alert} role="alert">
            {errorMessage(save.error)}
          </p>
        ) : null}
        <div className={ui.actions}>
          <Button
            type="button"
            variant="secondary"
            className={ui.small}
            disabled={test.isPending}
            onClick={() => test.mutate(draft)}
          >
            {test.isPending ? 'Reading the page…' : 'Test this source now'}
          </Button>
          <Button type="submit" className={ui.small} disabled={save.isPending}>
            {save.isPending ? 'Saving…' : editing ? 'Save changes' : 'Add source'}
          </Button>
          {editing ? (
            <Button type="button" variant="secondary" className={ui.small} onClick={onDone}>
              Cancel
            </Button>
          ) : null}
        </div>
      </form>
    </Panel>
  );
}

function TestOutcome({ test, error }: { test: FeedTest | null; error: string | null }) {
  if (error)
    return (
      <p className={ui.alert} role="alert">
        {error}
      </p>
    );
  if (!test) return null;
  return (
    <div role="status" className={test.reading.status === 'ok' ? ui.success : ui.muted}>
      <strong>{test.msg}</strong>
      {test.reading.sha256 ? (
        <div className={`${ui.mono} ${styles.url}`}>SHA-256 {test.reading.sha256.slice(0, 16)}…</div>
      ) : null}
    </div>
  );
}

/** The quorum and the automatic declaration: owners change them, everyone else reads them. */
function SettingsPanel({ feeds, canEdit }: { feeds: Feeds; canEdit: boolean }) {
  const active = feeds.sources.filter((s) => s.active).length;
  const [quorum, setQuorum] = useState(feeds.settings.quorum === null ? '' : String(feeds.settings.quorum));
  const [auto, setAuto] = useState(feeds.settings.autoDeclare);
  const [after, setAfter] = useState(String(feeds.settings.autoAfterSeconds));
  const { settings } = useFeedWrites(feeds.marketId);
  const options = Array.from({ length: Math.max(0, active - 1) }, (_, i) => i + 2);
  return (
    <Panel title="Agreement">
      <form
        className={ui.form}
        aria-label="Agreement"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          settings.mutate({
            quorum: quorum === '' ? null : Number(quorum),
            autoDeclare: auto,
            autoAfterSeconds: Number(after),
          });
        }}
      >
        <p className={ui.muted}>
          A result is ready when the quorum of active sources shows the same valid pana and none shows another.
          Disagreement, a source that stops answering or an invalid pana raises an alert in Limits &amp; alerts and
          declares nothing.
        </p>
        <FormField label="Sources that must agree">
          {(control) => (
            <select {...control} value={quorum} disabled={!canEdit} onChange={(e) => setQuorum(e.target.value)}>
              <option value="">All active sources ({active})</option>
              {options.map((n) => (
                <option key={n} value={n}>
                  {n} of {active}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <label className={styles.check}>
          <input type="checkbox" checked={auto} disabled={!canEdit} onChange={(e) => setAuto(e.target.checked)} />{' '}
          Declare automatically once the sources have agreed for
        </label>
        <FormField label="Seconds (30 to 3600)">
          {(control) => (
            <input
              {...control}
              value={after}
              inputMode="numeric"
              disabled={!canEdit || !auto}
              onChange={(e) => setAfter(e.target.value)}
            />
          )}
        </FormField>
        {feeds.settings.autoDeclare ? (
          <p className={ui.muted}>Automatic declarations are made in the name of the owner who switched them on.</p>
        ) : null}
        {settings.isError ? (
          <p className={ui.alert} role="alert">
            {errorMessage(settings.error)}
          </p>
        ) : null}
        {settings.isSuccess ? (
          <p className={ui.success} role="status">
            {settings.data.msg}
          </p>
        ) : null}
        {canEdit ? (
          <div className={ui.actions}>
            <Button type="submit" className={ui.small} disabled={settings.isPending}>
              {settings.isPending ? 'Saving…' : 'Save'}
            </Button>
          </div>
        ) : null}
      </form>
    </Panel>
  );
}
