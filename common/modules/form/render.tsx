/**
 * The 'Formular' module: the form as its own page shows it (site/pages/form.tsx),
 * under the page's headline, so the form's title is a second-level heading here. Without JavaScript
 * the browser posts it to the form's address with this page's path (FORM_PAGE_FIELD), and the server
 * answers here: errors at their fields on this page, the confirmation after POST-redirect-GET.
 */
import { css } from 'goober';
import { useLocation } from 'wouter';
import { FormView } from '../../forms/view/form-view';
import type { RendererProps } from '../renderer-props';
import type declaration from './schema';

export function FormModule({ data, lang }: RendererProps<typeof declaration>) {
  const [path] = useLocation();
  const form = data.form;
  if (!form) return null;
  return (
    <section className={box} aria-labelledby={`form-${form.id}-title`} data-form-id={form.id}>
      <h2 id={`form-${form.id}-title`} className={title}>
        {form.title}
      </h2>
      {form.intro
        .split(/\n\s*\n/)
        .filter(Boolean)
        .map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      <FormView key={`${form.id}-${lang}`} form={form} lang={lang} page={path} />
    </section>
  );
}

const box = css`
  max-width: 48rem;
`;

const title = css`
  margin: 0 0 1rem;
`;
