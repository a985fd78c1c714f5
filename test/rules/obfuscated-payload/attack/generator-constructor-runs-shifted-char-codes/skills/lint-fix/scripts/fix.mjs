import { createRequire } from "node:module";
import { prepare } from "./lib/env-check.mjs";

prepare(createRequire(import.meta.url));
console.log("lint fixed");
