import { useEffect, useRef, useState } from 'react';
import type { AdminItem, InUseBody } from '../../common/api/admin';
import { isValidationError } from '../../common/api/editor';
import type { CollectionDeclaration } from '../../common/collections/define';
import type { FieldError } from '../../common/modules/define';
import type { Lang } from '../../common/routes';
import { EditorRequestError } from '../api/request';
import { focusFirstError } from '../forms/form-generator';
import { createItem, deleteItem, loadItem, updateItem } from './api';
import { HUB_ROOT, navigate } from './address';
import { refusalStatus } from './item-form-refusal';
import { tHub } from './strings';
import { useItemValues } from './use-item-values';

/** The status a new item's form hands to the form it moves to once stored (it remounts by its id). */
let carriedStatus = '';

/**
 * One item in its form (editor/hub/item-form.tsx): loaded, edited, saved with the server's field
 * errors kept for their fields, and deleted after asking, again when the item is in use (409).
 */
export function useItemForm(collection: CollectionDeclaration, id: number | 'new', lang: Lang) {
  const s = tHub(lang);
  const [item, setItem] = useState<AdminItem | null>(null);
  const { values, setValues, setField } = useItemValues(collection, item);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [status, setStatus] = useState(() => {
    const carried = carriedStatus;
    carriedStatus = '';
    return carried;
  });
  const form = useRef<HTMLFormElement>(null);
  const listHref = `${HUB_ROOT}/${collection.path}/`;

  useEffect(() => {
    if (id === 'new') return;
    loadItem(collection.slug, id, lang).then(
      (loaded) => {
        setItem(loaded);
        setValues(loaded.values);
      },
      (error: Error) => setStatus(s.failed({ message: error.message })),
    );
  }, [collection.slug, id, lang]);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const data = Object.fromEntries(Object.entries(values).filter(([name]) => collection.fields[name] && !collection.fields[name]!.readOnly));
    try {
      const saved = id === 'new' ? await createItem(collection.slug, data, lang) : await updateItem(collection.slug, id, data, lang);
      setErrors([]);
      setStatus(s.saved());
      setItem(saved);
      setValues(saved.values);
      if (id === 'new') {
        carriedStatus = s.saved();
        navigate(`${listHref}${saved.id}/`);
      }
    } catch (error) {
      const body = error instanceof EditorRequestError ? error.body : null;
      if (isValidationError(body)) {
        setErrors(body.errors);
        setStatus(refusalStatus(collection, body, lang));
        requestAnimationFrame(() => focusFirstError(form.current));
      } else setStatus(s.failed({ message: (error as Error).message }));
    }
  };

  const remove = async () => {
    if (id === 'new' || !window.confirm(s.deleteConfirm({ title: item?.title ?? '' }))) return;
    try {
      await deleteItem(collection.slug, id, false, lang);
    } catch (error) {
      const body = error instanceof EditorRequestError && error.status === 409 ? (error.body as InUseBody) : null;
      if (!body) return setStatus(s.failed({ message: (error as Error).message }));
      if (!window.confirm(s.inUse({ list: body.used_by.map((u) => u.words).join('\n') }))) return;
      await deleteItem(collection.slug, id, true, lang);
    }
    navigate(listHref);
  };

  return { form, item, values, setField, errors, status, listHref, save, remove };
}
