import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  apiFactory,
  gateOf,
  orgName,
  orgPlanRun,
  orgRun,
  setApiFactory
} from "./chunk-GGFXMG3S.js";
import "./chunk-YTB4QAGG.js";
import "./chunk-MG7USDBW.js";
import "./chunk-DH3YR6ZL.js";
import "./chunk-G2BGV4FQ.js";
import "./chunk-Z5GSILAX.js";
import "./chunk-CTK6VKX7.js";
import "./chunk-DCNE6NXN.js";
import "./chunk-LZJDABA2.js";
import "./chunk-SFFHMZXF.js";
import "./chunk-JU2HB5QZ.js";
import "./chunk-LQKUMDBU.js";
import "./chunk-XWZIYQCS.js";
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
