import { css } from 'goober';
import type { AdminItem } from '../../common/api/admin';
import type { CollectionDeclaration } from '../../common/collections/define';
import type { Lang } from '../../common/routes';
import { tHub } from './strings';

interface Props {
  collection: CollectionDeclaration;
  id: number | 'new';
  item: AdminItem | null;
  lang: Lang;
  onDelete(): void;
}

/** The item form's buttons and links: save, delete (not a new item's, nor a singleton's), the item on the site, a form's entries. */
export function ItemFormActions({ collection, id, item, lang, onDelete }: Props) {
  const s = tHub(lang);
  return (
    <div className={actions}>
      <button type="submit">{s.save()}</button>
      {id !== 'new' && !collection.singleton && (
        <button type="button" onClick={onDelete}>
          {s.delete()}
        </button>
      )}
      {item?.visitor_urls && <a href={item.visitor_urls[lang]}>{s.viewOnSite()}</a>}
      {collection.slug === 'form' && id !== 'new' && <a href={`/cms-api/forms/${id}/entries.csv`}>{s.exportCsv()}</a>}
    </div>
  );
}

const actions = css`
  display: flex;
  gap: 1rem;
  align-items: center;
`;
