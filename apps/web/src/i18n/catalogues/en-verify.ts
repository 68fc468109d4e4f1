/** The public /verify page: English. */
export const enVerify = {
  title: 'Verify a signed document',
  intro:
    'Check that a PDF was sealed by Quire and has not been changed since. The file is checked on this server and not kept.',
  loadingRecord: 'Loading the signing record…',
  record: 'Signing record',
  dropHint: 'Drop the PDF you received below to check it is this document, unchanged.',
  dropLabel: 'Drop the PDF to check it',
  dropHere: 'Drop a signed PDF here',
  choose: 'Choose a PDF',
  orSha: 'or check its SHA-256',
  shaLabel: 'SHA-256 of the file',
  shaPlaceholder: '64 hexadecimal characters',
  check: 'Check',
};
