import type * as Yaml from 'yaml';
export declare const loadYaml: () => Promise<void>;
export declare const yamlLib: () => typeof Yaml;
