import type { RuleContext } from '../types.js';
/**
 * Where the user's traffic and documents go because of how a skill's repository is set up rather than what
 * a command sends: environment files and start-up lines that move the model endpoint or the proxy
 * (env-routes.ts), a skill that takes over a kind of document and uploads each one (shadow-uploads.ts), and the work's own data
 * sent to a receiver the skill's text never names (work-uploads.ts).
 */
export declare function reportTrafficRoutes(ctx: RuleContext): Promise<void>;
