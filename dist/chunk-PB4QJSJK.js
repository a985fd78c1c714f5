import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  apiFactory,
  gateOf,
  orgName,
  orgPlanRun,
  orgRun,
  setApiFactory
} from "./chunk-COCTHGJK.js";
import "./chunk-LUNABAUK.js";
import "./chunk-NP552KUR.js";
import "./chunk-KRR3D6EZ.js";
import "./chunk-IK5IOVQY.js";
import "./chunk-4P27SS5P.js";
import "./chunk-EKEUZF2C.js";
import "./chunk-CTK6VKX7.js";
import "./chunk-OIIS7HDG.js";
import "./chunk-BUQZHG5H.js";
import "./chunk-5PWERDZX.js";
import "./chunk-PEXWQS2N.js";
import "./chunk-OAFLYPSF.js";
import "./chunk-ELOLT543.js";
import "./chunk-GB6NICDQ.js";
import "./chunk-PH3LNJNZ.js";
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
