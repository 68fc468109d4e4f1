/** A canvas's pixels as a PNG blob; rejects when the browser cannot encode it. */
export const canvasToPng = (canvas: HTMLCanvasElement): Promise<Blob> =>
  new Promise((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (blob) resolve(blob);
      else reject(new Error('The canvas could not be turned into a PNG.'));
    }, 'image/png');
  });
