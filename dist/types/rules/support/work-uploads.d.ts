import type { RuleContext } from '../types.js';
/** The skill's text names the receiver: its domain, the site's own name, or the vendor whose API it is. */
export declare function namesReceiver(text: string, receiver: string): boolean;
/** The sentence of a text that promises the work stays local, or undefined. */
export declare function localPromise(text: string): string | undefined;
export declare function reportWorkUploads(ctx: RuleContext): Promise<void>;
