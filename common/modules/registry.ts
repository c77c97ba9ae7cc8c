/**
 * The one map from module type to its renderer (STYLE.md 3), shared by the visitor app and the
 * editor; declarations.ts is the one map from type to declaration. The two stay apart so the visitor
 * bundle carries no schemas or validators: the server fills in declared defaults before it answers.
 * Types declared without a renderer yet (the HubSpot form: its embed needs a portal id nothing
 * stores) render nothing.
 */
import type { ComponentType } from 'react';
import type { DECLARATIONS } from './declarations';
import type { ModuleType } from './types';
import type { ModuleDeclaration } from './define';
import { deferred } from './deferred';
import { lazyRenderer } from './shared/lazy-renderer';
import type { RendererProps } from './renderer-props';
import { Container } from './container/render';
import { EventList } from './event-list/lazy';
import { Headline } from './headline/render';
import { Link } from './link/render';
import { Text } from './text/render';
import { Venue, VenueList } from './venue/lazy';

/**
 * Renderers of sections, images, teasers, anchor lists and two columns, which the server renders in full: their
 * markup is links, text and images that work before any script runs, so their code loads as the app
 * hydrates rather than in the first load, and only on pages that hold them.
 */
const HeroMedia = lazyRenderer<RendererProps<Declarations['hero-media']>>(async () => (await import('./hero-media/render')).HeroMedia);
const SectionModule = lazyRenderer<RendererProps<Declarations['section']>>(async () => (await import('./section/render')).SectionModule);
const Image = lazyRenderer<RendererProps<Declarations['image']>>(async () => (await import('./image/render')).Image);
const AnchorItem = lazyRenderer<RendererProps<Declarations['anchor-item']>>(async () => (await import('./anchor-item/render')).AnchorItem);
const AnchorList = lazyRenderer<RendererProps<Declarations['anchor-list']>>(async () => (await import('./anchor-list/render')).AnchorList);
const FullTeaser = lazyRenderer<RendererProps<Declarations['full-teaser']>>(async () => (await import('./full-teaser/render')).FullTeaser);
const TeaserItem = lazyRenderer<RendererProps<Declarations['teaser-item']>>(async () => (await import('./teaser-item/render')).TeaserItem);
const TeaserList = lazyRenderer<RendererProps<Declarations['teaser-list']>>(async () => (await import('./teaser-list/render')).TeaserList);
/** One of our forms: rendered in full by the server, its code (the form's widgets) loads only on pages that hold one. */
const FormModule = lazyRenderer<RendererProps<Declarations['form']>>(async () => (await import('./form/render')).FormModule);
const TwoColumns = lazyRenderer<RendererProps<Declarations['two-columns']>>(async () => (await import('./two-columns/render')).TwoColumns);

/**
 * Renderers of modules that usually sit below the fold load when their module nears the viewport
 * (deferred.tsx), so third-party embed handling, FAQs and lists stay out of the first load.
 */
const AudioEmbed = deferred<RendererProps<Declarations['audio-embed']>>(async () => (await import('./audio-embed/render')).AudioEmbed);
const Faq = deferred<RendererProps<Declarations['faq']>>(async () => (await import('./faq/render')).Faq);
const FaqItem = deferred<RendererProps<Declarations['faq-item']>>(async () => (await import('./faq-item/render')).FaqItem);
const Html = deferred<RendererProps<Declarations['html']>>(async () => (await import('./html/render')).Html);
const ImageList = deferred<RendererProps<Declarations['image-list']>>(async () => (await import('./image-list/render')).ImageList);
const LogoList = deferred<RendererProps<Declarations['logo-list']>>(async () => (await import('./logo-list/render')).LogoList);
const PdfViewer = deferred<RendererProps<Declarations['pdf-viewer']>>(async () => (await import('./pdf-viewer/render')).PdfViewer);
const Quote = deferred<RendererProps<Declarations['quote']>>(async () => (await import('./quote/render')).Quote);
const SelfHostedAudio = deferred<RendererProps<Declarations['self-hosted-audio']>>(async () => (await import('./self-hosted-audio/render')).SelfHostedAudio);
const SelfHostedVideo = deferred<RendererProps<Declarations['self-hosted-video']>>(async () => (await import('./self-hosted-video/render')).SelfHostedVideo);
const SocialMedia = deferred<RendererProps<Declarations['social-media']>>(async () => (await import('./social-media/render')).SocialMedia);
const Video = deferred<RendererProps<Declarations['video']>>(async () => (await import('./video/render')).Video);
const VideoList = deferred<RendererProps<Declarations['video-list']>>(async () => (await import('./video-list/render')).VideoList);
const VideoListItem = deferred<RendererProps<Declarations['video-list-item']>>(async () => (await import('./video-list-item/render')).VideoListItem);
const BlogTeaserList = deferred<RendererProps<Declarations['blog-teaser-list']>>(async () => (await import('./blog-teaser-list/render')).BlogTeaserList);
const HighlightTeaser = deferred<RendererProps<Declarations['highlight-teaser']>>(async () => (await import('./highlight-teaser/render')).HighlightTeaser);

type Declarations = typeof DECLARATIONS;

/** Each renderer typed against its own declaration: a renderer reading a field its type lacks does not compile. */
type Renderers = { [T in ModuleType]?: ComponentType<RendererProps<Declarations[T]>> };

const RENDERERS = {
  headline: Headline,
  text: Text,
  link: Link,
  image: Image,
  video: Video,
  'video-list': VideoList,
  'video-list-item': VideoListItem,
  'self-hosted-video': SelfHostedVideo,
  'audio-embed': AudioEmbed,
  'self-hosted-audio': SelfHostedAudio,
  'pdf-viewer': PdfViewer,
  quote: Quote,
  faq: Faq,
  'faq-item': FaqItem,
  'full-teaser': FullTeaser,
  'teaser-list': TeaserList,
  'teaser-item': TeaserItem,
  'image-list': ImageList,
  'logo-list': LogoList,
  html: Html,
  form: FormModule,
  'hero-media': HeroMedia,
  section: SectionModule,
  'two-columns': TwoColumns,
  'anchor-list': AnchorList,
  'anchor-item': AnchorItem,
  container: Container,
  'social-media': SocialMedia,
  'event-list': EventList,
  'blog-teaser-list': BlogTeaserList,
  'highlight-teaser': HighlightTeaser,
  venue: Venue,
  'venue-list': VenueList,
} satisfies Renderers;

/** Data checked against the declaration on write (server) arrives as plain JSON; renderers see it typed. */
export type AnyRendererProps = Omit<RendererProps<ModuleDeclaration>, 'data'> & { data: Record<string, unknown> };

/** The renderer of a type; null for types we do not know or cannot render yet. */
export function rendererOf(type: string): ComponentType<AnyRendererProps> | null {
  if (!Object.hasOwn(RENDERERS, type)) return null;
  // The one widening cast of the catalogue: the map above is checked type by type, lookups by a runtime string are not.
  return RENDERERS[type as keyof typeof RENDERERS] as unknown as ComponentType<AnyRendererProps>;
}
