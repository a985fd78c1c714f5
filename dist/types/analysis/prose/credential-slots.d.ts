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
    /** Named in words ("send it through the `x-api-key` header"), not written as `Name: value`. */
    described?: true;
}
export declare function credentialSlots(v: View, nameBefore?: string): CredentialSlot[];
/** The request goes to a host that reads every header it is sent: there a credential is data. */
export declare function readsHeaders(v: View, dest: number | undefined): boolean;
/** The secret variable token `j` names, if it is one. */
export declare function secretVariableAt(v: View, j: number): string | undefined;
/** The last secret variable a sentence names (for the sentence after it: "Load `XQUIK_API_KEY` … Send it …"). */
export declare function lastSecretVariable(v: View): string | undefined;
