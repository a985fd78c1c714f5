import os,re
R='/tmp/spr/tw/src/'
def edit(p, pairs, imp):
    p=R+p
    s=open(p).read()
    for a,b in pairs:
        if a not in s: print('MISSING', p, a[:60]); continue
        s=s.replace(a,b,1)
    if 'trace-tmp' not in s:
        i=s.index('\nimport ')+1 if not s.startswith('import ') else 0
        s=s[:i]+imp+'\n'+s[i:]
    open(p,'w').write(s)
edit('scan.ts',[
("  const walked = await walkedSource(","  mark('scan start');\n  const walked = await walkedSource("),
("  const index = await indexTree(walked","  mark('listing awaited');\n  const index = await indexTree(walked"),
("  if (heads) files.keepBlobIds();","  if (heads) files.keepBlobIds();\n  mark('walked');"),
("    if (index.files.length > 0) await loadParsers();","    mark('pool kept, search opened');\n    if (index.files.length > 0) await loadParsers();\n    mark('parsers loaded');"),
("  const launch = await buildLaunchPoints({ files, ...found });","  mark('discovered');\n  const launch = await buildLaunchPoints({ files, ...found });\n  mark('launch points');"),
("  const trusted = trustedInstallersOf(config);","  mark('changed settled');\n  const trusted = trustedInstallersOf(config);"),
("  clock?.lap('discovery');","  mark('model built');\n  clock?.lap('discovery');"),
("    await Promise.all([prefetchFacts(await model.graph(), factStore), early]);","    await model.graph();\n    mark('graph');\n    await Promise.all([prefetchFacts(await model.graph(), factStore), early]);\n    mark('facts');"),
("  const analysability = await analysabilityAfterRules(model, ruleErrors);","  mark('rules');\n  const analysability = await analysabilityAfterRules(model, ruleErrors);"),
], "import { mark } from './trace-tmp.js';")
edit('cli.ts',[
("  const results = await scanPaths(args, paths, io, clock);","  const results = await scanPaths(args, paths, io, clock);\n  mark('scanned');"),
], "import { mark } from './trace-tmp.js';")
edit('cli-early.ts',[
("  const listing = listWorkTree(root);","  mark('git asked');\n  const listing = marked(listWorkTree(root), 'git listing');"),
("return { listing, diff: diffSince(root, rev) };","return { listing, diff: marked(diffSince(root, rev), 'git diff') };"),
], "import { mark, marked } from './trace-tmp.js';")
edit('source/git-changes.ts',[
("    const untracked = notInIndex(walked, i.value);","    mark('changed: diff+listing in');\n    const untracked = notInIndex(walked, i.value);\n    mark('notInIndex');"),
], "import { mark } from '../trace-tmp.js';")
edit('model/search-service.ts',[
("  const first = share.shard.files.filter((f) => !READ_LAST.test(f.path));","  mark('worker: reading share');\n  const first = share.shard.files.filter((f) => !READ_LAST.test(f.path));"),
("  if (last.length > 0) await share.given;","  mark('worker: share read (first)');\n  if (last.length > 0) await share.given;"),
], "import { mark } from '../trace-tmp.js';")
edit('model/change-reach.ts',[
("      for (const candidate of await texts.matching(tokens, targetReal)) {","      mark(`round ${round}: ${tokens.length} tokens`);\n      const cands = await texts.matching(tokens, targetReal);\n      mark(`round ${round}: ${cands.length} candidates`);\n      for (const candidate of cands) {"),
], "import { mark } from '../trace-tmp.js';")
