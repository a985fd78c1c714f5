import type { ChannelProgram } from './channel-types.js';
export declare const STORAGE_CHANNELS: readonly ChannelProgram[];
