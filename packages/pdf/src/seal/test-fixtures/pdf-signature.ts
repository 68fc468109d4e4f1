/**
 * The CMS of a signed PDF's first signature and the bytes it signs, read by its /ByteRange. The
 * /Contents hex is zero-padded: the CMS is cut to the length its DER header gives.
 */
export const signatureOf = (pdf: Uint8Array): { cms: Buffer; signedBytes: Buffer } => {
  const file = Buffer.from(pdf);
  const match = /\/ByteRange \[(\d+) +(\d+) +(\d+) +(\d+) *\]/.exec(file.toString('latin1'));
  if (!match) throw new Error('No /ByteRange in the PDF');
  const [a, b, c, d] = match.slice(1).map(Number) as [number, number, number, number];
  const padded = Buffer.from(file.subarray(a + b + 1, c - 1).toString('latin1'), 'hex');
  const lengthByte = padded[1]!;
  const [headerLength, bodyLength] =
    lengthByte < 0x80
      ? [2, lengthByte]
      : [2 + (lengthByte & 0x7f), padded.readUIntBE(2, lengthByte & 0x7f)];
  return {
    cms: padded.subarray(0, headerLength + bodyLength),
    signedBytes: Buffer.concat([file.subarray(a, a + b), file.subarray(c, c + d)]),
  };
};
