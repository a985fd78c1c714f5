import type { Token } from './tokens.js';
/** Is the sentence (from `head`) an ask of the agent in the third person, and a negative one? */
export declare function agentSubjectAsk(tokens: readonly Token[], head: number): {
    directive: boolean;
    negative: boolean;
} | undefined;
