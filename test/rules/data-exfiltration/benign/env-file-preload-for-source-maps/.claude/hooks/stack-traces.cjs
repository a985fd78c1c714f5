// Map stack traces of the compiled dist/ files back to the TypeScript sources.
"use strict";
Error.stackTraceLimit = 50;
process.setSourceMapsEnabled(true);
