import {
  type Family,
  formatClockTime,
  formatRatePair,
  isValidRatePair,
  parseClockTime,
  RATE_KEYS,
  type RateKey,
} from '@pana/domain';
import DOMPurify from 'dompurify';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { errorMessage } from '../../api/admin-client.ts';
import { type Rates, type Settings, useRates, useSaveRate, useSaveSettings, useSettings } from '../../api/settings.ts';
import { FormField } from '../../components/form-field.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Panel } from '../../components/panel.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { Tabs } from '../../components/tabs.tsx';
import ui from '../../components/ui.module.css';
import { usePermissions } from '../../lib/admin-session.tsx';
import { familyName } from '../../lib/format.ts';
import styles from './settings-screen.module.css';

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
  // Gali reads Left Digit, Right Digit and Jodi Digit from these keys (DOMAIN.md).
  gali: { single_digit: 'Left Digit', single_pana: 'Right Digit', double_pana: 'Jodi Digit' },
};

function RateRow({
  family,
  rateKey,
  rates,
  canWrite,
}: {
  family: Family;
  rateKey: RateKey;
  rates: Rates;
  canWrite: boolean;
}) {
  const current = rates[family][rateKey];
  const [val1, setVal1] = useState(String(current?.val1 ?? ''));
  const [val2, setVal2] = useState(String(current?.val2 ?? ''));
  const [error, setError] = useState<string | null>(null);
  const save = useSaveRate();
  const label = RATE_LABELS[family][rateKey] ?? rateKey;
  const pair = { val1: Number(val1), val2: Number(val2) };
  const isChanged = !current || pair.val1 !== current.val1 || pair.val2 !== current.val2;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^\d+$/.test(val1) || !/^\d+$/.test(val2) || !isValidRatePair(pair)) {
      setError('Bid must be a whole number above 0 and win a whole number');
      return;
    }
    setError(null);
    save.mutate(
      { family, rateKey, ...pair },
      { onSuccess: () => notifySuccess(`${familyName(family)} ${label} rate saved: ${formatRatePair(pair)}`) },
    );
  }

  return (
    <tr>
      <td>
        <strong>{label}</strong>
      </td>
      <td className={ui.mono}>{current ? formatRatePair(current) : '—'}</td>
      {canWrite ? (
        <td>
          <form className={ui.actions} onSubmit={submit} noValidate aria-label={`${familyName(family)} ${label} rate`}>
            <input
              className={ui.input}
              style={{ width: 80, minHeight: 34 }}
              inputMode="numeric"
              aria-label={`${label}: bid points`}
              value={val1}
              onChange={(e) => setVal1(e.target.value.trim())}
            />
            <span aria-hidden="true">→</span>
            <input
              className={ui.input}
              style={{ width: 110, minHeight: 34 }}
              inputMode="numeric"
              aria-label={`${label}: win points`}
              value={val2}
              onChange={(e) => setVal2(e.target.value.trim())}
            />
            <Button type="submit" variant="secondary" className={ui.small} disabled={!isChanged || save.isPending}>
              {save.isPending ? 'Saving…' : 'Save'}
            </Button>
            {error || save.isError ? (
              <span className={ui.error} role="alert">
                {error ?? errorMessage(save.error)}
              </span>
            ) : null}
          </form>
        </td>
      ) : null}
    </tr>
  );
}

