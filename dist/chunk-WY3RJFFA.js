import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-FJHFWFTY.js";
import "./chunk-DYLNEQVY.js";
import "./chunk-7UZI4YJR.js";
import "./chunk-4L7ID2JY.js";
import "./chunk-3TUYDQZ6.js";
import "./chunk-BNWSEPZU.js";
import "./chunk-DCBWGSQW.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-ZD3HOLZK.js";
import "./chunk-GMSX4R2E.js";
import "./chunk-WZJJN263.js";
import "./chunk-6DYY3VZG.js";
import "./chunk-OAFLYPSF.js";
import "./chunk-XNNIAH76.js";
import "./chunk-6JGAFO4T.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
