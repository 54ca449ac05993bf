import { type Family } from '@pana/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { type AgentDraw, useAgentExposure, usePickableMarkets } from '../../api/agent.ts';
import { Figure } from '../../components/figure.tsx';
import { FormField } from '../../components/form-field.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Panel } from '../../components/panel.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { Tabs } from '../../components/tabs.tsx';
import ui from '../../components/ui.module.css';
import { usePermissions } from '../../lib/admin-session.tsx';
import { FAMILY_TABS, formatMoney, todayInIndia } from '../../lib/format.ts';
import styles from '../agents/agents.module.css';

const FIRST_ROWS = 50;

/**
 * The live exposure of the agent's own players (a master agent's: with their agents') on one draw: what
 * each possible result would pay them, largest first.
 */
export default function AgentExposureScreen() {
  const { isMasterAgent } = usePermissions();
  const [kind, setKind] = useState<Family>('main');
  const [marketId, setMarketId] = useState<number | null>(null);
  const [date, setDate] = useState(todayInIndia());
  const [session, setSession] = useState<'open' | 'close'>('open');
  const [isShowingAll, setIsShowingAll] = useState(false);
  const markets = usePickableMarkets(kind);
  const draw: AgentDraw | null =
    marketId !== null && date ? { kind, marketId, date, ...(kind === 'main' ? { session } : {}) } : null;
  const exposure = useAgentExposure(draw);

  return (
    <>
      <PageHeader
        title="Exposure"
        subtitle={`What each result would pay ${isMasterAgent ? 'your and your agents’' : 'your'} players; refreshed every 15 seconds.`}
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
        <FormField label="Market" error={markets.isError ? 'The markets could not be loaded' : null}>
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
              <select {...control} value={session} onChange={(e) => setSession(e.target.value as 'open' | 'close')}>
                <option value="open">Open</option>
                <option value="close">Close</option>
              </select>
            )}
          </FormField>
        ) : null}
      </div>
      {draw === null ? (
        <p className={ui.state}>Choose a market to see your players’ exposure.</p>
      ) : (
        <QueryState query={exposure} rows={6}>
          {(data) => {
            // With no bids every outcome pays nothing: the list of zeros says nothing, so it is not shown.
            const worst = data.totalBids > 0 ? data.outcomes[0] : undefined;
            const rows = isShowingAll ? data.outcomes : data.outcomes.slice(0, FIRST_ROWS);
            return (
              <>
                <div className={ui.figures}>
                  <Figure label="Bids" value={formatMoney(data.totalBids)} />
                  <Figure label="Total staked" value={formatMoney(data.totalPoints)} hint="points" />
                  <Figure
                    label="Largest payout"
                    value={formatMoney(worst?.payout ?? 0)}
                    hint={worst && worst.payout > 0 ? `if ${worst.result} wins` : 'no winning outcome'}
                    isWarning={(worst?.net ?? 0) < 0}
                  />
                </div>
                {data.note ? <p className={ui.notice}>{data.note}</p> : null}
                <Panel title="Outcomes by payout">
                  {data.totalBids === 0 || data.outcomes.length === 0 ? (
                    <p className={ui.state}>No bids of your players on this draw.</p>
                  ) : (
                    <>
                      <div className={ui.tableWrap}>
                        <table className={ui.table}>
                          <thead>
                            <tr>
                              <th>Result</th>
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
