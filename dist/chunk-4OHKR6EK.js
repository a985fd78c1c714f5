import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-2FFBOIIF.js";
import "./chunk-HNNRPGGV.js";
import "./chunk-FUMAWMRG.js";
import "./chunk-BPOSEVUI.js";
import "./chunk-U5PFWOTT.js";
import "./chunk-ZFWKGEFY.js";
import "./chunk-XWZIYQCS.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
