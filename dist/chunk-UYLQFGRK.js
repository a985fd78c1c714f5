import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);

// src/bin/wasm-tiering.ts
import { setFlagsFromString } from "node:v8";
setFlagsFromString("--liftoff-only");
