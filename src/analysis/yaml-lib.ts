import type * as Yaml from 'yaml';
import { lazyModule } from './lazy-module.js';

/**
 * The `yaml` package, loaded on first need. Evaluating it is ~20 ms of the Action's start-up, which an empty
 * repository never needs: `scan` loads it once the walk found a file (`loadParsers`), the configuration
 * readers await `parseConfigText`, and the library entry (src/index.ts) loads it on import so library
 * callers can parse synchronously. Before that `yamlLib` throws.
 */
const yaml = lazyModule(
  // yaml is CommonJS: Node's import() gives its exports as named and as `default`, the bundle only as `default`.
  async () => (await import('yaml')).default as unknown as typeof Yaml,
  'the YAML parser',
  'loadYaml',
);

export const loadYaml = (): Promise<void> => yaml.load();
export const yamlLib = (): typeof Yaml => yaml.get();
