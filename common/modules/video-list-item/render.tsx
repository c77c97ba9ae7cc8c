import type { RendererProps } from '../renderer-props';
import { Video } from '../video/render';
import type declaration from './schema';

/** A video list's item shows like the video module; only its address rule differs (SPEC §5). */
export function VideoListItem({ data, module, lang, items }: RendererProps<typeof declaration>) {
  return <Video data={data} module={module} lang={lang} items={items} />;
}
