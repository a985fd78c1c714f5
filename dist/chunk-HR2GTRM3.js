import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-YC7CHBCU.js";
import "./chunk-WJ4KCTR5.js";
import "./chunk-7HVAIRQP.js";
import "./chunk-WPFJCATV.js";
import "./chunk-P35CARR5.js";
import "./chunk-OFEG5E37.js";
import "./chunk-XWZIYQCS.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
