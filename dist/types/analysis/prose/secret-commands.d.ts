import type { SecretClass } from '../facts.js';
export declare function secretCommandStore(code: string): string | undefined;
/**
 * The secret a command named as an intent's object prints, when it is a CLI's token printer (`gh auth
 * token`): no path says what it reads, the command does.
 */
export declare function commandSecret(command: string): SecretClass | undefined;
/** `env`, `printenv`: the command prints the whole environment (only its output is a secret, never its name). */
export declare function isEnvDump(command: string): boolean;
