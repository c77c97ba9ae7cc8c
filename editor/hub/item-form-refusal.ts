import type { ValidationErrorBody } from '../../common/api/editor';
import type { CollectionDeclaration } from '../../common/collections/define';
import { errorMessage } from '../i18n/field-errors';
import { isLang, type Lang } from '../../common/routes';
import { tHub } from './strings';

/** The item form's status line when the server refused a save (editor/hub/item-form.tsx). */
export function refusalStatus(collection: CollectionDeclaration, body: ValidationErrorBody, lang: Lang): string {
  const s = tHub(lang);
  // A refused field this form does not show is named with the message, never dropped.
  const unshown = body.errors.filter((e) => !collection.fields[e.field.split('.')[0]!]).map((e) => `${e.field}: ${errorMessage(e, lang)}`);
  // The summary names the fields in words ('Adresse (Slug) (Deutsch)'): the message alone said 'this field'.
  const named = body.errors.flatMap((e) => {
    const [name, language] = e.field.split('.') as [string, string | undefined];
    const label = collection.fields[name]?.label[lang];
    return label ? [language && isLang(language) ? `${label} (${language === 'de' ? s.german() : s.english()})` : label] : [];
  });
  return [named.length ? s.checkFields({ fields: [...new Set(named)].join(', ') }) : body.message, ...unshown].join(' ');
}
