/**
 * What the fake's service worker gives tough-cookie (MSW's cookie store) in place of tldts,
 * whose public suffix list is a third of the worker's script (issue 18; the alias is in
 * scripts/lib/fake-worker-plugin.ts). tough-cookie asks it for a cookie domain's registrable
 * domain; the fake sets and reads no cookies (its sessions are bearer tokens), so a host's last
 * two labels serve, and an IP address has none, as in tldts.
 */
export function getDomain(host: string): string | null {
  if (/^[\d.]+$/.test(host) || host.includes(':')) return null;
  const labels = host.split('.').filter(Boolean);
  return labels.length >= 2 ? labels.slice(-2).join('.') : null;
}
