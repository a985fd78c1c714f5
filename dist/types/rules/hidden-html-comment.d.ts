import type { Severity } from '../findings.js';
interface Judged {
    severity: Severity;
    reasons: string[];
}
export declare function judgeComment(body: string): Judged | undefined;
declare const _default: import("./types.js").Rule;
export default _default;
