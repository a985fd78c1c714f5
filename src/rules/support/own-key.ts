/** Image URLs that carry a key to the service it belongs to (rules/markdown-image-exfil.ts). */

/**
 * A key named for the service whose own domain receives it (`{{GOOGLE_MAPS_KEY}}` in a
 * `www.google.com/maps/embed` frame): the embed the key exists for. The service's word must be the
 * domain's registrable label (`google` of `www.google.com`), not any part of the host, so a look-alike
 * such as `google-maps.example-cdn.net` does not pass.
 */
export function ownKey(variable: string, host: string): boolean {
  const labels = host.split('.');
  const domain = labels.length >= 2 ? labels[labels.length - 2] : undefined;
  if (!domain || domain.length < 3) return false;
  const words = variable.toLowerCase().split(/[^a-z0-9]+/);
  return words.includes(domain);
}
