/** The media library (SPEC §2 /de/mediathek-de, /en/mediathek-en): every article, newest first. */
import { MagazineListPage } from '../widgets/magazine/list-page';
import type { PageProps } from './page-props';

export default function MagazinePage(props: PageProps<'magazine'>) {
  return <MagazineListPage {...props} view="magazine" />;
}
