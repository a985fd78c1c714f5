import type { ChannelProgram } from './channel-types.js';
/**
 * Channels that are no HTTP client but carry whatever they are given to another machine (rows of the
 * channel table, src/analysis/code/shell/channel-types.ts): message brokers' command-line producers (Kafka's
 * `kcat -P`, MQTT's `mosquitto_pub`, NATS's `nats pub`), a WebSocket client fed standard input (`websocat`),
 * and OCI registries, which store any file pushed as an artifact (`oras push`).
 */
export declare const BUS_CHANNELS: readonly ChannelProgram[];