function RatesPanel({ canWrite }: { canWrite: boolean }) {
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

type SettingField = {
  key: string;
  label: string;
  hint?: string;
  input?: 'text' | 'textarea' | 'html' | 'url' | 'tel' | 'number' | 'time' | 'onOff' | 'image';
};

type SettingGroup = { title: string; fields: SettingField[] };

/** Every setting of the player app, grouped as an operator looks for them. */
export const SETTING_GROUPS: SettingGroup[] = [
  {
    title: 'Contacts',
    fields: [
      { key: 'mobile_no', label: 'Admin contact number', hint: 'Contact Admin button', input: 'tel' },
      { key: 'mobile_1', label: 'Support number', input: 'tel' },
      { key: 'whatsapp_no', label: 'WhatsApp number', input: 'tel' },
      { key: 'telegram_no', label: 'Telegram', hint: 'Number or t.me link' },
      { key: 'app_link', label: 'App download link', input: 'url' },
    ],
  },
  {
    title: 'Payments',
    fields: [
      { key: 'upi_id', label: 'UPI id', hint: 'e.g. pana@okbank' },
      { key: 'upi_payee_name', label: 'UPI payee name' },
      { key: 'qr_image', label: 'QR image URL', input: 'image' },
      { key: 'gateway_status', label: 'UPI payment launch (gateway)', input: 'onOff' },
      { key: 'payment_gateway_url', label: 'Payment gateway service URL', hint: 'Empty: this server', input: 'url' },
    ],
  },
  {
    title: 'Minimums & withdrawal hours',
    fields: [
      { key: 'min_deposit', label: 'Minimum deposit', input: 'number' },
      { key: 'min_withdrawal', label: 'Minimum withdrawal', input: 'number' },
      { key: 'withdraw_open_time', label: 'Withdrawals open at', hint: 'h:mm AM/PM, India time', input: 'time' },
      { key: 'withdraw_close_time', label: 'Withdrawals close at', hint: 'h:mm AM/PM, India time', input: 'time' },
    ],
  },
  {
    title: 'Rules',
    fields: [
      { key: 'deposit_rule', label: 'Deposit rules', input: 'textarea' },
      { key: 'withdrawal_rule', label: 'Withdrawal rules', input: 'textarea' },
    ],
  },
  {
    title: 'How to play',
    fields: [
      { key: 'how_to_play_content', label: 'How-to-play page (HTML)', input: 'html' },
      { key: 'video_link', label: 'Tutorial video link', input: 'url' },
    ],
  },
  {
    title: 'Chart links',
    fields: [
      { key: 'web_starline_chart_url', label: 'Starline chart URL', input: 'url' },
      { key: 'web_galidessar_chart_url', label: 'Gali Disawar chart URL', input: 'url' },
    ],
  },
  {
    title: 'New players & home screen',
    fields: [
      { key: 'default_betting_status', label: 'Betting for new players', input: 'onOff' },
      { key: 'marquee_text', label: 'Marquee text', hint: 'The scrolling line on the home screen', input: 'textarea' },
      { key: 'slider_images', label: 'Slider images', hint: 'One https URL per line (older apps)', input: 'textarea' },
    ],
  },
];

const KNOWN_KEYS = new Set(SETTING_GROUPS.flatMap((group) => group.fields.map((field) => field.key)));

function asText(value: Settings[string] | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

function checkField(field: SettingField, value: string): string | null {
  if (field.input === 'number' && value !== '' && !/^\d+$/.test(value.trim())) return 'Enter a whole number';
  if (field.input === 'time' && value !== '' && parseClockTime(value) === null) return 'Enter the time like 10:00 AM';
  if (
    (field.input === 'url' || field.input === 'image') &&
    value.trim() !== '' &&
    !/^(https?:\/\/|\/)/i.test(value.trim())
  ) {
    return 'Enter a link starting with https:// or /';
  }
  return null;
}

function SettingInput({
  field,
  value,
  onChange,
  canWrite,
  error,
}: {
  field: SettingField;
  value: string;
  onChange: (v: string) => void;
  canWrite: boolean;
  error: string | null;
}) {
  const [isPreviewing, setIsPreviewing] = useState(false);
  return (
    <FormField label={field.label} hint={field.hint} error={error}>
      {(control) => (
        <>
          {field.input === 'onOff' ? (
            <select
              {...control}
              value={value === '1' ? '1' : '0'}
              disabled={!canWrite}
              onChange={(e) => onChange(e.target.value)}
            >
              <option value="1">On</option>
              <option value="0">Off</option>
            </select>
          ) : field.input === 'textarea' || field.input === 'html' ? (
            <textarea
              {...control}
              className={`${control.className} ${field.input === 'html' ? ui.mono : ''}`}
              rows={field.input === 'html' ? 10 : 4}
              readOnly={!canWrite}
              value={value}
              onChange={(e) => onChange(e.target.value)}
            />
          ) : (
            <input
              {...control}
              type={field.input === 'url' || field.input === 'image' ? 'url' : field.input === 'tel' ? 'tel' : 'text'}
              inputMode={field.input === 'number' ? 'numeric' : undefined}
              readOnly={!canWrite}
              value={value}
              onChange={(e) => onChange(e.target.value)}
            />
          )}
          {field.input === 'image' && /^(https?:\/\/|\/)/i.test(value.trim()) ? (
            <img src={value.trim()} alt="QR code preview" className={ui.qr} style={{ objectFit: 'contain' }} />
          ) : null}
          {field.input === 'html' ? (
            <>
              <Button
                variant="ghost"
                className={ui.small}
                style={{ justifySelf: 'start' }}
                onClick={() => setIsPreviewing((v) => !v)}
              >
                {isPreviewing ? 'Hide preview' : 'Preview as players see it'}
              </Button>
              {isPreviewing ? (
                <div
                  className={styles.htmlPreview}
                  aria-label="How-to-play preview"
                  // The same sanitising as the player's How to Play screen.
                  dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(value) }}
                />
              ) : null}
            </>
          ) : null}
        </>
      )}
    </FormField>
  );
}

