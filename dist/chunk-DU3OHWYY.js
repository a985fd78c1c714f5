import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-WIQGPX24.js";
import "./chunk-FBSDFO33.js";
import "./chunk-7UZI4YJR.js";
import "./chunk-OLRVAHQY.js";
import "./chunk-D3DSA7IH.js";
import "./chunk-6HZMUWFS.js";
import "./chunk-6GTVCQEW.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-ZD3HOLZK.js";
import "./chunk-2SPXR3H4.js";
import "./chunk-WZJJN263.js";
import "./chunk-6DYY3VZG.js";
import "./chunk-B4OII47Z.js";
import "./chunk-IYIXCUWO.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
