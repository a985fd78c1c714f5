import type { View } from './view.js';
/**
 * A remote word that a purpose clause changes ("executing shell scripts to update remote cell
 * configurations", "to manage remote servers"): what the run acts on, not where the text it runs comes
 * from. Only right after `to <verb>` (a determiner between them allowed): "scripts fetched from the remote
 * gist" or "the downloaded script" is still a source.
 */
export declare function changedThere(v: View, j: number): boolean;
