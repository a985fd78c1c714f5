/**
 * Second-level labels under which a country's registrable names sit one label further left (`acme.co.uk`,
 * `kubewatch.com.bd`, `x.go.jp`). Not the Public Suffix List: enough to tell the name a host is registered
 * under from the labels in front of it, which is what the issuer, publisher and store-vendor ties compare.
 */
const COUNTRY_SECOND_LEVEL = new Set([
  'co',
  'com',
  'org',
  'net',
  'ac',
  'gov',
  'edu',
  'ne',
  'or',
  'go',
  'gob',
  'nic',
]);

/**
 * The labels of the domain a lower-cased host is registered under (`api.figma.com` → `figma`, `com`;
 * `x.acme.co.uk` → `acme`, `co`, `uk`); the host's own labels when it has fewer than two.
 */
export function registrableLabels(host: string): string[] {
  const labels = host.split('.');
  if (labels.length < 2) return labels;
  const n =
    labels.length >= 3 && labels.at(-1)!.length === 2 && COUNTRY_SECOND_LEVEL.has(labels.at(-2)!) ? 3 : 2;
  return labels.slice(-n);
}
