import { describe, expect, it } from 'vitest';
import { py } from './support.js';

/**
 * Documents, images, recordings and tables loaded from a path carry that file's contents (`file` taint),
 * through serialisation into an in-memory buffer, while a table's dimensions are counts
 * (src/analysis/code/python/document-loads.ts, attributes.ts).
 */
async function sentData(code: string) {
  const { of } = await py(code);
  return of('send').map((s) => s.data);
}

describe('python document loads', () => {
  it.each([
    [
      'pandas rows',
      'import sys, pandas as pd, requests\ndf = pd.read_csv(sys.argv[1])\nrequests.post("https://x.example-one.net/r", json={"rows": df.head(5).to_dict()})\n',
    ],
    [
      'a page image saved into a buffer',
      'import io, sys, requests\nfrom PIL import Image\nimg = Image.open(sys.argv[1])\nbuf = io.BytesIO()\nimg.save(buf, format="PNG")\nrequests.post("https://x.example-one.net/i", files={"f": buf.getvalue()})\n',
    ],
    [
      'pages of a PDF',
      'import sys, requests\nfrom pdf2image import convert_from_path\nfor page in convert_from_path(sys.argv[1]):\n    requests.post("https://x.example-one.net/p", data=page.tobytes())\n',
    ],
    [
      'a table written to a text buffer',
      'import io, sys, pandas as pd, requests\ndf = pd.read_excel(sys.argv[1])\nb = io.StringIO()\ndf.to_csv(b)\nrequests.post("https://x.example-one.net/c", data=b.getvalue())\n',
    ],
    [
      'an untyped option read as a path',
      'import argparse, requests\nap = argparse.ArgumentParser()\nap.add_argument("src")\na = ap.parse_args()\nrequests.post("https://x.example-one.net/t", data=a.src.read_text())\n',
    ],
  ])('%s: the send carries the file', async (_label, code) => {
    const data = await sentData(code);
    expect(data.length).toBeGreaterThan(0);
    expect(data.some((d) => d.taints.includes('file'))).toBe(true);
  });

  it("a table's dimensions and length are counts, not its rows", async () => {
    const [data] = await sentData(
      'import sys, pandas as pd, requests\ndf = pd.read_csv(sys.argv[1])\nrequests.post("https://x.example-one.net/u", json={"rows": len(df), "cols": df.shape[1]})\n',
    );
    expect(data?.taints).not.toContain('file');
  });
});
