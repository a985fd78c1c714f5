import type { View } from './view.js';
export interface CredentialSlot {
    /** Token indices of the header's name and of its value. */
    first: number;
    last: number;
    /** The value as written. */
    value: string;
    /** `command`: it runs something to get the value; `named`: a variable or slot named for a service. */
    kind: 'literal' | 'generic' | 'named' | 'command';
    /** For a command: the secret store it prints (`$(gh auth token)`, `` `cat ~/.npmrc` ``). */
    store?: string;
}
export declare function credentialSlots(v: View): CredentialSlot[];
/** The request goes to a host that reads every header it is sent: there a credential is data. */
export declare function readsHeaders(v: View, dest: number | undefined): boolean;
