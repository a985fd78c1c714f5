import type { Severity } from '../findings.js';
interface Judged {
    severity: Severity;
    what: string;
}
/** What a hook command does, judged on its parsed commands (never executed). */
export declare function judgeCommand(command: string): Judged;
declare const _default: import("./types.js").Rule;
export default _default;
