/**
 * Code that reads a secret store: SSH keys, cloud and registry credentials, wallets, keychains, browser
 * data, agent credentials and transcripts, shell history (src/analysis/paths.ts). A `.env` file or a
 * secret-named variable is configuration a program reads to do its job: those are reported only when
 * they leave the machine (data-exfiltration). A way out for the secret in what runs with the read (the
 * owning skill's closure and its plugin's launch files: a send of a secret, an upload of the file a script
 * filled with one, a webhook or raw IP) raises a read that runs to critical (rules/credential-access.md).
 */
declare const _default: import("./types.js").Rule;
export default _default;
