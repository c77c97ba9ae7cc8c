import type { PageTreeNode } from '../../common/api/page-tree';
import type { Lang } from '../../common/routes';
import { control } from '../forms/widgets/styles';
import { tPageTree } from './strings';
import { fieldRow, message } from './styles';
import { titleOf } from './tree-text';

interface Props {
  id: string;
  lang: Lang;
  tree: PageTreeNode[];
  parent: number | null;
  onChange(parent: number | null): void;
  error: string | null;
}

/** The new page's parent: the top level or any page of the tree, indented by its depth. */
export function ParentSelect({ id, lang, tree, parent, onChange, error }: Props) {
  const s = tPageTree(lang);
  const depthOf = (node: PageTreeNode): number => {
    let depth = 0;
    for (let up = tree.find((n) => n.id === node.parent); up && depth < 20; up = tree.find((n) => n.id === up!.parent)) depth++;
    return depth;
  };
  return (
    <div className={fieldRow}>
      <label htmlFor={id}>{s.parent()}</label>
      <select id={id} className={control} value={parent ?? ''} aria-invalid={error ? true : undefined} aria-describedby={`${id}-note`} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}>
        <option value="">{s.topLevel()}</option>
        {tree.map((node) => (
          <option key={node.id} value={node.id}>
            {`${'\u2003'.repeat(depthOf(node))}${titleOf(node, lang)}`}
          </option>
        ))}
      </select>
      <p id={`${id}-note`} className={message} data-field-message="parent">
        {error}
      </p>
    </div>
  );
}
