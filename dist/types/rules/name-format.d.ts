/** Problems with a skill name, in the order skills-ref reports them (docs/skills.md §1.5). */
export declare function nameProblems(raw: string): string[];
declare const _default: import("./types.js").Rule;
export default _default;
