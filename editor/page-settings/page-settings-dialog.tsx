/**
 * Page settings (SPEC §3 Page): title, headline, meta and Open Graph texts in
 * both languages, the flags, the address per language with a slug suggested from the title, and
 * the parent. Field errors of the 400 answer have dotted names (`urls.en`, `title.de`).
 */
import { useId } from 'react';
import { LANGS } from '../../common/routes';
import { Modal } from '../dialogs/modal';
import { tEditor } from '../state/content';
import { useLang } from '../state/store';
import { button, primaryButton } from '../styles';
import { tPageTree } from '../page-tree/strings';
import { LanguageFields } from './language-fields';
import { PlacementFields } from './placement-fields';
import { ShareImage } from './seo-previews';
import { settingsField } from './settings-field';
import { grid, message } from './styles';
import { usePageSettings } from './use-page-settings';

export default function PageSettingsDialog({ pageId }: { pageId: number }) {
  const lang = useLang();
  const s = tEditor(lang);
  const base = useId();
  const { settings, parents, errors, busy, summary, root, close, set, setText, submit } = usePageSettings(pageId, lang);
  /** The fields this dialog shows, filled while it renders: any other refused field goes to the summary. */
  const shown = new Set<string>();
  const field = settingsField({ base, errors, lang, shown });

  return (
    <Modal title={s.settingsTitle()} closeLabel={s.cancel()} onClose={close} wide>
      {!settings ? (
        <p aria-busy="true">…</p>
      ) : (
        <form ref={root} onSubmit={(event) => submit(event, shown)} noValidate className={grid} data-page-settings="">
          {summary.length > 0 && (
            <div role="alert" className={message} data-settings-summary="">
              {summary.map((line) => (
                <p key={line}>{line}</p>
              ))}
            </div>
          )}
          {LANGS.map((l) => (
            <LanguageFields key={l} l={l} lang={lang} settings={settings} field={field} set={set} setText={setText} />
          ))}
          <fieldset>
            <legend>{tPageTree(lang).shareImage()}</legend>
            {field('og_image', tPageTree(lang).shareImage(), (id) => (
              <span>
                <ShareImage
                  id={id}
                  lang={lang}
                  image={settings.og_image_preview}
                  onChange={(item) =>
                    set(
                      item
                        ? { og_image: { $media: item.id }, og_image_preview: { id: item.id, url: item.url, width: item.width ?? 0, height: item.height ?? 0, alt: item.alt[lang] ?? item.alt.de ?? '', credit: item.credit, renditions: [] } }
                        : { og_image: null, og_image_preview: null },
                    )
                  }
                />
              </span>
            ))}
          </fieldset>
          <PlacementFields lang={lang} base={base} settings={settings} parents={parents} field={field} set={set} />
          <div>
            <button type="submit" className={`${button} ${primaryButton}`} disabled={busy}>
              {busy ? s.saving() : s.save()}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}

