import type { ChannelProgram } from './channel-types.js';

/**
 * Channels that publish or deliver text (rows of the channel table, src/analysis/code/shell/channel-types.ts):
 * forge CLIs (issue and pull-request comments, gists, releases, API fields), syslog over the network,
 * SMTP test tools and file-drop relays.
 */

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

const GH_HOST = {
  kind: 'forge',
  defaultHost: 'github.com',
  apiHost: 'api.github.com',
  hostVar: 'GH_HOST',
} as const;
const GLAB_HOST = {
  kind: 'forge',
  defaultHost: 'gitlab.com',
  apiHost: 'gitlab.com',
  hostVar: 'GITLAB_HOST',
} as const;

export const MESSAGE_CHANNELS: readonly ChannelProgram[] = [
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
        data: [
          { from: 'operands', skip: 1 },
          { from: 'text', opts: ['-N', '--notes'] },
        ],
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
