import { type Family } from '@pana/domain';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { adminPaths } from '../../admin-paths.ts';
import { type Dashboard, useDashboard } from '../../api/dashboard.ts';
import { Badge } from '../../components/badge.tsx';
import { Figure } from '../../components/figure.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Panel } from '../../components/panel.tsx';
import { QueryState } from '../../components/query-state.tsx';
import ui from '../../components/ui.module.css';
import { usePermissions } from '../../lib/admin-session.tsx';
import { drawLink } from '../../lib/draw-link.ts';
import { familyName, formatMoney, sessionName, todayInIndia } from '../../lib/format.ts';

const FAMILIES: readonly Family[] = ['main', 'starline', 'gali'];

/** "Main · Open", "Starline", "Gali Disawar": the family, and the session of a main market. */
function drawKind(item: { kind: Family; session?: 'open' | 'close' | null }): string {
  const session = item.kind === 'main' ? sessionName(item.session) : '';
  return session ? `${familyName(item.kind)} · ${session}` : familyName(item.kind);
}

function Figures({ data }: { data: Dashboard }) {
  return (
    <div className={ui.figures}>
      <Figure label="Active players" value={formatMoney(data.activePlayers)} hint="bid or paid today" />
      <Figure label="Registrations" value={formatMoney(data.registrations)} />
      {FAMILIES.map((kind) => (
        <Figure
          key={kind}
          label={`${familyName(kind)} bids`}
          value={formatMoney(data.bids[kind]?.count ?? 0)}
          hint={`${formatMoney(data.bids[kind]?.points ?? 0)} points`}
        />
      ))}
      <Figure label="Payouts" value={formatMoney(data.payouts)} hint="points won" />
      <Figure
        label="Pending deposits"
        value={formatMoney(data.pendingDeposits.count)}
        hint={`${formatMoney(data.pendingDeposits.amount)} to approve`}
        to={`${adminPaths.funds}?queue=deposits`}
        isWarning={data.pendingDeposits.count > 0}
      />
      <Figure
        label="Pending withdrawals"
        value={formatMoney(data.pendingWithdrawals.count)}
        hint={`${formatMoney(data.pendingWithdrawals.amount)} to pay`}
        to={`${adminPaths.funds}?queue=withdrawals`}
        isWarning={data.pendingWithdrawals.count > 0}
      />
      {data.bankPayoutsWaiting ? (
        <Figure
          label="Bank payouts waiting"
          value={formatMoney(data.bankPayoutsWaiting.count)}
          hint={`${formatMoney(data.bankPayoutsWaiting.amount)} for the bank`}
          to={adminPaths.payouts}
          isWarning={data.bankPayoutsWaiting.count > 0}
        />
      ) : null}
    </div>
  );
}

/** Today at a glance: the day's figures, markets about to close, draws waiting for their result. */
export default function DashboardScreen() {
  const today = todayInIndia();
  const dashboard = useDashboard(today);
  const { canWrite } = usePermissions();

  return (
    <>
      <PageHeader title="Dashboard" subtitle={`Today, ${today} (India time) · refreshed every 30 seconds`} />
      <QueryState query={dashboard} rows={3}>
        {(data) => (
          <>
            <Figures data={data} />
            <div className={ui.columns}>
              <Panel title="Closing soon">
                {data.closingSoon.length === 0 ? (
                  <p className={ui.state}>No market closes in the next hours.</p>
                ) : (
                  <div className={ui.tableWrap}>
                    <table className={ui.table}>
                      <thead>
                        <tr>
                          <th>Market</th>
                          <th>Closes</th>
                          <th>
                            <span className="visually-hidden">Actions</span>
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {data.closingSoon.map((item) => (
                          <tr key={`${item.kind}-${item.marketId}-${item.session ?? ''}`}>
                            <td className={ui.wrapCell}>
                              <strong>{item.name}</strong>
                              <div className={ui.muted}>{drawKind(item)}</div>
                            </td>
                            <td>
                              {item.closesAt}
                              <div>
                                <Badge tone={item.minutesLeft <= 15 ? 'bad' : 'warn'}>
                                  {item.minutesLeft} min left
                                </Badge>
                              </div>
                            </td>
                            <td>
                              <div className={ui.rowActions}>
                                <ButtonLink
                                  variant="outline"
                                  className={ui.small}
                                  to={drawLink(adminPaths.exposure, { ...item, date: data.date })}
                                  aria-label={`Exposure of ${item.name}`}
                                >
                                  Exposure
                                </ButtonLink>
                              </div>
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                )}
              </Panel>
              <Panel title="Awaiting results">
                {data.awaitingResults.length === 0 ? (
                  <p className={ui.state}>Every closed draw has its result.</p>
                ) : (
                  <div className={ui.tableWrap}>
                    <table className={ui.table}>
                      <thead>
                        <tr>
                          <th>Draw</th>
                          <th>
                            <span className="visually-hidden">Actions</span>
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {data.awaitingResults.map((item) => {
                          const action = canWrite ? 'Declare' : 'Preview';
                          const session = sessionName(item.kind === 'main' ? item.session : null);
                          return (
                            <tr key={`${item.kind}-${item.marketId}-${item.date}-${item.session ?? ''}`}>
                              <td className={ui.wrapCell}>
                                <strong>{item.name}</strong>
                                <div className={ui.muted}>
                                  {drawKind(item)} · {item.date === data.date ? 'today' : item.date}
                                </div>
                              </td>
                              <td>
                                <div className={ui.rowActions}>
                                  <ButtonLink
                                    variant={canWrite ? 'primary' : 'outline'}
                                    className={ui.small}
                                    to={drawLink(adminPaths.results, item)}
                                    aria-label={`${action} ${item.name} ${session}`.trim()}
                                  >
                                    {action}
                                  </ButtonLink>
                                </div>
                              </td>
                            </tr>
                          );
                        })}
                      </tbody>
                    </table>
                  </div>
                )}
              </Panel>
            </div>
          </>
        )}
      </QueryState>
    </>
  );
}
