import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-2IPVHMSL.js";
import "./chunk-WPU24QLE.js";
import "./chunk-7UZI4YJR.js";
import "./chunk-V6KQY2HJ.js";
import "./chunk-7CFMSZTS.js";
import "./chunk-CVF52QGW.js";
import "./chunk-OSMUVTK5.js";
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
