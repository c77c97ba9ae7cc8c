/**
 * Lists as word processors put them on the clipboard, made into real nested
 * `ul`/`ol` before the converter reads them:
 * - Word writes no list at all: paragraphs with `mso-list:l0 level2 lfo1` in their style and the
 *   bullet or number as text between `<![if !supportLists]>` and `<![endif]>`.
 * - Google Docs nests a list directly in its parent list (`<ul><li>…</li><ul>…</ul></ul>`), which the
 *   parser keeps; read as it stands, the nested items would come out twice or flat.
 */

const LIST_TAGS = new Set(['UL', 'OL']);

/** Word's list ("l0") and level of a list paragraph, or null for any other node. */
function wordList(node: Node): { list: string; level: number } | null {
  if (node.nodeType !== 1) return null;
  const match = /mso-list:\s*(l\d+)\s+level(\d+)/i.exec((node as Element).getAttribute('style') ?? '');
  return match ? { list: match[1]!, level: Number(match[2]) } : null;
}

const isBlank = (node: Node) => node.nodeType === 8 || (node.nodeType === 3 && !(node.textContent ?? '').trim());

/**
 * Takes the bullet or number out of a Word list paragraph and answers it: the nodes between the
 * `[if !supportLists]` and `[endif]` comments, and any `mso-list:Ignore` span (Word for Mac).
 */
function takeMarker(paragraph: Element): string {
  let marker = '';
  let skipping = false;
  for (const node of Array.from(paragraph.childNodes)) {
    if (node.nodeType === 8) {
      const data = (node as Comment).data.trim();
      if (/^\[if !supportLists\]/i.test(data)) skipping = true;
      else if (/^\[endif\]/i.test(data)) skipping = false;
      node.remove();
    } else if (skipping) {
      marker += node.textContent ?? '';
      node.remove();
    }
  }
  for (const span of Array.from(paragraph.querySelectorAll('span'))) {
    if (/mso-list:\s*ignore/i.test(span.getAttribute('style') ?? '')) {
      marker += span.textContent ?? '';
      span.remove();
    }
  }
  return marker.replace(/\u00a0/g, ' ').trim();
}

/** "1.", "a)", "iv." number a list; "·", "o", "§", "-" are bullets. */
const orderedMarker = (marker: string) => /^\(?([0-9]+|[a-z]|[ivxlc]+)[.)]/i.test(marker);

/** Replaces each run of Word list paragraphs under `parent` by one nested list. */
function wordListsIn(parent: Element): void {
  const nodes = Array.from(parent.childNodes);
  for (let i = 0; i < nodes.length; i++) {
    const listId = wordList(nodes[i]!)?.list;
    if (!listId) continue;
    const doc = parent.ownerDocument;
    // Lists by level while the run goes on; each new paragraph becomes an item at its level.
    const stack: { level: number; list: Element }[] = [];
    const first = nodes[i]!;
    const roots: Element[] = [];
    let j = i;
    for (; j < nodes.length; j++) {
      const node = nodes[j]!;
      const found = wordList(node);
      // A run ends at other content or where the next list begins (Word's list ids differ).
      if (!found || found.list !== listId) {
        if (!found && isBlank(node)) continue;
        break;
      }
      const level = found.level;
      const paragraph = node as Element;
      const tag = orderedMarker(takeMarker(paragraph)) ? 'ol' : 'ul';
      while (stack.length && stack.at(-1)!.level > level) stack.pop();
      if (!stack.length || stack.at(-1)!.level < level) {
        const list = doc.createElement(tag);
        const owner = stack.at(-1)?.list.lastElementChild;
        if (owner) owner.append(list);
        else roots.push(list);
        stack.push({ level, list });
      }
      const item = doc.createElement('li');
      item.append(...Array.from(paragraph.childNodes));
      stack.at(-1)!.list.append(item);
    }
    for (const list of roots) parent.insertBefore(list, first);
    for (const node of nodes.slice(i, j)) node.remove();
    i = j - 1;
  }
}

/** A list inside a list (not inside an item) goes into the item before it. */
function nestListsInItems(root: Element): void {
  for (const list of Array.from(root.querySelectorAll('ul, ol'))) {
    const parent = list.parentElement;
    if (!parent || !LIST_TAGS.has(parent.tagName)) continue;
    let before = list.previousElementSibling;
    if (!before || before.tagName !== 'LI') {
      before = list.ownerDocument.createElement('li');
      list.before(before);
    }
    before.append(list);
  }
}

export function normaliseLists(root: Element): void {
  const parents = new Set<Element>();
  for (const el of Array.from(root.querySelectorAll('[style]'))) if (wordList(el) && el.parentElement) parents.add(el.parentElement);
  for (const parent of parents) wordListsIn(parent);
  nestListsInItems(root);
}
