import { type Family } from '@pana/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useMarkets } from '../../api/markets.ts';
import { type Draw, useExposure } from '../../api/results.ts';
import { Figure } from '../../components/figure.tsx';
import { FormField } from '../../components/form-field.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Panel } from '../../components/panel.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { Tabs } from '../../components/tabs.tsx';
import ui from '../../components/ui.module.css';
import { useQueryParams } from '../../lib/console-location.ts';
import { readDrawParams } from '../../lib/draw-link.ts';
import { FAMILY_TABS, formatMoney, sessionName, todayInIndia } from '../../lib/format.ts';
import { type Session } from '../../lib/result-entry.ts';
import styles from './exposure-screen.module.css';

const FIRST_ROWS = 50;

/** What each possible result of an open draw would cost: outcomes by payout, largest first. */
export default function ExposureScreen() {
  const [search] = useQueryParams();
  const preset = readDrawParams(search);
  const [kind, setKind] = useState<Family>(preset.kind ?? 'main');
  const [marketId, setMarketId] = useState<number | null>(preset.marketId ?? null);
  const [date, setDate] = useState(preset.date ?? todayInIndia());
  const [session, setSession] = useState<Session>(preset.session ?? 'open');
  const [isShowingAll, setIsShowingAll] = useState(false);
  const markets = useMarkets(kind);
  const draw: Draw | null =
    marketId !== null && date ? { kind, marketId, date, ...(kind === 'main' ? { session } : {}) } : null;
  const exposure = useExposure(draw);
  const market = markets.data?.find((m) => m.id === marketId);

  return (
    <>
      <PageHeader
        title="Exposure"
        subtitle="The payout every possible result would cost, refreshed every 15 seconds."
      />
      <Tabs
        label="Market family"
        value={kind}
        options={FAMILY_TABS}
        onChange={(value) => {
          setKind(value);
          setMarketId(null);
        }}
      />
      <div className={ui.toolbar}>
        <FormField label="Market">
          {(control) => (
            <select
              {...control}
              value={marketId ?? ''}
              onChange={(e) => setMarketId(e.target.value ? Number(e.target.value) : null)}
            >
              <option value="">{markets.isPending ? 'Loading markets…' : 'Choose…'}</option>
              {markets.data?.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name} ({m.openTime})
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Draw date">
          {(control) => <input {...control} type="date" value={date} onChange={(e) => setDate(e.target.value)} />}
        </FormField>
        {kind === 'main' ? (
          <FormField label="Session">
            {(control) => (
              <select {...control} value={session} onChange={(e) => setSession(e.target.value as Session)}>
                <option value="open">Open</option>
                <option value="close">Close</option>
              </select>
            )}
          </FormField>
        ) : null}
      </div>
      {draw === null ? (
        <p className={ui.state}>Choose a market to see its exposure.</p>
      ) : (
        <QueryState query={exposure} rows={6}>
          {(data) => {
            const worst = data.outcomes[0];
            const rows = isShowingAll ? data.outcomes : data.outcomes.slice(0, FIRST_ROWS);
            return (
              <>
                <div className={ui.figures}>
                  <Figure
                    label="Bids"
                    value={formatMoney(data.totalBids)}
                    hint={market ? `${market.name} ${kind === 'main' ? sessionName(data.session) : ''}` : undefined}
                  />
                  <Figure label="Total staked" value={formatMoney(data.totalPoints)} hint="points" />
                  <Figure
                    label="Largest payout"
                    value={formatMoney(worst?.payout ?? 0)}
                    hint={worst ? `if ${worst.result} wins` : 'no winning outcome'}
                    isWarning={(worst?.net ?? 0) < 0}
                  />
                  <Figure
                    label="Net at worst"
                    value={
                      <span className={(worst?.net ?? 0) < 0 ? ui.negative : undefined}>
                        {formatMoney(worst?.net ?? data.totalPoints)}
                      </span>
                    }
                    hint="staked minus payout"
                  />
                </div>
                {data.note ? <p className={ui.notice}>{data.note}</p> : null}
                {data.openPana ? (
                  <p className={ui.muted}>
                    Open pana declared: {data.openPana}. Close outcomes include the jodi and sangams it completes.
                  </p>
                ) : null}
                <Panel title="Outcomes by payout">
                  {data.outcomes.length === 0 ? (
                    <p className={ui.state}>No bids on this draw yet: every result pays nothing.</p>
                  ) : (
                    <>
                      <div className={ui.tableWrap}>
                        <table className={ui.table}>
                          <thead>
                            <tr>
                              <th>Result</th>
                              {kind === 'gali' ? null : <th className={ui.num}>Ank</th>}
                              <th className={ui.num}>Winners</th>
                              <th className={ui.num}>Payout</th>
                              <th className={ui.num}>Net</th>
                            </tr>
                          </thead>
                          <tbody>
                            {rows.map((outcome) => (
                              <tr key={outcome.result}>
                                <td className={ui.mono}>
                                  <strong>{outcome.result}</strong>
                                </td>
                                {kind === 'gali' ? null : <td className={ui.num}>{outcome.ank ?? '—'}</td>}
                                <td className={ui.num}>{formatMoney(outcome.winningBids)}</td>
                                <td className={ui.num}>{formatMoney(outcome.payout)}</td>
                                <td className={`${ui.num} ${outcome.net < 0 ? ui.negative : ui.positive}`}>
                                  {formatMoney(outcome.net)}
                                </td>
                              </tr>
                            ))}
                          </tbody>
                        </table>
                      </div>
                      {data.outcomes.length > FIRST_ROWS ? (
                        <Button
                          variant="ghost"
                          className={`${ui.small} ${styles.startAligned}`}
                          onClick={() => setIsShowingAll((v) => !v)}
                        >
                          {isShowingAll ? `Show the first ${FIRST_ROWS}` : `Show all ${data.outcomes.length} outcomes`}
                        </Button>
                      ) : null}
                    </>
                  )}
                </Panel>
              </>
            );
          }}
        </QueryState>
      )}
    </>
  );
}
