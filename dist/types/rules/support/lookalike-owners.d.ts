/**
 * Whether a source-host account is a look-alike of one the plugin names as its own publisher
 * (`lantern-labs-tools` beside `lanternlabs`, `acme-inc` beside `acmeinc`, one letter changed): a download
 * from it is no vendor's install, whatever the text around it calls the tool (rules/remote-code-execution.md).
 */
export declare function lookalikeOwner(owner: string | undefined, publishers: readonly string[]): boolean;
