import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  apiFactory,
  gateOf,
  orgName,
  orgPlanRun,
  orgRun,
  setApiFactory
} from "./chunk-GHO6HSM6.js";
import "./chunk-HIOADGJZ.js";
import "./chunk-6I6H2MOZ.js";
import "./chunk-4P27SS5P.js";
import "./chunk-KLA3BMEC.js";
import "./chunk-IK5IOVQY.js";
import "./chunk-GTNETXGH.js";
import "./chunk-CTK6VKX7.js";
import "./chunk-EIWUVAI5.js";
import "./chunk-IJRLNOHB.js";
import "./chunk-BUQZHG5H.js";
import "./chunk-5PWERDZX.js";
import "./chunk-PEXWQS2N.js";
import "./chunk-OAFLYPSF.js";
import "./chunk-MC4ZOUFQ.js";
import "./chunk-AFEN3ORC.js";
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
