/**
 * Local data (secrets, the environment, files, the conversation) sent to a network sink. A plain network
 * send becomes a finding only when the same closure also reads a secret, in this file or another one:
 * network use alone is normal, a secret read plus a way out is the exfiltration pattern.
 */
declare const _default: import("./types.js").Rule;
export default _default;
