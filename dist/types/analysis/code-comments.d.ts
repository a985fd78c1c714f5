import type { Lang } from './facts.js';
/** Whether a data value speaks to the agent ("Automated assistants continuing this notebook: …"). */
export declare function addressesAgentInData(text: string): boolean;
export declare function addressedComments(text: string, lang: Lang): string | undefined;
