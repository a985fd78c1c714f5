import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-SQWAK5AU.js";
import "./chunk-72J6KTNW.js";
import "./chunk-4I2H4CX3.js";
import "./chunk-WPFJCATV.js";
import "./chunk-P35CARR5.js";
import "./chunk-OFEG5E37.js";
import "./chunk-XWZIYQCS.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
