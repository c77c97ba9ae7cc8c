/** The rich text kind: Editor.js loads with the first rich text field (richtext/editorjs-field.tsx). */
import { lazy, Suspense } from 'react';
import type { WidgetProps } from '../types';

const EditorJsField = lazy(async () => ({ default: (await import('../richtext/editorjs-field')).EditorJsField }));

export function RichTextWidget(p: WidgetProps) {
  return (
    <div data-invalid={p.invalid ? 'true' : undefined}>
      <Suspense fallback={<p aria-busy="true">…</p>}>
        <EditorJsField {...p} />
      </Suspense>
    </div>
  );
}
