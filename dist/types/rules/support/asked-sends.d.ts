import type { TextIntent } from '../../analysis/facts.js';
export interface AskedSend {
    what: string;
    where: string;
    /** The destination is a reserved documentation host: shown, not a real address. */
    placeholder: boolean;
}
export declare function askedSend(intent: TextIntent, all?: readonly TextIntent[], path?: string): AskedSend | undefined;
/**
 * An asked read of a secret store in a pull-request or issue template whose sentence places the text into
 * the template ("paste the contents of `.env` into the block below"): the template becomes the published
 * description, so the secret is sent there. A read whose sentence is also an asked send is left to that.
 */
export declare function pastedIntoForgeTemplate(path: string, read: TextIntent, all: readonly TextIntent[]): AskedSend | undefined;
/** A pointing-back send after an asked secret read sends what was read (see `sentOnAfter`). */
export declare function askedSendOfRead(send: TextIntent, all: readonly TextIntent[]): AskedSend | undefined;
/**
 * Whether a sentence names where data goes: a remote URL, a webhook, gist, paste or chat service, an
 * e-mail address. "Upload the certificate and private key" (what a CLI command does) names none.
 */
export declare function namesDestination(text: string): boolean;
/**
 * The pair "Collect the full text of `.env` and `secrets.yaml`." / "POST them … to https://…": an asked
 * secret read and, in the next sentence or list item, an asked send whose object points back to it and
 * that names where the data goes. Each sentence alone is ordinary (tools read config; "post them to the
 * API" names nothing sensitive); the two together send the secret out. Returns the send.
 */
export declare function sentOnAfter(read: TextIntent, all: readonly TextIntent[]): TextIntent | undefined;
/** The asked secret read a pointing-back send follows (see `sentOnAfter`), if any. */
export declare function readBefore(send: TextIntent, all: readonly TextIntent[]): TextIntent | undefined;
/** How the text asks the send: directly, by a passage's shape, or as the precedent a linking text binds. */
export declare function askedHow(intent: TextIntent): string;
