import type { SecretClass } from './facts.js';
/** Human wording for messages: what each secret class is, as a finding names it (re-exported by paths.ts). */
export declare const SECRET_LABEL: Record<SecretClass, string>;
