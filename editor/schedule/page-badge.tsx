/** The page's own go-live/expiry in the toolbar. */
import type { Page } from '../../common/api/types';
import { serverNow } from '../conflict/revision';
import { useLang } from '../state/store';
import { BadgeList } from './badge-list';
import { scheduleBadge } from './badges';

export function PageScheduleBadge({ page }: { page: Page }) {
  const lang = useLang();
  const window = page.for_editors;
  const badge = window ? scheduleBadge(window, serverNow(), lang) : null;
  return badge ? <BadgeList badges={[badge]} /> : null;
}
