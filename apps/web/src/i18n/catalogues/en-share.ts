/** #share: sharing Quire: English. */
export const enShare = {
  title: 'Share Quire',
  intro: 'Know someone who still prints, signs and scans? Send them this link to sign up.',
  link: 'Link to Quire',
  copy: 'Copy',
  qr: 'QR code of the link to Quire',
  scan: 'Or let them scan this code with their phone’s camera.',
  on: 'Share on {{target}}',
  text: 'I sign and send documents with Quire. Try it:',
  subject: 'Quire for signing documents',
  target: {
    whatsapp: 'WhatsApp',
    email: 'Email',
    linkedin: 'LinkedIn',
    x: 'X',
    facebook: 'Facebook',
  },
};
