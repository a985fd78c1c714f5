import type { SendChannel } from '../../facts.js';
/**
 * Outbound channels beyond HTTP clients, one row per command that sends: cloud storage CLIs, forge
 * CLIs that publish text, syslog over the network, SMTP test tools, file-drop relays. Each row says
 * where the destination comes from and which operands, options or standard input carry the data;
 * handlers/channels.ts reads the rows and emits one `send` per command. Adding a channel is adding a row
 * (and its program's value-taking options, so operands are told apart from option values).
 */
/** Where a command sends to. */
export type Destination = 
/** The last operand is a bucket URI (`s3://b/k`, `gs://b/o`, an `https://` blob URL); each scheme names
 *  its service's host. An option or variable giving another endpoint (`--endpoint-url`) wins. */
{
    kind: 'bucket';
    schemes: Readonly<Record<string, string>>;
    endpointOpts?: string[];
    endpointVars?: string[];
}
/** rclone: the last operand is `remote:path` (a configured remote: host unknown) or an on-the-fly
 *  `:backend,endpoint=URL:path`; backend options (`--s3-endpoint`, `--webdav-url`) name the host. */
 | {
    kind: 'rclone-remote';
}
/** MinIO client: the last operand is `ALIAS/bucket/…`; aliases set in the unit (`mc alias set`) or stock. */
 | {
    kind: 'mc-alias';
}
/** A forge CLI: a repository on a host from `--hostname`, a `HOST/OWNER/REPO` repo option, a URL
 *  operand, or the CLI's host variable (`GH_HOST`); `api` rows send to the host's API. */
 | {
    kind: 'forge';
    defaultHost: string;
    apiHost: string;
    hostVar: string;
    api?: boolean;
}
/** A host given by an option (`logger -n HOST`), with an optional port option; recipients' domains
 *  (`--to a@host`) when no server is named. */
 | {
    kind: 'host-option';
    hostOpts: string[];
    portOpts?: string[];
    recipientOpts?: string[];
}
/** Azure storage: `--account-name A` (A.blob.core.windows.net), `--blob-endpoint URL`, or a connection
 *  string's `BlobEndpoint=`/`AccountName=`. */
 | {
    kind: 'azure-account';
}
/** A fixed relay (file-drop tools that send through their public server). */
 | {
    kind: 'fixed';
    host: string;
}
/** The first operand: a URL (`websocat wss://…`) or a registry reference `HOST[:PORT]/REPO[:TAG]` (`oras push`). */
 | {
    kind: 'address-operand';
};
/** What carries data out. */
export type DataSource = 
/** Operands after the subcommand (the destination excepted) are local files sent; `-` is standard
 *  input. `skip` leading operands are not files (a release tag). `text`: sent as written (a message). */
{
    from: 'operands';
    skip?: number;
    text?: boolean;
}
/** Option values sent as text (`--body TEXT`). */
 | {
    from: 'text';
    opts: string[];
}
/** Option values naming files sent (`--body-file F`, `--attach F`, `@F` too); `-` is standard input. */
 | {
    from: 'file';
    opts: string[];
}
/** `key=value` fields; `key=@file` reads the file (`gh api -F`). */
 | {
    from: 'field';
    opts: string[];
}
/** Standard input, when nothing else gives data (`logger` without a message, `gh gist create` alone). */
 | {
    from: 'stdin';
};
export interface ChannelCommand {
    /** The leading operands that name the subcommand, space-joined and matched whole (`s3 cp`). */
    sub: RegExp;
    /** How many leading operands `sub` consumes. */
    depth: number;
    channel: SendChannel;
    to: Destination;
    data: readonly DataSource[];
    /** Options that must be present for the command to send (`logger` logs locally without `-n`). */
    requires?: string[];
    /** Value-taking short letters of this subcommand, when they differ from the program's (`gh pr create
     *  -d` is a flag, `gh gist create -d` takes a description). */
    short?: string;
}
export interface ChannelProgram {
    /** Canonical program names (src/analysis/code/shell/cmd.ts `canonicalName`). */
    programs: string[];
    /** Short option letters and long names (without `--`) that take a value, across subcommands. */
    short?: string;
    long?: readonly string[];
    commands: ChannelCommand[];
}
