import type { ScanModel } from '../model/model.js';
/**
 * The path inside the tree that an absolute link's tail names (`/home/me/code/repo/plugins/x/skills/a` →
 * `plugins/x/skills/a`), when some tail of two or more components exists here: a link made in the author's
 * own checkout, which dangles on every other machine. Undefined for links to anything else (`~/.ssh`,
 * `/etc`, a private skill folder): what those load nobody here can review.
 */
export declare function mirroredInside(model: Pick<ScanModel, 'files'>, target: string): string | undefined;
/** Links that leave the scanned root or loop: never followed, always reported. */
declare const _default: import("./types.js").Rule;
export default _default;
