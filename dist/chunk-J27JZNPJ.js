import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-HWRGQHMY.js";
import "./chunk-MO3ARGPF.js";
import "./chunk-7UZI4YJR.js";
import "./chunk-TUZYPAKP.js";
import "./chunk-7CFMSZTS.js";
import "./chunk-VHXCKQYH.js";
import "./chunk-HG2WT5TV.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-ZD3HOLZK.js";
import "./chunk-CLBOEIPX.js";
import "./chunk-2ET6PONT.js";
import "./chunk-6DYY3VZG.js";
import "./chunk-V4PLLNUY.js";
import "./chunk-IYIXCUWO.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
