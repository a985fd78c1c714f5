/**
 * An entry of a folder listing joined back onto the folder: `path.join(dir, f)` over
 * `fs.readdirSync(dir)`, `os.path.join(d, name)` over `os.listdir(d)`. The analyzers give a listing's
 * entries the text `${file:DIR}` (what was read, src/analysis/code/javascript/fs.ts), so the joined path
 * reads `DIR/${file:DIR}`. Loading or running each entry (`require`, `import()`, `runpy.run_path`,
 * `exec(open(…).read())`) runs every code file of that folder: the load is a pattern over the folder
 * (`DIR/*.{js,cjs,mjs}`), which the reference graph resolves against the tree with its bounds
 * (src/model/pattern-refs.ts). Pure string work, bounded by the value's length.
 */
/** `DIR/*.{exts}` when `text` is a listed entry of DIR joined onto DIR; undefined otherwise. */
export declare function listedEntryPattern(text: string, exts: readonly string[]): string | undefined;
