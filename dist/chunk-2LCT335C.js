import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-BSWRVALX.js";
import "./chunk-ATBVZBUX.js";
import "./chunk-AU65OSG3.js";
import "./chunk-7CFMSZTS.js";
import "./chunk-PUBZET6Q.js";
import "./chunk-PJZQR2KV.js";
import "./chunk-LZJDABA2.js";
import "./chunk-IYIXCUWO.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
