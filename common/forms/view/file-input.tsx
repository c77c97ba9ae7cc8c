/**
 * A file field (type 9): the file goes up as soon as it is chosen, with a progress bar; the field's
 * value becomes the upload's id. Too large a file is refused before it is sent.
 */
import { useRef, useState } from 'react';
import type { ApiError } from '../../api/types';
import { MAX_UPLOAD_TEXT, fileTooLargeMessage, tForms } from '../messages';
import { MAX_UPLOAD_BYTES, UPLOAD_ACCEPT, UPLOAD_KINDS } from '../uploads';
import type { Lang } from '../../routes';
import * as s from './styles';
import { uploadTempFile } from './upload';

interface FileInputProps {
  id: string;
  lang: Lang;
  value: string | null;
  required: boolean;
  describedBy: string;
  invalid: boolean;
  onChange(value: string | null): void;
  onBusy(busy: boolean): void;
  onError(message: string | null): void;
}

export function FileInput({ id, lang, value, required, describedBy, invalid, onChange, onBusy, onError }: FileInputProps) {
  const strings = tForms(lang).upload;
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [name, setName] = useState('');

  async function choose(file: File | undefined) {
    onChange(null);
    setName('');
    if (!file) return;
    if (file.size > MAX_UPLOAD_BYTES) {
      onError(fileTooLargeMessage(lang));
      return;
    }
    onError(null);
    onBusy(true);
    setPercent(0);
    try {
      const stored = await uploadTempFile(lang, file, setPercent);
      setName(stored.name);
      onChange(stored.id);
    } catch (error) {
      const status = (error as ApiError).statusCode;
      // 413 and 415 carry the reason in the visitor's language; anything else gets the general text.
      onError(status === 413 || status === 415 ? (error as ApiError).message : strings.failed());
      if (input.current) input.current.value = '';
    } finally {
      setPercent(null);
      onBusy(false);
    }
  }

  function remove() {
    onChange(null);
    setName('');
    if (input.current) {
      input.current.value = '';
      input.current.focus();
    }
  }

  const hintId = `${id}-hint`;
  return (
    <>
      <input
        ref={input}
        id={id}
        className={s.control}
        type="file"
        accept={UPLOAD_ACCEPT}
        required={required}
        aria-invalid={invalid}
        aria-describedby={`${hintId} ${describedBy}`.trim()}
        onChange={(event) => void choose((event.currentTarget as HTMLInputElement).files?.[0])}
      />
      <p id={hintId} className={s.help}>
        {strings.hint({ max: MAX_UPLOAD_TEXT, kinds: UPLOAD_KINDS })}
      </p>
      <div aria-live="polite">
        {percent !== null && (
          <>
            <progress className={s.progress} max={100} value={percent} aria-label={strings.progress({ percent })} />
            <p className={s.help}>{strings.progress({ percent })}</p>
          </>
        )}
        {value && name && (
          <p className={s.help}>
            {strings.done({ name })}{' '}
            <button type="button" className={s.linkButton} onClick={remove}>
              {strings.remove()}
            </button>
          </p>
        )}
      </div>
    </>
  );
}
