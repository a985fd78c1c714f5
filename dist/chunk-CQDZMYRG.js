import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-ERIF3AJD.js";
import "./chunk-JSPOWG3D.js";
import "./chunk-FUMAWMRG.js";
import "./chunk-P5IVP4XV.js";
import "./chunk-6IAWWKRA.js";
import "./chunk-KAVQDDGD.js";
import "./chunk-XWZIYQCS.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
