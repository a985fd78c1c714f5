import type { MdCodeBlock } from '../markdown.js';
import type { CodePlacement } from './facts.js';
import type { Analysed } from './sentence.js';
/**
 * The placement of a block that shows alternatives instead of handing over steps, or undefined. `shell` says how its lines are read (other
 * blocks are read only in `codeLangs`); `sents` are the document's prose, where a package the skill
 * requires is named.
 */
export declare function shownAlternatives(c: MdCodeBlock, shell: boolean, codeLangs: ReadonlySet<string>, sents: readonly Analysed[]): CodePlacement | undefined;
