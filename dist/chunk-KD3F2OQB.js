import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-IX6I4NSF.js";
import "./chunk-HL5LYBH3.js";
import "./chunk-RU7KEYON.js";
import "./chunk-HRJB4JU5.js";
import "./chunk-YZUTSUF3.js";
import "./chunk-5LOY4O5U.js";
import "./chunk-XWZIYQCS.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
