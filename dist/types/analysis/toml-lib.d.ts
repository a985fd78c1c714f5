import type * as SmolToml from 'smol-toml';
export declare const loadToml: () => Promise<void>;
export declare const tomlLib: () => typeof SmolToml;
