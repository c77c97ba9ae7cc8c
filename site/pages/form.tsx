/**
 * /{lang}/forms/{slug}/{id} (SPEC §2): one of our own forms. On first load the shell has
 * inlined the form (server/features/forms/route-loader.ts); after client navigation it is fetched.
 */
import { useEffect, useState } from 'react';
import { getForm } from '../../common/api/forms-client';
import type { Form } from '../../common/api/forms';
import { tForms } from '../../common/forms/messages';
import { FormView } from '../../common/forms/view/form-view';
import * as s from '../../common/forms/view/styles';
import { useDocumentTitle } from '../router/document-state';
import type { PageProps } from './page-props';

type Loaded = { form: Form } | { failed: true } | null;

export default function FormPage({ lang, params, data, path }: PageProps<'form'>) {
  const inlined = data;
  const id = params.id ?? '';
  const [loaded, setLoaded] = useState<Loaded>(() => (inlined ? { form: inlined } : null));

  useEffect(() => {
    if (inlined && String(inlined.id) === id) {
      setLoaded({ form: inlined });
      return;
    }
    let current = true;
    setLoaded(null);
    getForm(lang, id).then(
      (form) => current && setLoaded({ form }),
      () => current && setLoaded({ failed: true }),
    );
    return () => {
      current = false;
    };
  }, [lang, id, inlined]);

  const strings = tForms(lang);
  const shown = loaded && 'form' in loaded ? loaded.form : null;
  useDocumentTitle(path, shown?.title, shown?.urls);
  if (!loaded) {
    return (
      <section className={s.page} aria-busy="true">
        <p role="status">{strings.loading()}</p>
      </section>
    );
  }
  if ('failed' in loaded) {
    return (
      <section className={s.page}>
        <p role="alert">{strings.unavailable()}</p>
      </section>
    );
  }
  const { form } = loaded;
  return (
    <section className={s.page}>
      <h1 className={s.title}>{form.title}</h1>
      {form.intro
        .split(/\n\s*\n/)
        .filter(Boolean)
        .map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      <FormView key={`${form.id}-${lang}`} form={form} lang={lang} />
    </section>
  );
}
