import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-GJG27EEQ.js";
import "./chunk-XEDK64P2.js";
import "./chunk-CLTVZU4M.js";
import "./chunk-7CFMSZTS.js";
import "./chunk-PUBZET6Q.js";
import "./chunk-C2CU2EVJ.js";
import "./chunk-LZJDABA2.js";
import "./chunk-IYIXCUWO.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
