import type { PageProps } from './page-props';

export default function Page(props: PageProps) {
  return <main id="content"><h1>{props.page?.headline ?? 'webshop'}</h1></main>;
}
