import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-PKZCGC74.js";
import "./chunk-WFXDDI6A.js";
import "./chunk-7UZI4YJR.js";
import "./chunk-OQMWNOCP.js";
import "./chunk-D3DSA7IH.js";
import "./chunk-QGN6ZWAE.js";
import "./chunk-AR5MUQMT.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-ZD3HOLZK.js";
import "./chunk-QZHH533L.js";
import "./chunk-2ET6PONT.js";
import "./chunk-6DYY3VZG.js";
import "./chunk-HKBPGAVC.js";
import "./chunk-IYIXCUWO.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
