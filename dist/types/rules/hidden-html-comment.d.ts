import type { Severity } from '../findings.js';
interface Judged {
    severity: Severity;
    reasons: string[];
}
/**
 * The comment's own judgement from its words. `note`: written for whoever edits the file
 * (src/analysis/comment-addressee.ts), so its concealment and override words describe the document.
 */
export declare function judgeComment(body: string, note?: boolean): Judged | undefined;
declare const _default: import("./types.js").Rule;
export default _default;
