import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  apiFactory,
  gateOf,
  orgName,
  orgPlanRun,
  orgRun,
  setApiFactory
} from "./chunk-QIFBPQWJ.js";
import "./chunk-YVLXWM5I.js";
import "./chunk-TZMS4VC2.js";
import "./chunk-4P27SS5P.js";
import "./chunk-KLA3BMEC.js";
import "./chunk-SI6ZQQEG.js";
import "./chunk-HK2V2JBT.js";
import "./chunk-SSQ53WC3.js";
import "./chunk-XR6W4VKN.js";
import "./chunk-CTK6VKX7.js";
import "./chunk-VL4AUMTW.js";
import "./chunk-UPHTETEJ.js";
import "./chunk-4F2PRZX4.js";
import "./chunk-YXXGEZCJ.js";
import "./chunk-5PWERDZX.js";
import "./chunk-5IYXR757.js";
import "./chunk-QYKJFDWI.js";
import "./chunk-C7QD4XT3.js";
import "./chunk-AFEN3ORC.js";
import "./chunk-RNGM5I7R.js";
import "./chunk-5ZQZRXVU.js";
import "./chunk-PBUGHLOV.js";
import "./chunk-IFJMIEMV.js";
import "./chunk-Z7GJY6OC.js";
import "./chunk-4DOYWDGL.js";
import "./chunk-N4Y7GMVX.js";
import "./chunk-DTSIC6IR.js";
export {
  apiFactory,
  gateOf,
  orgName,
  orgPlanRun,
  orgRun,
  setApiFactory
};
