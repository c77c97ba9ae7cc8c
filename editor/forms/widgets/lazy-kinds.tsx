/**
 * Stand-ins in the editor's entry for the widgets of field-kinds.tsx: each loads that chunk when a
 * form first shows it (the editor app is at its budget). One component per kind, made once,
 * so a form's re-render never remounts a widget and loses its typing.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import type { WidgetProps } from '../types';

type Kinds = typeof import('./field-kinds');

function lazyWidget(name: keyof Kinds): (props: WidgetProps) => React.ReactNode {
  const Loaded = lazy(async () => ({ default: (await import('./field-kinds'))[name] as ComponentType<WidgetProps> }));
  return (props) => (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}

export const ChoiceGroup = lazyWidget('ChoiceGroup');
export const PasswordWidget = lazyWidget('PasswordWidget');
export const SettingsWidget = lazyWidget('SettingsWidget');
export const RelationWidget = lazyWidget('RelationWidget');
export const VenueWidget = lazyWidget('VenueWidget');

// An event's seat groups and prices, a hub widget of its own chunk.
const PriceListLoaded = lazy(() => import('../../hub/price-list-widget'));
export function PriceListWidget(props: WidgetProps) {
  return (
    <Suspense fallback={null}>
      <PriceListLoaded {...props} />
    </Suspense>
  );
}
