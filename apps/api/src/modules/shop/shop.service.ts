/**
 * A host as browsers send it, reduced to the name shops are registered under: lower case,
 * no port, no trailing dot, no leading 'www.'.
 */
export function normalizeHostName(input: string): string {
  let host = input.trim().toLowerCase();
  if (host.startsWith('[')) host = host.slice(0, host.indexOf(']') + 1);
  else host = host.split(':')[0] ?? host;
  return host.replace(/\.$/, '').replace(/^www\./, '');
}
