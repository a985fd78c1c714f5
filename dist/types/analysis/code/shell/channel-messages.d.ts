import type { ChannelProgram } from './channel-types.js';
export declare const MESSAGE_CHANNELS: readonly ChannelProgram[];
