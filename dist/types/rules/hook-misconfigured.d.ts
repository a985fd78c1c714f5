export declare function presentsHookAsGuard(text: string): boolean;
/** The script a command handler starts, when it is a relative path (`./hooks/x.sh`, `scripts/x.py`). */
export declare function relativeScript(command: string): string | undefined;
declare const _default: import("./types.js").Rule;
export default _default;
