/**
 * Every module type's declaration by type, without renderers: what the server validates with and the
 * editor builds forms from (STYLE.md 2). Renderers are registered in registry.ts.
 */
import type { ModuleDeclaration } from './define';
import { isModuleType, type ModuleType } from './types';
import anchorItem from './anchor-item/schema';
import anchorList from './anchor-list/schema';
import audioEmbed from './audio-embed/schema';
import blogTeaserList from './blog-teaser-list/schema';
import container from './container/schema';
import eventList from './event-list/schema';
import faq from './faq/schema';
import faqItem from './faq-item/schema';
import fullTeaser from './full-teaser/schema';
import headline from './headline/schema';
import heroMedia from './hero-media/schema';
import highlightTeaser from './highlight-teaser/schema';
import form from './form/schema';
import forms from './forms/schema';
import html from './html/schema';
import image from './image/schema';
import imageList from './image-list/schema';
import link from './link/schema';
import logoList from './logo-list/schema';
import pdfViewer from './pdf-viewer/schema';
import quote from './quote/schema';
import section from './section/schema';
import selfHostedAudio from './self-hosted-audio/schema';
import selfHostedVideo from './self-hosted-video/schema';
import socialMedia from './social-media/schema';
import teaserItem from './teaser-item/schema';
import teaserList from './teaser-list/schema';
import text from './text/schema';
import twoColumns from './two-columns/schema';
import venue from './venue/schema';
import venueList from './venue-list/schema';
import video from './video/schema';
import videoList from './video-list/schema';
import videoListItem from './video-list-item/schema';

export const DECLARATIONS = {
  [headline.type]: headline,
  [text.type]: text,
  [link.type]: link,
  [image.type]: image,
  [video.type]: video,
  [videoList.type]: videoList,
  [videoListItem.type]: videoListItem,
  [selfHostedVideo.type]: selfHostedVideo,
  [audioEmbed.type]: audioEmbed,
  [selfHostedAudio.type]: selfHostedAudio,
  [pdfViewer.type]: pdfViewer,
  [quote.type]: quote,
  [faq.type]: faq,
  [faqItem.type]: faqItem,
  [fullTeaser.type]: fullTeaser,
  [teaserList.type]: teaserList,
  [teaserItem.type]: teaserItem,
  [imageList.type]: imageList,
  [logoList.type]: logoList,
  [html.type]: html,
  [forms.type]: forms,
  [form.type]: form,
  [heroMedia.type]: heroMedia,
  [section.type]: section,
  [twoColumns.type]: twoColumns,
  [anchorList.type]: anchorList,
  [anchorItem.type]: anchorItem,
  [container.type]: container,
  [socialMedia.type]: socialMedia,
  [blogTeaserList.type]: blogTeaserList,
  [eventList.type]: eventList,
  [highlightTeaser.type]: highlightTeaser,
  [venue.type]: venue,
  [venueList.type]: venueList,
} as const satisfies Record<ModuleType, ModuleDeclaration>;

export { isModuleType, type ModuleType };

/**
 * Types no longer offered for new modules (the HubSpot form gave
 * way to the 'Formular' module). Their declarations stay, so modules saved before still read and save.
 */
export const RETIRED_TYPES: readonly ModuleType[] = ['forms'];

/** Types an editor may put straight into a section's column: all but the items that live only inside their list, and the retired ones. */
export const TOP_LEVEL_TYPES: readonly ModuleType[] = Object.values(DECLARATIONS)
  .filter((d: ModuleDeclaration) => !d.childOnly && !(RETIRED_TYPES as readonly string[]).includes(d.type))
  .map((d) => d.type);

export function declarationOf(type: string): ModuleDeclaration | null {
  return isModuleType(type) ? DECLARATIONS[type] : null;
}
