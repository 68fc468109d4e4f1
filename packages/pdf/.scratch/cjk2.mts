import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
const parsed: any = fontkit.create(readFileSync('/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf'));
for (const ch of '李华') {
  const g = parsed.glyphForCodePoint(ch.codePointAt(0)!);
  const d = g._decode();
  console.log(ch, g.id, d?.numberOfContours, d?.components?.map((c: any) => c.glyphID));
}



