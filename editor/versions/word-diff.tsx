/** One text's word-level diff: removed words struck through, added ones marked, both named for screen readers. */
import { css } from 'goober';
import type { WordPart } from '../../common/api/versions';
import { tEditor } from '../state/content';
import { useLang } from '../state/store';
import { srOnly } from '../styles';

export function WordDiff({ words }: { words: WordPart[] }) {
  const s = tEditor(useLang());
  return (
    <span className={text}>
      {words.map((part, i) =>
        part.added ? (
          <ins key={i}>
            <span className={srOnly}>{s.diffInserted()}: </span>
            {part.value}
          </ins>
        ) : part.removed ? (
          <del key={i}>
            <span className={srOnly}>{s.diffDeleted()}: </span>
            {part.value}
          </del>
        ) : (
          <span key={i}>{part.value}</span>
        ),
      )}
    </span>
  );
}

const text = css`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  ins {
    background: #d3f5dc;
    color: #0b3d1a;
    text-decoration: underline;
  }
  del {
    background: #fbe0e0;
    color: #6b0b0b;
  }
`;
