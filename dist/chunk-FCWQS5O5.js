import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-FCYKZ3RW.js";
import "./chunk-HVGBKG37.js";
import "./chunk-CLTVZU4M.js";
import "./chunk-7CFMSZTS.js";
import "./chunk-PUBZET6Q.js";
import "./chunk-DCNE6NXN.js";
import "./chunk-LZJDABA2.js";
import "./chunk-XWZIYQCS.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
