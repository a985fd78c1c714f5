// Builds the SVG sprite from svg/ once dependencies are installed.
const fs = require("node:fs");
const path = require("node:path");
const dir = path.join(__dirname, "..", "svg");
const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".svg")) : [];
const sprite = files.map((f) => fs.readFileSync(path.join(dir, f), "utf8")).join("\n");
fs.writeFileSync(path.join(__dirname, "..", "sprite.svg"), `<svg>${sprite}</svg>`);
if (process.env.CI) console.log(`sprite: ${files.length} icons`);
