import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-HIAKZFAY.js";
import "./chunk-DXMHW5RS.js";
import "./chunk-7UZI4YJR.js";
import "./chunk-SWOG5226.js";
import "./chunk-7CFMSZTS.js";
import "./chunk-LGOWQTLY.js";
import "./chunk-ZD5PD56M.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-ZD3HOLZK.js";
import "./chunk-4VFRD44H.js";
import "./chunk-2ET6PONT.js";
import "./chunk-6DYY3VZG.js";
import "./chunk-RA55L7TE.js";
import "./chunk-IYIXCUWO.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
