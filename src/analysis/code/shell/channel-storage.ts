import type { ChannelProgram } from './channel-types.js';

/**
 * Cloud object stores and sync tools (rows of the channel table, src/analysis/code/shell/channel-types.ts):
 * an upload's destination is a bucket URI, a configured remote or an alias; the user's own bucket on the
 * vendor's host is an ordinary destination, an `--endpoint-url` elsewhere is that host.
 */

const AWS_LONG = [
  'endpoint-url',
  'queue-url',
  'message-body',
  'entries',
  'topic-arn',
  'message',
  'subject',
  'stream-name',
  'partition-key',
  'data',
  'record',
  'records',
  'function-name',
  'payload',
  'log-group-name',
  'log-stream-name',
  'log-events',
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

/** AWS CLI commands that send a message, and the options that carry it. */
const AWS_MESSAGES: ReadonlyArray<[RegExp, string[]]> = [
  [/^sqs send-message(?:-batch)?$/, ['--message-body', '--entries']],
  [/^sns publish$/, ['--message', '--subject']],
  [/^(?:kinesis put-records?|firehose put-record(?:-batch)?)$/, ['--data', '--record', '--records']],
  [/^lambda invoke$/, ['--payload']],
  [/^events put-events$/, ['--entries']],
  [/^logs put-log-events$/, ['--log-events']],
];

const S3 = { s3: 's3.amazonaws.com' };
const GS = { gs: 'storage.googleapis.com' };

export const STORAGE_CHANNELS: readonly ChannelProgram[] = [
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
      // Queues, topics, streams and functions: the message goes to the AWS account in use unless an
      // `--endpoint-url` (or a queue URL on another host) names a server, which then receives it.
      ...AWS_MESSAGES.map(([sub, opts]) => ({
        sub,
        depth: 2,
        channel: 'http' as const,
        to: { kind: 'host-option' as const, hostOpts: ['--endpoint-url', '--queue-url'] },
        data: [{ from: 'text' as const, opts }],
      })),
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
    long: [
      'project',
      'account',
      'configuration',
      'exclude',
      'content-type',
      'cache-control',
      'billing-project',
    ],
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
];
