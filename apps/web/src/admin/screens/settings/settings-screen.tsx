import { useSettings } from '../../api/settings.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import ui from '../../components/ui.module.css';
import { usePermissions } from '../../lib/admin-session.tsx';
import { type SettingGroup } from '../../lib/settings-form.ts';
import { RatesPanel } from './rates-panel.tsx';
import { KNOWN_KEYS, SETTING_GROUPS } from './setting-groups.ts';
import { SettingsGroupForm } from './settings-group-form.tsx';

/** Rates of the three families and every setting of the player app, grouped. */
export default function SettingsScreen() {
  const settings = useSettings();
  const { canWrite, isOwner } = usePermissions();
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
          const groups: SettingGroup[] = others.length
            ? [...SETTING_GROUPS, { title: 'Other settings', fields: others.map((key) => ({ key, label: key })) }]
            : SETTING_GROUPS;
          return (
            <div className={ui.columns}>
              {groups.map((group) => (
                // Remounts with the saved values after each save.
                <SettingsGroupForm
                  key={`${group.title}-${group.fields.map((f) => data[f.key] ?? '').join('\u0000')}`}
                  group={group}
                  settings={data}
                  canWrite={canWrite && (!group.ownerWrites || isOwner)}
                  isOwner={isOwner}
                />
              ))}
            </div>
          );
        }}
      </QueryState>
    </>
  );
}
