import { type Family, RATE_KEYS, type RateKey } from '@pana/domain';
import { useState } from 'react';
import { useRates } from '../../api/settings.ts';
import { Panel } from '../../components/panel.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { Tabs } from '../../components/tabs.tsx';
import ui from '../../components/ui.module.css';
import { RateRow } from './rate-row.tsx';

const RATE_LABELS: Record<Family, Partial<Record<RateKey, string>>> = {
  main: {
    single_digit: 'Single Digit',
    jodi_digit: 'Jodi Digit',
    single_pana: 'Single Pana',
    double_pana: 'Double Pana',
    tripple_pana: 'Triple Pana',
    half_sangam: 'Half Sangam',
    full_sangam: 'Full Sangam',
  },
  starline: {
    single_digit: 'Single Digit',
    single_pana: 'Single Pana',
    double_pana: 'Double Pana',
    tripple_pana: 'Triple Pana',
  },
  // Gali reads Left Digit, Right Digit and Jodi Digit from these keys (docs/rules.md#rates).
  gali: { single_digit: 'Left Digit', single_pana: 'Right Digit', double_pana: 'Jodi Digit' },
};

/** The game rates of a family (tabs): a bid of the first number wins the second. */
export function RatesPanel({ canWrite }: { canWrite: boolean }) {
  const rates = useRates();
  const [family, setFamily] = useState<Family>('main');
  return (
    <Panel title="Game rates" actions={<span className={ui.muted}>A bid of the first number wins the second</span>}>
      <Tabs
        label="Rate family"
        value={family}
        options={[
          { value: 'main', label: 'Main' },
          { value: 'starline', label: 'Starline' },
          { value: 'gali', label: 'Gali Disawar' },
        ]}
        onChange={setFamily}
      />
      <QueryState query={rates} rows={4}>
        {(data) => (
          <div className={ui.tableWrap}>
            <table className={ui.table}>
              <thead>
                <tr>
                  <th>Game</th>
                  <th>Rate</th>
                  {canWrite ? <th>Change</th> : null}
                </tr>
              </thead>
              <tbody>
                {RATE_KEYS[family].map((rateKey) => (
                  <RateRow
                    key={`${family}-${rateKey}-${data[family][rateKey]?.val1}-${data[family][rateKey]?.val2}`}
                    family={family}
                    rateKey={rateKey}
                    label={RATE_LABELS[family][rateKey] ?? rateKey}
                    rates={data}
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
