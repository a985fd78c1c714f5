import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  apiFactory,
  gateOf,
  orgName,
  orgPlanRun,
  orgRun,
  setApiFactory
} from "./chunk-YFDCWEWE.js";
import "./chunk-SHEWT2XO.js";
import "./chunk-RAE2LF6W.js";
import "./chunk-3LT5LRWP.js";
import "./chunk-4P27SS5P.js";
import "./chunk-IK5IOVQY.js";
import "./chunk-K6NKO6RZ.js";
import "./chunk-CTK6VKX7.js";
import "./chunk-PVS4BOPZ.js";
import "./chunk-WZJJN263.js";
import "./chunk-PEXWQS2N.js";
import "./chunk-OAFLYPSF.js";
import "./chunk-NRQ6SPEF.js";
import "./chunk-GR5WGDF7.js";
import "./chunk-6JGAFO4T.js";
import "./chunk-MJLYWYSY.js";
import "./chunk-CIAYVPFK.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  apiFactory,
  gateOf,
  orgName,
  orgPlanRun,
  orgRun,
  setApiFactory
};
