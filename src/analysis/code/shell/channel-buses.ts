import type { ChannelProgram } from './channel-types.js';

/**
 * Channels that are no HTTP client but carry whatever they are given to another machine (rows of the
 * channel table, src/analysis/code/shell/channel-types.ts): message brokers' command-line producers (Kafka's
 * `kcat -P`, MQTT's `mosquitto_pub`, NATS's `nats pub`), a WebSocket client fed standard input (`websocat`),
 * and OCI registries, which store any file pushed as an artifact (`oras push`).
 */
export const BUS_CHANNELS: readonly ChannelProgram[] = [
  {
    // Producer mode only (`-P`); files given as operands are sent as messages, else standard input.
    programs: ['kcat', 'kafkacat'],
    short: 'btpkKDXGocfsrmHFz',
    commands: [
      {
        sub: /^/,
        depth: 0,
        channel: 'socket',
        to: { kind: 'host-option', hostOpts: ['-b'] },
        data: [{ from: 'operands' }, { from: 'stdin' }],
        requires: ['-P'],
      },
    ],
  },
  {
    programs: ['mosquitto_pub'],
    short: 'hptmfiuPqkLAIVxMD',
    long: [
      'host',
      'port',
      'topic',
      'message',
      'file',
      'id',
      'username',
      'pw',
      'qos',
      'url',
      'cafile',
      'cert',
      'key',
    ],
    commands: [
      {
        sub: /^/,
        depth: 0,
        channel: 'socket',
        to: { kind: 'host-option', hostOpts: ['-h', '--host', '-L', '--url'], portOpts: ['-p', '--port'] },
        data: [
          { from: 'text', opts: ['-m', '--message'] },
          { from: 'file', opts: ['-f', '--file'] },
          { from: 'stdin' },
        ],
        requires: ['-h', '--host', '-L', '--url'],
      },
    ],
  },
  {
    programs: ['nats'],
    short: 'sH',
    long: ['server', 'creds', 'header', 'count', 'sleep', 'context', 'user', 'password', 'reply'],
    commands: [
      {
        sub: /^(?:pub|publish|req|request)$/,
        depth: 1,
        channel: 'socket',
        to: { kind: 'host-option', hostOpts: ['-s', '--server'] },
        data: [{ from: 'operands', skip: 1, text: true }, { from: 'stdin' }],
        requires: ['-s', '--server'],
      },
    ],
  },
  {
    programs: ['websocat'],
    short: 'HtbB',
    long: ['header', 'protocol', 'origin', 'ping-interval', 'buffer-size'],
    commands: [
      { sub: /^/, depth: 0, channel: 'socket', to: { kind: 'address-operand' }, data: [{ from: 'stdin' }] },
    ],
  },
  {
    // Every operand after the reference is a file pushed (`file.tgz:application/gzip`: the path before the type).
    programs: ['oras'],
    short: 'uapc',
    long: [
      'username',
      'password',
      'annotation',
      'annotation-file',
      'artifact-type',
      'config',
      'export-manifest',
      'concurrency',
    ],
    commands: [
      {
        sub: /^(?:push|attach)$/,
        depth: 1,
        channel: 'other',
        to: { kind: 'address-operand' },
        data: [{ from: 'operands' }],
      },
    ],
  },
];
