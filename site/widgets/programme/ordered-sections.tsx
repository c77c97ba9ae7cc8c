/**
 * The sections of an event or production page in the order the design settings give (SPEC §3
 * "Design settings": e.g. OpeningHours, Description, ImageSlider, Programs, Video, Contributors,
 * Events, Blog, Promoter). A section the settings do not name follows at the end, so content never
 * disappears because the list was written before the section existed.
 */
import { Fragment, type ReactNode } from 'react';
import { commonData } from '../../stores/site-data';

/** The section names of SPEC §3; a page fills those it has. */
export type DetailSection = 'OpeningHours' | 'Description' | 'ImageSlider' | 'Programs' | 'Video' | 'Contributors' | 'Events' | 'Blog' | 'Promoter';

export function orderSections(sections: Partial<Record<DetailSection, ReactNode>>, order: readonly string[]): [string, ReactNode][] {
  const present = (Object.entries(sections) as [string, ReactNode][]).filter(([, node]) => node !== null && node !== undefined && node !== false);
  const rank = (name: string) => {
    const at = order.indexOf(name);
    return at === -1 ? order.length : at;
  };
  return present.sort((a, b) => rank(a[0]) - rank(b[0]));
}

export function OrderedSections({ sections }: { sections: Partial<Record<DetailSection, ReactNode>> }) {
  const order = commonData.value?.settings.design.detailSectionOrder ?? [];
  return (
    <>
      {orderSections(sections, order).map(([name, node]) => (
        <Fragment key={name}>{node}</Fragment>
      ))}
    </>
  );
}
