const path = require("path");
const fs = require("fs");

// Projects can extend the context with their own provider in .agent/context.js.
const provider = path.join(process.cwd(), ".agent", "context.js");
if (fs.existsSync(provider)) {
  const extra = require(provider);
  process.stdout.write(String(extra.context ? extra.context() : ""));
}
