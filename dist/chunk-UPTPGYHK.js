import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-N3RYL722.js";
import "./chunk-UE5XZU3Q.js";
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
