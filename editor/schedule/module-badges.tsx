/**
 * Edit mode's badges on the page itself ("Bilingual care"): over
 * every module that is scheduled, expired, ending or behind in this language. The visitor app marks
 * where each module starts while editing (common/modules/module-id-attribute.ts); the badge sits at
 * the top right of the module's first box. The section layer re-renders every second, so a badge turns
 * from 'scheduled' to 'until …' or goes when its time comes.
 */
import { css } from 'goober';
import type { Page } from '../../common/api/types';
import { moduleElement } from '../../common/modules/module-id-attribute';
import { serverNow } from '../conflict/revision';
import { useLang } from '../state/store';
import { BadgeList } from './badge-list';
import { allModules, moduleBadges } from './badges';

function boxOf(id: number): DOMRect | null {
  const rect = moduleElement(id)?.getBoundingClientRect();
  return rect && (rect.width > 0 || rect.height > 0) ? rect : null;
}

export function ModuleBadges({ page }: { page: Page }) {
  const lang = useLang();
  const now = serverNow();
  const modules = page.modules.flatMap((section) => section.columns.flatMap((column) => allModules(column.children)));
  return (
    <>
      {modules.map((module) => {
        const badges = moduleBadges(module, now, lang);
        const box = badges.length ? boxOf(module.id) : null;
        if (!box) return null;
        return (
          <div key={module.id} className={spot} style={{ top: box.top + scrollY + 4, left: box.right + scrollX - 4 }} data-module-badges={module.id}>
            <BadgeList badges={badges} />
          </div>
        );
      })}
    </>
  );
}

/** Top right of the module: the section's strip of actions sits top left. Clicks pass through to what lies below. */
const spot = css`
  position: absolute;
  transform: translateX(-100%);
  pointer-events: none;
  box-shadow: 0 1px 4px rgb(0 0 0 / 0.3);
  border-radius: 3px;
`;
