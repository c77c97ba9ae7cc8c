/** One consent category in the dialog: its checkbox, what it is for and the services in it (SPEC §9). */
import { css } from 'goober';
import type { ConsentCategory } from '../../../common/consent/categories';
import { CONSENT_SERVICES } from '../../../common/consent/services';
import type { Lang } from '../../../common/routes';
import { colors } from '../../../common/theme';
import { tConsent } from './strings';

interface CategoryOptionProps {
  category: ConsentCategory;
  lang: Lang;
  checked: boolean;
  onChange(checked: boolean): void;
}

export function CategoryOption({ category, lang, checked, onChange }: CategoryOptionProps) {
  const text = tConsent(lang);
  const strings = text.categories[category];
  const required = category === 'required';
  const services = required ? text.categories.required.services() : CONSENT_SERVICES[category].join(', ');
  const id = `consent-${category}`;
  return (
    <div className={option}>
      <input
        type="checkbox"
        id={id}
        name={category}
        className={box}
        checked={required || checked}
        disabled={required}
        aria-describedby={`${id}-about`}
        onChange={(event) => onChange((event.currentTarget as HTMLInputElement).checked)}
      />
      <div>
        <label htmlFor={id} className={label}>
          {strings.title()}
        </label>
        <div id={`${id}-about`} className={about}>
          <p>{strings.description()}</p>
          <p>
            {text.servicesLabel()} {services}
          </p>
        </div>
      </div>
    </div>
  );
}

const option = css`
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  padding: 0.75rem 0;
  border-top: 1px solid ${colors.border};
`;

const box = css`
  flex: none;
  width: 1.25rem;
  height: 1.25rem;
  margin: 0.15rem 0 0;
  accent-color: ${colors.primary};
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

const label = css`
  font-weight: 600;
  cursor: pointer;
`;

const about = css`
  color: ${colors.textMuted};
  font-size: 0.875rem;
  & p {
    margin: 0.25rem 0 0;
  }
`;
