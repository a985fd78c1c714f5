import type { TextIntent } from '../../analysis/facts.js';
export interface AskedSend {
    what: string;
    where: string;
    /** The destination is a reserved documentation host: shown, not a real address. */
    placeholder: boolean;
}
export declare function askedSend(intent: TextIntent): AskedSend | undefined;
/**
 * Whether a sentence names where data goes: a remote URL, a webhook, gist, paste or chat service, an
 * e-mail address. "Upload the certificate and private key" (what a CLI command does) names none.
 */
export declare function namesDestination(text: string): boolean;
