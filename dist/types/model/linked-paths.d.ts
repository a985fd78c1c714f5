/** Files of the tree a sentence links or names in code, resolved beside `from` (inside the tree only). */
export declare function linkedPaths(from: string, evidence: string): string[];
