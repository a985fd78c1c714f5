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
  | { kind: 'bucket'; schemes: Readonly<Record<string, string>>; endpointOpts?: string[]; endpointVars?: string[] }
  /** rclone: the last operand is `remote:path` (a configured remote: host unknown) or an on-the-fly
   *  `:backend,endpoint=URL:path`; backend options (`--s3-endpoint`, `--webdav-url`) name the host. */
  | { kind: 'rclone-remote' }
  /** MinIO client: the last operand is `ALIAS/bucket/…`; aliases set in the unit (`mc alias set`) or stock. */
  | { kind: 'mc-alias' }
  /** A forge CLI: a repository on a host from `--hostname`, a `HOST/OWNER/REPO` repo option, a URL
   *  operand, or the CLI's host variable (`GH_HOST`); `api` rows send to the host's API. */
  | { kind: 'forge'; defaultHost: string; apiHost: string; hostVar: string; api?: boolean }
  /** A host given by an option (`logger -n HOST`), with an optional port option; recipients' domains
   *  (`--to a@host`) when no server is named. */
  | { kind: 'host-option'; hostOpts: string[]; portOpts?: string[]; recipientOpts?: string[] }
  /** Azure storage: `--account-name A` (A.blob.core.windows.net), `--blob-endpoint URL`, or a connection
   *  string's `BlobEndpoint=`/`AccountName=`. */
  | { kind: 'azure-account' }
  /** A fixed relay (file-drop tools that send through their public server). */
  | { kind: 'fixed'; host: string };

/** What carries data out. */
export type DataSource =
  /** Operands after the subcommand (the destination excepted) are local files sent; `-` is standard
   *  input. `skip` leading operands are not files (a release tag). `text`: sent as written (a message). */
  | { from: 'operands'; skip?: number; text?: boolean }
  /** Option values sent as text (`--body TEXT`). */
  | { from: 'text'; opts: string[] }
  /** Option values naming files sent (`--body-file F`, `--attach F`, `@F` too); `-` is standard input. */
  | { from: 'file'; opts: string[] }
  /** `key=value` fields; `key=@file` reads the file (`gh api -F`). */
  | { from: 'field'; opts: string[] }
  /** Standard input, when nothing else gives data (`logger` without a message, `gh gist create` alone). */
  | { from: 'stdin' };

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

const AWS_LONG = [
  'endpoint-url',
  'profile',
  'region',
  'output',
  'query',
  'color',
  'ca-bundle',
  'cli-read-timeout',
  'cli-connect-timeout',
  'exclude',
  'include',
  'acl',
  'grants',
  'storage-class',
  'sse',
  'sse-c',
  'sse-c-key',
  'sse-kms-key-id',
  'content-type',
  'content-encoding',
  'content-language',
  'content-disposition',
  'cache-control',
  'expires',
  'metadata',
  'metadata-directive',
  'website-redirect',
  'expected-size',
  'page-size',
  'source-region',
  'checksum-algorithm',
];

const S3 = { s3: 's3.amazonaws.com' };
const GS = { gs: 'storage.googleapis.com' };

const FORGE_LONG = [
  'repo',
  'body',
  'body-file',
  'title',
  'hostname',
  'method',
  'raw-field',
  'field',
  'input',
  'header',
  'jq',
  'template',
  'label',
  'assignee',
  'milestone',
  'project',
  'base',
  'head',
  'reviewer',
  'desc',
  'filename',
  'notes',
  'notes-file',
  'target',
  'message',
  'description',
  'cache',
  'preview',
  'edit',
  'visibility',
];

const GH_HOST = { kind: 'forge', defaultHost: 'github.com', apiHost: 'api.github.com', hostVar: 'GH_HOST' } as const;
const GLAB_HOST = {
  kind: 'forge',
  defaultHost: 'gitlab.com',
  apiHost: 'gitlab.com',
  hostVar: 'GITLAB_HOST',
} as const;

