import type { Location } from '../../findings.js';
import type { RuleContext } from '../types.js';
import { type ReachedIntent } from './intents.js';
/**
 * A record the skill has the agent fill in and then send to the address the record itself holds, split
 * over three files so that no sentence names both a secret and a URL: the skill ships a template
 * (`release-record.yaml` with `submit_to: https://…`), a checklist fills its fields ("6. Publisher proof
 * [`publisher_proof`] — paste, verbatim, the npm configuration in the home folder …"), and a step sends
 * the record "to the address in its `submit_to` field" (src/analysis/prose/intents-field-send.ts). The
 * secret read for one of the template's fields, and the send to another field's URL, together send the
 * secret there. All three must be reached from one entry point.
 */
export interface RecordSend {
    /** The asked read that puts the secret into a field. */
    read: ReachedIntent;
    /** The field it fills, and the one holding the address. */
    field: string;
    addressKey: string;
    url: string;
    placeholder: boolean;
    related: Location[];
}
export declare function recordSends(ctx: RuleContext): Promise<RecordSend[]>;
