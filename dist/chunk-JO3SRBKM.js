import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-MUVXFUTC.js";
import "./chunk-V75UCC36.js";
import "./chunk-7UZI4YJR.js";
import "./chunk-Q73WM6MT.js";
import "./chunk-D3DSA7IH.js";
import "./chunk-QJ52ALFM.js";
import "./chunk-2PVDPCF3.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-ZD3HOLZK.js";
import "./chunk-RSGV7NJU.js";
import "./chunk-2ET6PONT.js";
import "./chunk-6DYY3VZG.js";
import "./chunk-HKBPGAVC.js";
import "./chunk-IYIXCUWO.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
