/**
 * The grant settings content makes when written (permissive-allowed-tools, persistence): the grants
 * settingsLoosening knows (a bare `Bash`, bypass mode …), or else the first allow rule that the
 * allowed-tools judge grades high — `Bash(bash:*)`, `Bash(python:*)`, `Bash(node:*)`: an interpreter or
 * shell with open arguments is an unrestricted shell for every later session, however the rule is spelled.
 */
export declare function writtenGrant(text: string): string | undefined;
