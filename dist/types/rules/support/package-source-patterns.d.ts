/**
 * The patterns supply-chain-redirect and authority-claim look for (./package-sources.ts): registry and index
 * redirections, installs from git or URLs, pre-commit hook repositories, TLS verification switched off.
 * Every regex is linear: bounded character classes, no nesting.
 */
export interface SourcePattern {
    re: RegExp;
    tool: string;
    urlGroup: number;
    /** Words (lower case) one of which every match contains: a text holding none is not searched. */
    hints: string[];
    /**
     * The match is a flag of one command (`pip install --index-url`, `npm install --registry`), not a setting
     * every later install reads; `continued` when that holds only for an option line continuing a command
     * (`pip install \` then `--index-url URL`): the same line in a requirements file applies to every install of it.
     */
    perCommand?: 'always' | 'continued';
    /** The source is searched besides the registry, not instead of it (an added repository). */
    extra?: true;
}
/**
 * Each pattern with `hints`: words (lower case) one of which every match contains, so a text holding none
 * is not searched with it (most files name no package tool; multiline `^` patterns cost a pass each).
 */
export declare const REDIRECTS: SourcePattern[];
export declare const INSTALLS: SourcePattern[];
/**
 * A pre-commit configuration's `- repo: URL` entries: pre-commit clones each and runs its hooks on every
 * commit. The public forges are where hook projects live; any other host serves code nobody reviews there.
 */
export declare const HOOK_REPO: RegExp;
/** Verification switched off; `check` names what is skipped when it is not the certificate check. */
export declare const TLS_OFF: Array<{
    re: RegExp;
    tool: string;
    hints: string[];
    check?: string;
}>;
