/**
 * Puts pasted HTML into Editor.js as blocks, loaded on the first paste with HTML
 * (its own chunk: scripts/budget.mjs EDITOR_ON_DEMAND). A paste of one paragraph into a paragraph
 * with text goes in at the caret; anything more becomes blocks after the current one (or in place of
 * an empty one), so a list stays a list and a table its rows.
 */
import type EditorJS from '@editorjs/editorjs';
import { pastedHtmlToBlocks } from './pasted-html';

export async function insertPaste(editor: EditorJS, html: string): Promise<void> {
  const blocks = pastedHtmlToBlocks(html, location.origin);
  if (!blocks.length) return;
  const api = editor.blocks;
  const index = api.getCurrentBlockIndex();
  const current = index >= 0 ? api.getBlockByIndex(index) : undefined;
  const single = blocks.length === 1 ? blocks[0]! : null;
  if (single?.type === 'paragraph' && current && current.name === 'paragraph' && !current.isEmpty) {
    document.execCommand('insertHTML', false, String(single.data.text));
    return;
  }
  const replace = Boolean(current?.isEmpty);
  let at = index < 0 ? api.getBlocksCount() : replace ? index : index + 1;
  blocks.forEach((block, n) => {
    api.insert(block.type, block.data, undefined, at, false, replace && n === 0);
    at++;
  });
  editor.caret.setToBlock(at - 1, 'end');
}
