/** The login address (design setting `loginUrl`, issue #10 point 1) with `?next=` back to where the visitor was. */
export function loginHref(loginUrl: string, next: string): string {
  return `${loginUrl}${loginUrl.includes('?') ? '&' : '?'}${new URLSearchParams({ next })}`;
}
