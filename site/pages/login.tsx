/**
 * The login address (routes.ts `login`, issue #10 point 1). Placeholder of the server branch so the
 * route table and the page registry agree; the form itself is built on branch i10-editor, which
 * replaces this file. It posts common/api/editor.ts LOGIN_PATH.
 */
import type { PageProps } from './page-props';

export default function Login(_props: PageProps) {
  return null;
}
