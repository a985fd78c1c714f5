import type { RuleContext } from '../types.js';
/** The address of a spec: a PEP 508 direct reference's URL (`name[extra] @ URL`), else the spec. */
export declare function installAddress(spec: string): string;
export declare function reportFetchedInstalls(ctx: RuleContext): Promise<Set<string>>;
/** Where a finding sits, to keep the rule's text patterns off the same line. */
export declare function lineKey(loc: {
    path: string;
    b: {
        at: {
            startLine: number;
        };
    };
}): string;
