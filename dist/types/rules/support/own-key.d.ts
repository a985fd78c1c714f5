/** Image URLs that carry a key to the service it belongs to (rules/markdown-image-exfil.ts). */
/**
 * A key named for the service whose own domain receives it (`{{GOOGLE_MAPS_KEY}}` in a
 * `www.google.com/maps/embed` frame): the embed the key exists for. The service's word must be the
 * domain's registrable label (`google` of `www.google.com`), not any part of the host, so a look-alike
 * such as `google-maps.example-cdn.net` does not pass.
 */
export declare function ownKey(variable: string, host: string): boolean;
