import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);

// src/bin/wasm-tiering.ts
import { setFlagsFromString } from "node:v8";
setFlagsFromString("--liftoff-only");

// src/bin/js-tiering.ts
import { setFlagsFromString as setFlagsFromString2 } from "node:v8";
setFlagsFromString2("--no-turbo-inlining");
setFlagsFromString2("--interrupt-budget=200000");
