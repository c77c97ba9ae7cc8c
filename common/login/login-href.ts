/** The login address (design setting `loginUrl`) with `?next=` back to where the visitor was. */
export function loginHref(loginUrl: string, next: string): string {
  return `${loginUrl}${loginUrl.includes('?') ? '&' : '?'}${new URLSearchParams({ next })}`;
}
