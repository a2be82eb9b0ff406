import { inflateSync } from 'node:zlib';

/**
 * The text of the portal's PDFs (pdfkit, Sarabun embedded as Identity-H fonts), page by page,
 * read back as a PDF reader copies it: each glyph through its font's ToUnicode map, the
 * pieces of one baseline joined (a mark raised onto its letter included), baselines on lines
 * of their own.
 */
export function pdfPages(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const objects = new Map<number, { dict: string; stream?: Buffer }>();
  for (const m of raw.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = m[2];
    const at = body.indexOf('stream');
    if (at < 0) {
      objects.set(Number(m[1]), { dict: body });
      continue;
    }
    const dict = body.slice(0, at);
    // Stream bytes start after `stream` and its line end; latin1 keeps one char per byte.
    const start = m.index + m[0].indexOf(body) + at + 'stream'.length + 1;
    const end = raw.lastIndexOf('endstream', m.index + m[0].length);
    let stream = pdf.subarray(start, end);
    if (/\/FlateDecode/.test(dict)) stream = inflateSync(stream);
    objects.set(Number(m[1]), { dict, stream });
  }
  const ref = (dict: string, key: string) => {
    const m = new RegExp(`/${key} (\\d+) 0 R`).exec(dict);
    return m ? Number(m[1]) : undefined;
  };

  /** A font's glyph ids to their text (a glyph may stand for several code points). */
  const unicodeOf = (fontObj: number) => {
    const map = new Map<number, string>();
    const cmapObj = ref(objects.get(fontObj)?.dict ?? '', 'ToUnicode');
    const cmap =
      cmapObj === undefined ? '' : (objects.get(cmapObj)?.stream?.toString('latin1') ?? '');
    const text = (hex: string) =>
      String.fromCodePoint(...(hex.match(/[0-9a-f]{4}/gi) ?? []).map((h) => parseInt(h, 16)));
    for (const [, block] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
      for (const m of block.matchAll(
        /<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f ]+>)/gi,
      )) {
        const lo = parseInt(m[1], 16);
        const hi = parseInt(m[2], 16);
        if (m[3].startsWith('[')) {
          [...m[3].matchAll(/<([0-9a-f ]*)>/gi)].forEach((d, i) => map.set(lo + i, text(d[1])));
        } else {
          const first = parseInt(m[3].slice(1, -1), 16);
          for (let g = lo; g <= hi; g++) map.set(g, String.fromCodePoint(first + g - lo));
        }
      }
    }
    for (const [, block] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
      for (const m of block.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f ]+)>/gi))
        map.set(parseInt(m[1], 16), text(m[2]));
    }
    return map;
  };

  const pagesObj = [...objects.values()].find((o) => /\/Type \/Pages/.test(o.dict));
  const kids = [
    ...(/\/Kids \[([^\]]*)\]/.exec(pagesObj?.dict ?? '')?.[1] ?? '').matchAll(/(\d+) 0 R/g),
  ];
  return kids.map(([, id]) => {
    const page = objects.get(Number(id))!.dict;
    const resourcesId = ref(page, 'Resources');
    const resources = resourcesId === undefined ? page : objects.get(resourcesId)!.dict;
    const fonts = new Map<string, Map<number, string>>();
    const fontDict = /\/Font <<([^>]*)>>/.exec(resources)?.[1] ?? '';
    for (const [, name, obj] of fontDict.matchAll(/\/(\w+) (\d+) 0 R/g))
      fonts.set(name, unicodeOf(Number(obj)));
    const content = objects.get(ref(page, 'Contents')!)!.stream!.toString('latin1');

    const lines: string[] = [];
    let font = new Map<number, string>();
    let y = NaN;
    let lastY = NaN;
    for (const m of content.matchAll(
      /\/(\w+) [\d.]+ Tf|[\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ ([\d.-]+) Tm|\[([^\]]*)\] TJ/g,
    )) {
      if (m[1]) font = fonts.get(m[1]) ?? new Map();
      else if (m[2]) y = Number(m[2]);
      else {
        const glyphs = [...m[3].matchAll(/<([0-9a-f]*)>/gi)].flatMap(([, hex]) =>
          (hex.match(/[0-9a-f]{4}/gi) ?? []).map((h) => parseInt(h, 16)),
        );
        const piece = glyphs.map((g) => font.get(g) ?? '').join('');
        // A vowel or tone mark raised or lowered onto its letter is still on the letter's line.
        if (Math.abs(y - lastY) < 4 && lines.length) lines[lines.length - 1] += piece;
        else lines.push(piece);
        lastY = y;
      }
    }
    // A ำ is drawn as its ring (over the letter, or joined to a tone mark) and a า: readers
    // copy both, which is read back as the one vowel it was.
    return lines.join('\n').replace(/(\u0e33|\u0e4d)\u0e32/g, '\u0e33');
  });
}
