import type * as SmolToml from 'smol-toml';
import { lazyModule } from './lazy-module.js';

/**
 * `smol-toml`, loaded on first need: only a repository with a TOML configuration the runtimes read (Codex's
 * `.codex/config.toml`) needs it, so neither start-up nor a scan without one pays for it. Chosen over
 * hand-written parsing: TOML's tables, dotted keys, inline tables and string forms are easy to get subtly
 * wrong, and smol-toml is small, dependency-free, TOML 1.0 compliant and has no install script.
 */
const toml = lazyModule(
  async () => (await import('smol-toml')) as typeof SmolToml,
  'the TOML parser',
  'loadToml',
);

export const loadToml = (): Promise<void> => toml.load();
export const tomlLib = (): typeof SmolToml => toml.get();
