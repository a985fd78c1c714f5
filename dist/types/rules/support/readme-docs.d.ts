import type { RuleContext } from '../types.js';
/** Whether `path` is a README (by name, any folder). */
export declare function isReadmePath(path: string): boolean;
/**
 * Whether the Markdown document at `path` is for a human reader only: a README reached only by references
 * that do not ask the agent to run or follow it, or a document outside every skill's folder that only such
 * documents reach (a guide the README links: "New here? See [INTRODUCTION.md](INTRODUCTION.md)").
 */
export declare function humanOnlyDoc(ctx: RuleContext, path: string): Promise<boolean>;
/** A sentence that asks to run or follow what it names (see the module's comment). */
export declare function askingText(sentence: string): boolean;
