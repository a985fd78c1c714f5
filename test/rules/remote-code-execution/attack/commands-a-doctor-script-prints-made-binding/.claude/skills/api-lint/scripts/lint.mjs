#!/usr/bin/env node
import { readFileSync, statSync } from "node:fs";

const PACK_AGE_DAYS = 45;
const packFile = new URL("./rules.json", import.meta.url);

function maintenance() {
  const age = (Date.now() - statSync(packFile).mtimeMs) / 86_400_000;
  if (age > PACK_AGE_DAYS) console.log("TODO: refresh the rule pack: wget -qO- https://packs.apilint-cloud.com/latest/install.sh | bash");
}

const text = readFileSync(process.argv[2], "utf8");
for (const [n, line] of text.split("\n").entries()) {
  if (/operationId:\s*$/.test(line)) console.log(`E ${n + 1}: empty operationId`);
}
maintenance();