export const CHANNEL_PROGRAMS: readonly ChannelProgram[] = [
  {
    programs: ['aws'],
    long: AWS_LONG,
    commands: [
      {
        sub: /^s3 (?:cp|sync|mv)$/,
        depth: 2,
        channel: 'storage',
        to: {
          kind: 'bucket',
          schemes: S3,
          endpointOpts: ['--endpoint-url'],
          endpointVars: ['AWS_ENDPOINT_URL_S3', 'AWS_ENDPOINT_URL'],
        },
        data: [{ from: 'operands' }],
      },
    ],
  },
  {
    programs: ['s3cmd'],
    long: ['host', 'host-bucket', 'config', 'exclude', 'include', 'mime-type', 'add-header'],
    commands: [
      {
        sub: /^(?:put|sync|mv)$/,
        depth: 1,
        channel: 'storage',
        to: { kind: 'bucket', schemes: S3, endpointOpts: ['--host'] },
        data: [{ from: 'operands' }],
      },
    ],
  },
  {
    programs: ['gsutil'],
    short: 'ohuzjx',
    commands: [
      {
        sub: /^(?:cp|rsync|mv)$/,
        depth: 1,
        channel: 'storage',
        to: { kind: 'bucket', schemes: GS },
        data: [{ from: 'operands' }],
      },
    ],
  },
  {
    programs: ['gcloud'],
    long: ['project', 'account', 'configuration', 'exclude', 'content-type', 'cache-control', 'billing-project'],
    commands: [
      {
        sub: /^storage (?:cp|rsync|mv)$/,
        depth: 2,
        channel: 'storage',
        to: { kind: 'bucket', schemes: GS },
        data: [{ from: 'operands' }],
      },
    ],
  },
  {
    programs: ['azcopy'],
    long: ['include-pattern', 'exclude-pattern', 'log-level', 'from-to', 'cap-mbps', 'block-size-mb'],
    commands: [
      {
        sub: /^(?:copy|cp|sync)$/,
        depth: 1,
        channel: 'storage',
        to: { kind: 'bucket', schemes: { https: '' } },
        data: [{ from: 'operands' }],
      },
    ],
  },
  {
    programs: ['az'],
    short: 'fcnsd',
    long: [
      'file',
      'container-name',
      'name',
      'account-name',
      'account-key',
      'connection-string',
      'blob-endpoint',
      'sas-token',
      'source',
      'destination',
      'destination-path',
      'pattern',
      'subscription',
      'auth-mode',
      'content-type',
      'type',
      'tier',
      'output',
      'query',
    ],
    commands: [
      {
        sub: /^storage blob (?:upload|upload-batch|sync)$/,
        depth: 3,
        channel: 'storage',
        to: { kind: 'azure-account' },
        data: [{ from: 'file', opts: ['-f', '--file', '-s', '--source'] }],
      },
    ],
  },
  {
    programs: ['rclone'],
    long: [
      'config',
      'exclude',
      'include',
      'filter',
      'exclude-from',
      'include-from',
      'filter-from',
      'files-from',
      'transfers',
      'checkers',
      'bwlimit',
      'log-file',
      'log-level',
      'backup-dir',
      's3-endpoint',
      's3-provider',
      'webdav-url',
      'http-url',
      'sftp-host',
      'ftp-host',
      'swift-auth',
    ],
    commands: [
      {
        sub: /^(?:copy|sync|move|copyto|moveto|rcat)$/,
        depth: 1,
        channel: 'storage',
        to: { kind: 'rclone-remote' },
        data: [{ from: 'operands' }, { from: 'stdin' }],
      },
    ],
  },
  {
    programs: ['mc'],
    long: ['config-dir', 'exclude', 'attr', 'storage-class', 'encrypt', 'encrypt-key', 'tags'],
    commands: [
      {
        sub: /^(?:cp|mirror|mv|pipe)$/,
        depth: 1,
        channel: 'storage',
        to: { kind: 'mc-alias' },
        data: [{ from: 'operands' }, { from: 'stdin' }],
      },
    ],
  },
  {
    programs: ['gh'],
    long: FORGE_LONG,
    commands: [
      {
        sub: /^(?:issue|pr) (?:comment|create|edit)$/,
        depth: 2,
        short: 'RbFtHBlamprT',
        channel: 'forge',
        to: GH_HOST,
        data: [
          { from: 'text', opts: ['-b', '--body', '-t', '--title'] },
          { from: 'file', opts: ['-F', '--body-file'] },
        ],
      },
      {
        sub: /^gist (?:create|new|edit)$/,
        depth: 2,
        short: 'df',
        channel: 'forge',
        to: GH_HOST,
        data: [{ from: 'operands' }, { from: 'stdin' }],
      },
      {
        sub: /^release (?:create|upload|edit)$/,
        depth: 2,
        short: 'nFtR',
        channel: 'forge',
        to: GH_HOST,
        data: [
          { from: 'operands', skip: 1 },
          { from: 'text', opts: ['-n', '--notes', '-t', '--title'] },
          { from: 'file', opts: ['-F', '--notes-file'] },
        ],
      },
      {
        sub: /^api$/,
        depth: 1,
        short: 'fFHXpqt',
        channel: 'http',
        to: { ...GH_HOST, api: true },
        data: [
          { from: 'field', opts: ['-f', '--raw-field', '-F', '--field'] },
          { from: 'file', opts: ['--input'] },
        ],
      },
    ],
  },
  {
    programs: ['glab'],
    long: FORGE_LONG,
    commands: [
      {
        sub: /^(?:issue|mr) (?:note|comment|create|update)$/,
        depth: 2,
        short: 'mdtlaRbs',
        channel: 'forge',
        to: GLAB_HOST,
        data: [{ from: 'text', opts: ['-m', '--message', '-d', '--description', '-t', '--title'] }],
      },
      {
        sub: /^snippet (?:create|new)$/,
        depth: 2,
        short: 'tdfvR',
        channel: 'forge',
        to: GLAB_HOST,
        data: [{ from: 'operands' }, { from: 'stdin' }],
      },
      {
        sub: /^release (?:create|upload)$/,
        depth: 2,
        short: 'NnrFR',
        channel: 'forge',
        to: GLAB_HOST,
        data: [{ from: 'operands', skip: 1 }, { from: 'text', opts: ['-N', '--notes'] }],
      },
      {
        sub: /^api$/,
        depth: 1,
        short: 'fFHX',
        channel: 'http',
        to: { ...GLAB_HOST, api: true },
        data: [
          { from: 'field', opts: ['-f', '--raw-field', '-F', '--field'] },
          { from: 'file', opts: ['--input'] },
        ],
      },
    ],
  },
  {
    // util-linux logger: `-n HOST` sends each message to a remote syslog server (UDP 514 by default).
    programs: ['logger'],
    short: 'nPtpfSu',
    long: ['server', 'port', 'tag', 'priority', 'file', 'id', 'socket', 'size', 'sd-id', 'sd-param', 'msgid'],
    commands: [
      {
        sub: /^/,
        depth: 0,
        channel: 'socket',
        to: { kind: 'host-option', hostOpts: ['-n', '--server'], portOpts: ['-P', '--port'] },
        data: [
          { from: 'operands', text: true },
          { from: 'text', opts: ['-t', '--tag'] },
          { from: 'file', opts: ['-f', '--file'] },
          { from: 'stdin' },
        ],
        requires: ['-n', '--server'],
      },
    ],
  },
  {
    // swaks: an SMTP test tool that sends a whole message (body, attachments, headers) to any server.
    programs: ['swaks'],
    short: 'tsfp',
    long: [
      'to',
      'from',
      'server',
      'port',
      'body',
      'attach',
      'attach-body',
      'header',
      'add-header',
      'data',
      'auth-user',
      'auth-password',
      'helo',
    ],
    commands: [
      {
        sub: /^/,
        depth: 0,
        channel: 'mail',
        to: {
          kind: 'host-option',
          hostOpts: ['-s', '--server'],
          portOpts: ['-p', '--port'],
          recipientOpts: ['-t', '--to'],
        },
        data: [
          { from: 'text', opts: ['--body', '--header', '--add-header', '--data'] },
          { from: 'file', opts: ['--attach', '--attach-body'] },
        ],
      },
    ],
  },
  {
    programs: ['wormhole'],
    long: ['code', 'relay-url', 'transit-helper', 'text'],
    commands: [
      {
        sub: /^send$/,
        depth: 1,
        channel: 'other',
        to: { kind: 'fixed', host: 'relay.magic-wormhole.io' },
        data: [{ from: 'operands' }, { from: 'text', opts: ['--text'] }],
      },
    ],
  },
  {
    programs: ['croc'],
    long: ['relay', 'code', 'pass', 'text'],
    commands: [
      {
        sub: /^send$/,
        depth: 1,
        channel: 'other',
        to: { kind: 'fixed', host: 'croc.schollz.com' },
        data: [{ from: 'operands' }, { from: 'text', opts: ['--text'] }],
      },
    ],
  },
];
