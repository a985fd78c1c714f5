import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  apiFactory,
  gateOf,
  orgName,
  orgPlanRun,
  orgRun,
  setApiFactory
} from "./chunk-F7QPKGCV.js";
import "./chunk-ZY53RXQE.js";
import "./chunk-MSI3UXCZ.js";
import "./chunk-KRR3D6EZ.js";
import "./chunk-4P27SS5P.js";
import "./chunk-IK5IOVQY.js";
import "./chunk-IKRCDSI5.js";
import "./chunk-CTK6VKX7.js";
import "./chunk-AC7KPG7Y.js";
import "./chunk-WZJJN263.js";
import "./chunk-PEXWQS2N.js";
import "./chunk-OAFLYPSF.js";
import "./chunk-W7K462BP.js";
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
