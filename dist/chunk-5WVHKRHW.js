import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-2X45YADF.js";
import "./chunk-B52IRGCQ.js";
import "./chunk-FUMAWMRG.js";
import "./chunk-2DDNV4TA.js";
import "./chunk-2GL272VJ.js";
import "./chunk-S2PY3A7P.js";
import "./chunk-XWZIYQCS.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
