import type * as Yaml from 'yaml';

/**
 * The `yaml` package, loaded on first need. Evaluating it is ~20 ms of the Action's start-up, which an empty
 * repository never needs: `scan` loads it once the walk found a file or a configuration is read, the
 * configuration readers of the CLI and the Action await `parseConfigText`, and the library entry
 * (src/index.ts) loads it on import so library callers can parse synchronously. Parsing stays synchronous
 * after that; before it `yamlLib` throws a clear error.
 */
let lib: typeof Yaml | undefined;
let loading: Promise<void> | undefined;

export function loadYaml(): Promise<void> {
  loading ??= import('yaml').then((m) => {
    // yaml is CommonJS: Node's import() gives its exports as named and as `default`, the bundle only as
    // `default`.
    lib = m.default as unknown as typeof Yaml;
  });
  return loading;
}

export function yamlLib(): typeof Yaml {
  if (!lib) throw new Error('the YAML parser is not loaded: await loadYaml() first');
  return lib;
}
