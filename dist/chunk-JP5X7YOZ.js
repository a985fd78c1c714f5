import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-MR6WLEHW.js";
import "./chunk-EG7637OM.js";
import "./chunk-7UZI4YJR.js";
import "./chunk-VQXT4SFS.js";
import "./chunk-D3DSA7IH.js";
import "./chunk-LHZX42GF.js";
import "./chunk-6W6GVF56.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-ZD3HOLZK.js";
import "./chunk-57SE6IHU.js";
import "./chunk-WZJJN263.js";
import "./chunk-6DYY3VZG.js";
import "./chunk-5AED4UPT.js";
import "./chunk-IYIXCUWO.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
