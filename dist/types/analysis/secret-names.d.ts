/**
 * Which service a secret's name says it belongs to: the words of `FALCON_CLIENT_SECRET` that are not generic
 * (FALCON). Shared by the rules' ties between a variable and the host it is sent to
 * (src/rules/support/service-ties.ts) and the prose reading of a request's credential slot
 * (src/analysis/prose/credential-slots.ts), so both read a name the same way.
 */
/** The words of a name that say whose it is: `FALCON_CLIENT_SECRET` → FALCON. */
export declare function serviceWords(name: string): string[];
/** Words that open a slot the reader fills (`YOUR_API_KEY`, `<your-salesforce-token>`). */
export declare const FILL_LEAD: RegExp;
/** The name a variable or slot gives its value: `${SF_TOKEN}` → SF_TOKEN, `<your-github-token>` → GITHUB_TOKEN. */
export declare function slotName(value: string): string;
