import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);

// src/bin/heap-growth.ts
import { setFlagsFromString } from "node:v8";
var HEAP_GROWING_PERCENT = 10;
setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
