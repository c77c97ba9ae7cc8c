import { SECTION_LAYOUT_OPTIONS } from '../../option-labels';
import { defineModule } from '../define';

/** SPEC §3 Container: a nested column layout; its children fill the columns in order. */
export default defineModule({
  type: 'container',
  label: { de: 'Container', en: 'Container' },
  fields: {
    layout: { kind: 'choice', label: { de: 'Spaltenaufteilung', en: 'Column layout' }, options: SECTION_LAYOUT_OPTIONS, default: '100' },
    slug: { kind: 'text', label: { de: 'Kennung', en: 'Identifier' }, required: true },
  },
  children: ['headline', 'text', 'link', 'image', 'video', 'self-hosted-video', 'audio-embed', 'self-hosted-audio', 'pdf-viewer', 'quote', 'faq', 'html', 'social-media'],
});
