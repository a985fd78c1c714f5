import type { RuleContext } from '../types.js';
import { trafficDestination } from './traffic-destinations.js';
/**
 * Settings that send the conversation elsewhere (src/analysis/settings-traffic.ts): in a project settings
 * file the repository ships (the runtime applies its `env` when the user opens the project), or written
 * into settings by code or by the agent when the text asks (graded where that write runs). A local
 * gateway or the model vendor's own endpoint is the user's setup; a documentation host is low.
 */
export { trafficDestination };
/** Settings content that sends the conversation to a server other than this machine or the model vendor. */
export declare function routesConversation(text: string): boolean;
export declare function reportSettingsTraffic(ctx: RuleContext): Promise<void>;
