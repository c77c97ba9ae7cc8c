/**
 * What stands between the visitor and sending, above the form: why sending failed, or each field in
 * error linked to its control. It takes focus when sending fails, so a screen reader hears it at once.
 */
import type { Ref } from 'react';
import type { FormField } from '../../api/forms';
import { tForms } from '../messages';
import type { Lang } from '../../routes';
import { controlId } from './field';
import * as s from './styles';

interface ErrorSummaryProps {
  lang: Lang;
  summaryRef: Ref<HTMLDivElement>;
  failure: string | null;
  /** The shown fields in error, in the form's order. */
  listed: FormField[];
  errors: Record<string, string>;
}

export function ErrorSummary({ lang, summaryRef, failure, listed, errors }: ErrorSummaryProps) {
  const hasSummary = listed.length > 0 || failure !== null;
  return (
    <div ref={summaryRef} tabIndex={-1} className={hasSummary ? s.summary : undefined} role={hasSummary ? 'alert' : undefined}>
      {hasSummary && (
        <>
          <h2>{failure ?? tForms(lang).summary()}</h2>
          {listed.length > 0 && (
            <ul>
              {listed.map((f) => (
                <li key={f.slug}>
                  <a href={`#${controlId(f.slug)}`}>
                    {f.label}: {errors[f.slug]}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
