import { themeField, variantField } from '../../common/collections/shared-fields';
import type { PageOption, PageSettings } from '../../common/api/editor';
import { berlinInputValue, fromBerlinInput } from '../../common/format/berlin';
import type { Lang } from '../../common/routes';
import { tCare } from '../care-strings';
import { control } from '../forms/widgets/styles';
import { tEditor } from '../state/content';
import type { SettingsField } from './settings-field';
import { check, hint } from './styles';

const FLAGS = ['is_online', 'is_clickable', 'in_menu', 'in_footer', 'is_landing_page'] as const;

interface PlacementFieldsProps {
  lang: Lang;
  /** The dialog's id base, for the online window's hint. */
  base: string;
  settings: PageSettings;
  parents: PageOption[];
  field: SettingsField;
  set(patch: Partial<PageSettings>): void;
}

/** The flags, the online window, the Open Graph type, theme and variant, and the parent page. */
export function PlacementFields({ lang, base, settings, parents, field, set }: PlacementFieldsProps) {
  const s = tEditor(lang);
  const care = tCare(lang);
  const flagLabels = { is_online: s.isOnline(), is_clickable: s.isClickable(), in_menu: s.inMenu(), in_footer: s.inFooter(), is_landing_page: s.isLanding() };
  return (
    <fieldset>
      <legend>{s.flags()}</legend>
      {FLAGS.map((flag) => (
        <label key={flag} className={check}>
          <input type="checkbox" checked={settings[flag]} onChange={(e) => set({ [flag]: e.target.checked })} /> {flagLabels[flag]}
        </label>
      ))}
      {(['online_from', 'online_to'] as const).map((name) =>
        field(name, name === 'online_from' ? care.goLive() : care.expiry(), (id, invalid, describedBy) => (
          <input
            id={id}
            type="datetime-local"
            className={control}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy ?? `${base}-window-hint`}
            value={berlinInputValue(settings[name])}
            onChange={(e) => set({ [name]: fromBerlinInput(e.target.value) })}
          />
        )),
      )}
      <p id={`${base}-window-hint`} className={hint}>
        {care.windowHint()}
      </p>
      {field('og_type', s.ogType(), (id, invalid, describedBy) => (
        <input id={id} className={control} aria-invalid={invalid || undefined} aria-describedby={describedBy} value={settings.og_type} onChange={(e) => set({ og_type: e.target.value })} />
      ))}
      {(
        [
          ['theme', themeField, settings.theme ?? ''],
          ['variant', variantField, settings.variant],
        ] as const
      ).map(([name, declared, value]) =>
        field(name, declared.label[lang], (id, invalid, describedBy) => (
          <select id={id} className={control} aria-invalid={invalid || undefined} aria-describedby={describedBy} value={value} onChange={(e) => set({ [name]: e.target.value || (name === 'theme' ? null : e.target.value) })}>
            {name === 'theme' && <option value="">{s.none()}</option>}
            {Object.entries(declared.options).map(([code, option]) => (
              <option key={code} value={code}>
                {option[lang]}
              </option>
            ))}
          </select>
        )),
      )}
      {field('parent', s.parent(), (id, invalid, describedBy) => (
        <select id={id} className={control} aria-invalid={invalid || undefined} aria-describedby={describedBy} value={settings.parent ?? ''} onChange={(e) => set({ parent: e.target.value ? Number(e.target.value) : null })}>
          <option value="">{s.none()}</option>
          {settings.parent !== null && !parents.some((option) => option.id === settings.parent) && <option value={settings.parent}>#{settings.parent}</option>}
          {parents
            .filter((option) => option.id !== settings.id)
            .map((option) => (
              <option key={option.id} value={option.id}>
                {option.title} ({option.url})
              </option>
            ))}
        </select>
      ))}
    </fieldset>
  );
}
