import type * as Yaml from 'yaml';
export declare function loadYaml(): Promise<void>;
export declare function yamlLib(): typeof Yaml;
