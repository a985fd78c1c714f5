/** A model value Claude Code can resolve: an alias, a full Claude id, or a provider id (Bedrock, Vertex). */
export declare function plausibleModel(v: string): boolean;
declare const _default: import("./types.js").Rule;
export default _default;
