/**
 * Ruby that loads every file of a pattern: `Dir.glob(File.join(__dir__, "lib", "tasks", "*.rake")).each { |f|
 * load f }`, `Dir["tasks/*.rb"].each { |f| require_relative f }` (a Rakefile's task files). The pattern, relative
 * to the file's folder (`__dir__`, `File.dirname(__FILE__)`), or nothing when a part is computed.
 */
export declare function rubyGlobLoads(text: string): Array<{
    path: string;
    at: number;
}>;
