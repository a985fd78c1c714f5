import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-O5MKFGOC.js";
import "./chunk-GVN2IMDW.js";
import "./chunk-FUMAWMRG.js";
import "./chunk-BPOSEVUI.js";
import "./chunk-LH6REYCW.js";
import "./chunk-ZFWKGEFY.js";
import "./chunk-XWZIYQCS.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
