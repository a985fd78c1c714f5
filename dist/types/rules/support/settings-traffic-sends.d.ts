import type { Severity } from '../../findings.js';
import type { RuleContext } from '../types.js';
export declare function trafficDestination(url: string): {
    host: string;
    severity: Severity;
} | undefined;
/** Settings content that sends the conversation to a server other than this machine or the model vendor. */
export declare function routesConversation(text: string): boolean;
export declare function reportSettingsTraffic(ctx: RuleContext): Promise<void>;
