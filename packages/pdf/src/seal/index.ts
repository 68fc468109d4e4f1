export * from './audit-pages.ts';
export * from './fit-text.ts';
export * from './flatten-form.ts';
export * from './seal-pdf.ts';
export * from './sealing-certificate.ts';
export * from './sign-pdf.ts';
export * from './stamp-fields.ts';
export * from './timestamp-client.ts';
