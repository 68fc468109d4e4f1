import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';

const workDir = mkdtempSync(path.join(tmpdir(), 'quire-e2e-pdfs-'));

/** A real PDF whose pages say which page they are, written to a temp file named `fileName`. */
export const writeSamplePdf = async (fileName: string, pages: number): Promise<string> => {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i++) {
    const page = pdf.addPage([612, 792]);
    page.drawText(`${fileName} page ${i + 1} of ${pages}`, { x: 48, y: 720, size: 18, font });
  }
  const file = path.join(workDir, fileName);
  writeFileSync(file, await pdf.save());
  return file;
};

/** The same, encrypted with `password` by qpdf (AES-256), as a bank statement would be. */
export const writeEncryptedPdf = async (
  fileName: string,
  pages: number,
  password: string,
): Promise<string> => {
  const plain = await writeSamplePdf(`plain-${fileName}`, pages);
  const file = path.join(workDir, fileName);
  execFileSync('qpdf', ['--encrypt', password, password, '256', '--', plain, file]);
  return file;
};

/** Picks `file` with the button named `buttonName` (the file chooser a user would see). */
export const chooseFile = async (page: Page, buttonName: string, file: string) => {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: buttonName }).click();
  await (await chooser).setFiles(file);
};

/** Waits for the selected child's pages: conversion runs in the background job. */
export const expectPages = async (page: Page, count: number) => {
  await expect(
    page.getByText(`${count} ${count === 1 ? 'page' : 'pages'}`, { exact: true }),
  ).toBeVisible({
    timeout: 30_000,
  });
  const first = page.getByRole('img', { name: 'Page 1', exact: true });
  await expect(first).toBeVisible();
  await expect
    .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
};

/** The documents list's row (table on desktop) holding `name`. */
export const documentRow = (page: Page, name: string | RegExp) =>
  page.getByRole('row').filter({ hasText: name });

/** Drags a pack tab by its handle (named `handleName`) onto the tab named `targetTab`, as a mouse would. */
export const dragTabBefore = async (page: Page, handleName: string, targetTab: string) => {
  const handle = page.getByRole('button', { name: handleName });
  const target = page.getByRole('tab', { name: targetTab });
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('The tabs are not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + 4, to.y + to.height / 2, { steps: 12 });
  await page.mouse.move(to.x, to.y + to.height / 2, { steps: 4 });
  await page.mouse.up();
};
