/** A magazine tag (SPEC §2 .../tags/{tag}/{id}): the articles on one #Topic. */
import { MagazineListPage } from '../widgets/magazine/list-page';
import type { PageProps } from './page-props';

export default function MagazineTagPage(props: PageProps<'magazine-tag'>) {
  return <MagazineListPage {...props} view="magazine-tag" />;
}
