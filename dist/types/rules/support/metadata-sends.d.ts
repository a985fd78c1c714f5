import type { BehaviourOf } from '../../analysis/facts.js';
import type { Located } from './behaviour.js';
/**
 * A send whose data was downloaded, by code that fetches the instance's role credentials from the cloud
 * metadata service (the `read` the analysis adds at that request, src/analysis/metadata-hosts.ts): the
 * response is the credentials, and what carries it elsewhere sends them — also through a function or a dict
 * where the download's own address is no longer kept (`{"account": account_context()}`). Sent to the
 * cloud's own API it is how instance credentials are used; to the metadata service itself it stays there.
 */
export declare function sendsMetadataCredentials(loc: Located<BehaviourOf<'send'>>): boolean;
