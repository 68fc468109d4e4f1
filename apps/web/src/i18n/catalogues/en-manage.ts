/** The owner's side of signing (features/signing/manage): English. */
export const enManage = {
  close: 'Close',
  cancel: 'Cancel',
  signNow: 'Sign now',
  queuing: 'Queuing signature requests…',
  panel: {
    title: 'Signing progress',
    sequential: 'Signers sign one after another, in this order.',
    anyOrder: 'Signers can sign in any order.',
    noSigners: 'This document has no signers.',
  },
  progress: {
    waiting: 'Waiting',
    sign_later: 'Sign later',
    signed: 'Signed',
    rejected: 'Rejected',
    excluded: 'Excluded',
  },
  row: {
    signer: 'Signer {{name}}',
    actions: 'Actions for {{name}}',
    theirTurn: 'Their turn',
    reason: 'Reason: {{reason}}',
    resend: 'Resend request',
    signingLink: 'Signing link',
    signInPerson: 'Sign in person',
    editDetails: 'Edit details',
    exclude: 'Exclude signer',
  },
  markComplete: {
    action: 'Mark as complete',
    confirm:
      'Mark this document as complete? Signers who have not signed yet will be excluded, and the document will be sealed as it is now.',
  },
  exclude: {
    title: 'Exclude signer',
    thisSigner: 'This signer',
    text: '{{name}} will no longer be asked to sign {{pack}}. Fields assigned to them stay as they are. If nobody else still has to sign, the document is completed and sealed.',
    keepViewing: 'Keep sending this signer viewing notifications',
  },
  inPerson: {
    title: 'Sign in person',
    intro: 'Hand this device to the signer. They sign here, in your presence.',
    nobody: 'Nobody is waiting to sign.',
    waitingForEarlier: 'Waiting for earlier signers',
    signNowAs: 'Sign now as {{name}}',
  },
  link: {
    title: 'Signing link for {{name}}',
    thisSigner: 'this signer',
    creating: 'Creating the signing link',
    warning: 'Whoever opens this link signs as this signer. Share it with them only.',
    label: 'Signing link',
    copy: 'Copy',
    qr: 'QR code of the signing link',
    whatsApp: 'Share on WhatsApp',
    whatsAppText: 'Please sign "{{pack}}": {{link}}',
  },
  pending: {
    /** §2 headings, word for word. */
    nextSigner: 'You are the next signer on this document',
    heading: 'You have {{n}} pending signing request(s)',
    asked: '{{owner}} asked you to sign {{pack}}.',
    later: 'Later',
    from: 'From {{owner}} · {{ago}}',
    open: 'Open',
  },
  details: {
    title: 'Edit signer details',
    name: 'Name',
    email: 'Email',
    mobile: 'Mobile number',
    addressChanged:
      'The link already sent to this signer will stop working. When it is their turn, a new request goes to the corrected address.',
    save: 'Save details',
  },
};
