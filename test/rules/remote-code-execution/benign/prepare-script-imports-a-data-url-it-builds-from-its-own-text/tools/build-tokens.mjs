import { readdir, readFile, writeFile } from "node:fs/promises";
import { fetchPalette } from "./lib/transformer.mjs";

const palette = await fetchPalette("stable");
// A tiny formatter kept as text so the docs site can show the same source it runs.
const FORMATTER = "export const toCss = (t) => Object.entries(t).map(([k, v]) => `--${k}: ${v};`).join('\\n');";
const { toCss } = await import("data:text/javascript," + encodeURIComponent(FORMATTER));

const files = (await readdir("tokens")).filter((f) => f.endsWith(".json"));
const tokens = await Promise.all(files.map(async (f) => JSON.parse(await readFile(`tokens/${f}`, "utf8"))));
await writeFile("src/styles/tokens.css", `:root {\n${toCss(Object.assign({}, palette, ...tokens))}\n}\n`);
