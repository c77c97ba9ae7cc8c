import type { RendererProps } from '../renderer-props';
import type declaration from './schema';

/**
 * Editor-entered HTML, shown as given (SPEC §3 HTML module): only logged-in editors can write it.
 * Scripts inside do not run (innerHTML never executes them); embeds that need a script belong in
 * the consent-aware embed modules.
 */
export function Html({ data }: RendererProps<typeof declaration>) {
  return <div dangerouslySetInnerHTML={{ __html: data.html_code }} />;
}
