import type { FileStore } from '../model/files.js';
import type { HooksFile } from '../model/skill.js';
import { type PluginSet } from './plugins.js';
import type { RuntimeProfile } from './runtimes/index.js';
/** The hooks files of plugins: each runtime's component path and the manifest's `hooks` entries. */
export declare function pluginHooksFiles(files: FileStore, set: PluginSet, profiles: readonly RuntimeProfile[]): Promise<HooksFile[]>;
