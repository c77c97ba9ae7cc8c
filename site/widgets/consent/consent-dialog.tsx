/**
 * The cookie banner and settings (SPEC §2 "Cookie banner", §9 "Cookie categories"): one
 * modal dialog with the four categories and their services, "Accept all", "Delete cookies" and
 * "Save settings". A native <dialog> opened with showModal(): the page behind is inert, so focus
 * stays inside, and Escape closes it — before a first decision that stores nothing and the banner
 * asks again on the next visit (docs/DECISIONS.md "Consent manager"). Opened through the one dialog
 * primitive (site/widgets/shared/use-modal-dialog.ts).
 *
 * The server draws it open in every page (a first visit sees it in the first paint)
 * as a form that posts the decision (common/consent/form.ts), so it works before the code arrives or
 * without JavaScript; '×' is a `method=dialog` button, which closes it natively. The app hydrates the
 * same markup, makes it modal and decides in the browser instead of posting.
 */
import { css } from 'goober';
import { dialogPanel } from '../shared/dialog-panel';
import { useModalDialog } from '../shared/use-modal-dialog';
import { useRef, useState, type FormEvent } from 'react';
import { CONSENT_CATEGORIES, type ConsentState } from '../../../common/consent/categories';
import { consent, decideConsent } from '../../../common/consent/consent';
import { deleteCookiesExcept } from '../../../common/consent/delete-cookies';
import { CONSENT_FORM_PATH, DECISION_FIELD, NEXT_FIELD, consentOfDecision, isConsentDecision, type ConsentDecision } from '../../../common/consent/form';
import { button, buttonSecondary } from '../../../common/modules/shared/styles';
import { buildPath, type Lang } from '../../../common/routes';
import { colors, fonts } from '../../../common/theme';
import { CONSENT_DIALOG_ATTRIBUTE } from '../../../common/styles/class-names';
import { CategoryOption } from './category-option';
import { tConsent } from './strings';

export interface ConsentDialogProps {
  lang: Lang;
  /** The required cookies, which "Delete cookies" keeps (common/consent/cookie.ts). */
  keep: ReadonlySet<string>;
  /** The page's address, where the form's post returns to. */
  next: string;
  onClose(): void;
}

const TITLE_ID = 'consent-title';
const INTRO_ID = 'consent-intro';

export function ConsentDialog({ lang, keep, next, onClose }: ConsentDialogProps) {
  const text = tConsent(lang);
  const dialog = useRef<HTMLDialogElement>(null);
  const [choice, setChoice] = useState<ConsentState>(() => consent.peek());

  useModalDialog(dialog, { onClose });

  const close = () => dialog.current?.close();
  // With the code here the decision is made in the browser; the post is for pages without it.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const decision = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value;
    if (!isConsentDecision(decision)) return;
    event.preventDefault();
    decideConsent(consentOfDecision(decision, (category) => choice[category as keyof ConsentState]));
    if (decision === 'delete') deleteCookiesExcept(keep);
    close();
  };
  const decision = (value: ConsentDecision) => ({ type: 'submit' as const, name: DECISION_FIELD, value });

  // `open` also in the browser: hydration keeps the server's open banner as it is until useModalDialog makes it modal.
  return (
    <dialog ref={dialog} open aria-labelledby={TITLE_ID} aria-describedby={INTRO_ID} className={panel} {...{ [CONSENT_DIALOG_ATTRIBUTE]: '' }}>
      <form method="post" action={CONSENT_FORM_PATH} onSubmit={submit}>
      <input type="hidden" name={NEXT_FIELD} value={next} />
      <div className={head}>
        <h2 id={TITLE_ID} className={title}>
          {text.title()}
        </h2>
        <button
          type="submit"
          formMethod="dialog"
          className={closeButton}
          onClick={(event) => {
            event.preventDefault();
            close();
          }}
          aria-label={text.close()}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p id={INTRO_ID} className={intro}>
        {text.intro()}
      </p>
      <fieldset className={list}>
        <legend className={legend}>{text.categoriesLegend()}</legend>
        {CONSENT_CATEGORIES.map((category) => (
          <CategoryOption
            key={category}
            category={category}
            lang={lang}
            checked={choice[category]}
            onChange={(on) => setChoice((current) => ({ ...current, [category]: on }))}
          />
        ))}
      </fieldset>
      <div className={actions}>
        <button {...decision('all')} className={button}>
          {text.acceptAll()}
        </button>
        <button {...decision('save')} className={button}>
          {text.save()}
        </button>
        <button {...decision('delete')} className={`${button} ${buttonSecondary}`}>
          {text.deleteCookies()}
        </button>
      </div>
      <p className={links}>
        <a href={buildPath('legals-privacy', lang)}>{text.privacy()}</a>
        <a href={buildPath('legals-imprint', lang)}>{text.imprint()}</a>
      </p>
      </form>
    </dialog>
  );
}

/**
 * No padding below: the sticky decisions sit flush with the sheet's foot, nothing scrolls beneath them.
 * The server's banner is an open dialog that is not modal yet (no top layer, no ::backdrop): fixed
 * where the modal one sits, over the page, with the backdrop's shade, so becoming modal moves nothing.
 * A stored decision hides it before paint (server/shell/consent-script.ts, critical CSS).
 */
const panel = `${dialogPanel('46rem')} ${css`
  padding-bottom: 0 !important;
  &[open]:not(:modal) {
    position: fixed;
    inset: 0;
    z-index: 1000;
    box-shadow: 0 0 0 100vmax color-mix(in srgb, ${colors.text} 45%, transparent);
  }
`}`;

const head = css`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 1rem;
`;

const title = css`
  margin: 0 0 0.75rem;
  font-family: ${fonts.heading};
  font-size: clamp(1.375rem, 3vw, 1.75rem);
`;

const closeButton = css`
  flex: none;
  width: 2.75rem;
  height: 2.75rem;
  border: 1px solid ${colors.border};
  border-radius: 50%;
  background: ${colors.background};
  color: inherit;
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

const intro = css`
  margin: 0 0 1rem;
`;

const list = css`
  margin: 0 0 1.25rem;
  padding: 0;
  border: 0;
`;

const legend = css`
  padding: 0;
  margin-bottom: 0.5rem;
  font-weight: 600;
`;

/**
 * The three decisions stay in view at the foot of the sheet while the categories scroll beneath them:
 * on a 390×844 phone they sat below the fold, and only '×' was visible.
 */
const actions = css`
  position: sticky;
  bottom: 0;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 0.75rem;
  padding: 0.75rem 0 1.25rem;
  border-top: 1px solid ${colors.border};
  background: ${colors.background};
`;

const links = css`
  display: flex;
  gap: 1.5rem;
  margin: 0 0 1.25rem;
  font-size: 0.875rem;
  & a {
    color: inherit;
  }
`;
