import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  apiFactory,
  gateOf,
  orgName,
  orgPlanRun,
  orgRun,
  setApiFactory
} from "./chunk-PJFP7LEH.js";
import "./chunk-XHA2IBCH.js";
import "./chunk-A72O3UD7.js";
import "./chunk-KLA3BMEC.js";
import "./chunk-IK5IOVQY.js";
import "./chunk-4P27SS5P.js";
import "./chunk-KZ5WIRD3.js";
import "./chunk-CTK6VKX7.js";
import "./chunk-NORRVPTB.js";
import "./chunk-BUQZHG5H.js";
import "./chunk-5PWERDZX.js";
import "./chunk-PEXWQS2N.js";
import "./chunk-OAFLYPSF.js";
import "./chunk-ELOLT543.js";
import "./chunk-7WR3WO2B.js";
import "./chunk-PBUGHLOV.js";
import "./chunk-SFFHMZXF.js";
import "./chunk-IFJMIEMV.js";
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
