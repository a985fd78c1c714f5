import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  CARRIER_NAMES,
  decodeZeroWidthBits,
  findCarriers,
  plausibleText
} from "./chunk-WLN7KFCN.js";
import "./chunk-3US34MEJ.js";
import "./chunk-TDN2XPU6.js";
import "./chunk-44TY65P7.js";
import "./chunk-UFHZVMDI.js";
import "./chunk-5PWERDZX.js";
import "./chunk-UCBEUXN4.js";
import "./chunk-2BLLRBEF.js";
import "./chunk-XCZB7PKZ.js";
import "./chunk-Z4YYEIIX.js";
import "./chunk-OAFLYPSF.js";
import "./chunk-AFEN3ORC.js";
import "./chunk-Z7GJY6OC.js";
import "./chunk-DTSIC6IR.js";
export {
  CARRIER_NAMES,
  decodeZeroWidthBits,
  findCarriers,
  plausibleText
};
