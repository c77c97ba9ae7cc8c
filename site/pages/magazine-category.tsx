/** A magazine category (SPEC §2 .../categories/{category}/{id}): its articles. */
import { MagazineListPage } from '../widgets/magazine/list-page';
import type { PageProps } from './page-props';

export default function MagazineCategoryPage(props: PageProps<'magazine-category'>) {
  return <MagazineListPage {...props} view="magazine-category" />;
}
