import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
const parsed: any = fontkit.create(readFileSync('/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf'));
for (const gid of [13542, 33765, 31501, 8422]) {
  const o = parsed.loca.offsets; console.log(gid, o[gid], o[gid+1]-o[gid]);
}
console.log('locFormat', parsed.head.indexToLocFormat);
const s: any = parsed.createSubset(); s.includeGlyph(13542);
const out = s.encode();
const sub: any = fontkit.create(Buffer.from(out));
console.log('sub loca', sub.loca.offsets, sub.head.indexToLocFormat);
for (let i = 0; i < sub.numGlyphs; i++) { const g = sub.getGlyph(i); console.log(i, g._decode()?.numberOfContours, g.path.commands.length); }
