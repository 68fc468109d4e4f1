import { GREY, INK, type CertificateFlow } from './certificate-flow.ts';

export type KeyValue = readonly [label: string, value: string | null];

const SIZE = 8.5;
const LINE = SIZE * 1.35;

/** Lines one label-and-value list takes at this width (values wrap under themselves). */
export const keyValueLines = (
  flow: CertificateFlow,
  rows: readonly KeyValue[],
  width: number,
  labelWidth: number,
): string[][] => rows.map(([, value]) => flow.wrap(value ?? '—', SIZE, width - labelWidth));

export const keyValueHeight = (lines: readonly string[][]): number =>
  lines.reduce((sum, l) => sum + l.length * LINE + 2, 0);

/**
 * Draws "Label   value" rows from `top` down at x, the label in grey in its own column; answers
 * the height used. The caller has made room (keyValueHeight).
 */
export const drawKeyValues = (
  flow: CertificateFlow,
  rows: readonly KeyValue[],
  lines: readonly string[][],
  x: number,
  top: number,
  labelWidth: number,
): number => {
  let y = top;
  rows.forEach(([label], i) => {
    flow.text(label, x, y - SIZE, SIZE - 0.5, 'bold', GREY);
    lines[i]!.forEach((line, l) =>
      flow.text(line, x + labelWidth, y - SIZE - l * LINE, SIZE, 'regular', INK),
    );
    y -= lines[i]!.length * LINE + 2;
  });
  return top - y;
};

/** A full-width list on the flow, page breaks between rows where needed. */
export const keyValueList = (
  flow: CertificateFlow,
  rows: readonly KeyValue[],
  labelWidth = 150,
): void => {
  const lines = keyValueLines(flow, rows, flow.width, labelWidth);
  rows.forEach((row, i) => {
    const height = keyValueHeight([lines[i]!]);
    flow.need(height);
    drawKeyValues(flow, [row], [lines[i]!], flow.left, flow.y, labelWidth);
    flow.y -= height;
  });
};
