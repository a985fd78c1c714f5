/**
 * The labels of the domain a lower-cased host is registered under (`api.figma.com` → `figma`, `com`;
 * `x.acme.co.uk` → `acme`, `co`, `uk`); the host's own labels when it has fewer than two.
 */
export declare function registrableLabels(host: string): string[];
