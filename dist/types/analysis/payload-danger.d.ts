import type { ClassifyOptions } from './hosts.js';
/**
 * What a payload put back together from pieces would do if run as shell — the pieces are decoded as data
 * (never run) and the result analysed like any command: the first dangerous behaviour, named for a
 * finding's message, or undefined.
 */
export declare function dangerOfPayload(text: string, hosts?: ClassifyOptions): Promise<string | undefined>;
