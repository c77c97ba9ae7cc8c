/** Field kind → widget (issue #10 point 5): the only place a kind meets its control. */
import type { WidgetMap } from './types';
import { CheckboxWidget, DateWidget, NumberWidget, SelectWidget, TextareaWidget, TextWidget, UrlWidget, VenueWidget } from './widgets/basic';
import { LinkWidget } from './widgets/link';
import { MediaWidget } from './widgets/media';
import { RichTextWidget } from './widgets/richtext';

export const WIDGETS: WidgetMap = {
  text: TextWidget,
  richtext: RichTextWidget,
  number: NumberWidget,
  boolean: CheckboxWidget,
  select: SelectWidget,
  image: MediaWidget,
  file: MediaWidget,
  url: UrlWidget,
  link: LinkWidget,
  date: DateWidget,
  embed: TextareaWidget,
  html: TextareaWidget,
  venue: VenueWidget,
};
