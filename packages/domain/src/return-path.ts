/**
 * A page to return to after sign-in, taken from the address: only a path of this app's own screens (a first segment
 * among `screenPaths`, such as '/home'), never an absolute or protocol-relative address, so the sign-in page cannot
 * be used to send someone elsewhere. Null when there is none to honour.
 */
export function safeReturnPath(value: string | null | undefined, screenPaths: readonly string[]): string | null {
  if (!value || value.length > 2000 || !value.startsWith('/') || /^\/[/\\]/.test(value)) return null;
  if (/[\s\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, 'https://app.invalid');
  } catch {
    return null;
  }
  // Defence in depth: a value passing the checks above cannot leave the base origin.
  // Stryker disable next-line ConditionalExpression: equivalent, see above
  if (url.origin !== 'https://app.invalid') return null;
  // Stryker disable next-line StringLiteral: equivalent, a pathname starts with '/' so segment 1 always exists
  const first = `/${url.pathname.split('/')[1] ?? ''}`;
  return screenPaths.includes(first) ? `${url.pathname}${url.search}${url.hash}` : null;
}