function SettingsGroupForm({
  group,
  settings,
  canWrite,
}: {
  group: SettingGroup;
  settings: Settings;
  canWrite: boolean;
}) {
  const initial = Object.fromEntries(group.fields.map((field) => [field.key, asText(settings[field.key])]));
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveSettings();
  const changed = group.fields.filter((field) => values[field.key] !== initial[field.key]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: Record<string, string> = {};
    for (const field of changed) {
      const problem = checkField(field, values[field.key] ?? '');
      if (problem) next[field.key] = problem;
    }
    setErrors(next);
    if (Object.keys(next).length > 0 || changed.length === 0) return;
    const body: Settings = {};
    for (const field of changed) {
      const value = (values[field.key] ?? '').trim();
      const minutes = field.input === 'time' ? parseClockTime(value) : null;
      body[field.key] =
        minutes !== null
          ? formatClockTime(minutes)
          : field.input === 'html' || field.input === 'textarea'
            ? (values[field.key] ?? '')
            : value;
    }
    save.mutate(body, { onSuccess: () => notifySuccess(`${group.title} saved`) });
  }

  return (
    <Panel title={group.title}>
      <form className={ui.form} onSubmit={submit} noValidate aria-label={group.title}>
        <div className={group.fields.some((f) => f.input === 'html') ? ui.form : ui.formGrid}>
          {group.fields.map((field) => (
            <SettingInput
              key={field.key}
              field={field}
              value={values[field.key] ?? ''}
              canWrite={canWrite}
              error={errors[field.key] ?? null}
              onChange={(value) => setValues((v) => ({ ...v, [field.key]: value }))}
            />
          ))}
        </div>
        {canWrite ? (
          <div className={ui.actions}>
            <Button
              type="submit"
              variant="secondary"
              className={ui.small}
              disabled={changed.length === 0 || save.isPending}
            >
              {save.isPending ? 'Saving…' : `Save ${group.title.toLowerCase()}`}
            </Button>
            {changed.length > 0 ? (
              <span className={ui.muted}>
                {changed.length} unsaved change{changed.length === 1 ? '' : 's'}
              </span>
            ) : null}
          </div>
        ) : null}
        {save.isError ? (
          <p className={ui.alert} role="alert">
            {errorMessage(save.error)}
          </p>
        ) : null}
      </form>
    </Panel>
  );
}

/** Rates of the three families and every setting of the player app, grouped. */
export default function SettingsScreen() {
  const settings = useSettings();
  const { canWrite } = usePermissions();
  return (
    <>
      <PageHeader
        title="Rates & Settings"
        subtitle={canWrite ? 'Each group saves on its own.' : 'Your role can read these, not change them.'}
      />
      <RatesPanel canWrite={canWrite} />
      <QueryState query={settings} rows={6}>
        {(data) => {
          const others = Object.keys(data).filter((key) => !KNOWN_KEYS.has(key));
          const groups = others.length
            ? [...SETTING_GROUPS, { title: 'Other settings', fields: others.map((key) => ({ key, label: key })) }]
            : SETTING_GROUPS;
          return (
            <div className={ui.columns}>
              {groups.map((group) => (
                // Remounts with the saved values after each save.
                <SettingsGroupForm
                  key={`${group.title}-${group.fields.map((f) => asText(data[f.key])).join('\u0000')}`}
                  group={group}
                  settings={data}
                  canWrite={canWrite}
                />
              ))}
            </div>
          );
        }}
      </QueryState>
    </>
  );
}
