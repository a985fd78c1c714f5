import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-P6WPQJVL.js";
import "./chunk-LWVAO7YI.js";
import "./chunk-7UZI4YJR.js";
import "./chunk-3MFRXYYO.js";
import "./chunk-7CFMSZTS.js";
import "./chunk-KKAEK7DH.js";
import "./chunk-VFF6OXAG.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-ZD3HOLZK.js";
import "./chunk-AG62NFEX.js";
import "./chunk-2ET6PONT.js";
import "./chunk-6DYY3VZG.js";
import "./chunk-2ZIQP3LZ.js";
import "./chunk-IYIXCUWO.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
