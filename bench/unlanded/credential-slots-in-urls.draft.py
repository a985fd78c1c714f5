p='/tmp/wt-exfilown/src/analysis/prose/credential-slots.ts'
s=open(p).read()
old="""    out.push({ first: i, last, value, kind, ...(store ? { store } : {}) });
  }
  return out;
}"""
new="""    out.push({ first: i, last, value, kind, ...(store ? { store } : {}) });
  }
  for (let i = 0; i < v.n; i++) if (v.toks[i]!.kind === 'url') out.push(...querySlots(v.raw(i), i));
  return out;
}

/**
 * A credential-named query parameter of a URL (`?access_token=$SALESFORCE_ACCESS_TOKEN`, `&key=<gemini_key>`):
 * the same slot as a header, in the address. Only a variable or slot counts; the text's own word is no read.
 */
const QUERY_SLOT = /[?&](?:api[_-]?key|apikey|key|token|access_token|auth|password|secret)=([^&#\\s"'`]{1,200})/gi;

function querySlots(url: string, at: number): CredentialSlot[] {
  const out: CredentialSlot[] = [];
  for (const m of url.matchAll(QUERY_SLOT)) {
    const value = m[1]!;
    const kind = value.startsWith('$') || value.startsWith('<') ? kindOf('path', value) : 'literal';
    if (kind === 'named') out.push({ first: at, last: at, value, kind });
  }
  return out;
}"""
assert old in s; s=s.replace(old,new)
# variables written ${X} or $X are 'path'-like for kindOf; <x> placeholders in a URL stay in the url token
s=s.replace("""  const variable = kind === 'path' && t.startsWith('$');""","""  const variable = kind === 'path' && t.startsWith('$');
  // A `<slot>` left inside a URL token.
  if (kind === 'path' && t.startsWith('<')) return serviceWords(slotName(t)).length > 0 ? 'named' : 'generic';""")
open(p,'w').write(s)
