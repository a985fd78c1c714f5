import type { TextIntent } from '../../analysis/facts.js';
export interface AskedSend {
    what: string;
    where: string;
    /** The destination is a reserved documentation host: shown, not a real address. */
    placeholder: boolean;
}
export declare function askedSend(intent: TextIntent): AskedSend | undefined;
