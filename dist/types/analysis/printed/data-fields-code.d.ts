import { type Style } from './data-bindings.js';
/**
 * Which fields of the records a Python or JavaScript program loads from a data file reach what it prints
 * (src/analysis/printed/data-fields.ts). Read from the program's text, never run: the names bound to
 * loaded data (`entries = yaml.safe_load(p.read_text())["entries"]`, `const { tips } = JSON.parse(…)`),
 * the loop variables and callback parameters over them (`for e in entries`, `tips.map((t) => …)`), and
 * in every printed expression (`print(…)`, `console.log(…)`, `process.stdout.write(…)`, the variables and
 * functions they use, followed a few steps) the last key each access of a record names: `e['counter']`,
 * `e.get("counter")`, `t.text`. A record printed whole (`print(e)`, `json.dumps(entries)`) prints every
 * field. What only decides (a comprehension's `for … if …` part, `re.search(e["pattern"], prompt)`,
 * `.filter(…)`, `len(…)`) prints nothing. Names are not scoped: a program is a hook's few dozen lines.
 */
export type { Style };
/** The fields a program prints of the records it loads; `all` when a whole record or file is printed. */
export interface PrintedFields {
    fields: Set<string>;
    all: boolean;
}
export declare function printedFieldsOf(source: string, style: Style): PrintedFields | undefined;
