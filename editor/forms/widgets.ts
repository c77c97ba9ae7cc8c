/** Field kind → widget: the only place a kind meets its control, in the hub and the page editor alike. */
import type { WidgetMap } from './types';
import { CheckboxWidget, ChoiceWidget, DateWidget, NumberWidget, TextareaWidget, TextWidget, UrlWidget } from './widgets/basic';
import { PasswordWidget, PriceListWidget, RelationWidget, SettingsWidget, VenueWidget } from './widgets/lazy-kinds';
import { LinkWidget } from './widgets/link';
import { MediaWidget } from './widgets/media';
import { RichTextWidget } from './widgets/richtext';

export const WIDGETS: WidgetMap = {
  text: TextWidget,
  richtext: RichTextWidget,
  number: NumberWidget,
  boolean: CheckboxWidget,
  choice: ChoiceWidget,
  image: MediaWidget,
  file: MediaWidget,
  url: UrlWidget,
  link: LinkWidget,
  date: DateWidget,
  embed: TextareaWidget,
  html: TextareaWidget,
  venue: VenueWidget,
  relation: RelationWidget,
  password: PasswordWidget,
  settings: SettingsWidget,
  prices: PriceListWidget,
};
