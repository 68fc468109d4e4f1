/**
 * The §3 field types' names: the editor's palette and the signer's page share them. `label` is
 * the name, `short` what a field narrower than §9's 75 points shows instead, `hint` the
 * palette's tooltip. English.
 */
export const enFieldTypes = {
  signature: { label: 'Signature', short: 'Sign', hint: 'The signer signs here' },
  initial: { label: 'Initials', short: 'Init', hint: 'The signer initials here' },
  text: { label: 'Text', short: 'Text', hint: 'A line of text' },
  date: { label: 'Date', short: 'Date', hint: 'A date, or the signing date' },
  check: { label: 'Checkbox', short: 'Check', hint: 'Checked or unchecked' },
  choice: { label: 'Choice', short: 'Pick', hint: 'One of a list of options' },
  file: { label: 'File', short: 'File', hint: 'The signer attaches a file' },
  image: { label: 'Image', short: 'Image', hint: 'The signer adds a picture' },
  link: { label: 'Link', short: 'Link', hint: 'A link on the page' },
  note: { label: 'Note', short: 'Note', hint: 'A note for the signers' },
  question: { label: 'Question', short: 'Ask', hint: 'Asked before signing' },
  approve: { label: 'Approve', short: 'Approve', hint: 'An approve button' },
  decline: { label: 'Decline', short: 'Decline', hint: 'A decline button' },
  block: { label: 'Block out', short: 'Block', hint: 'Hides what is under it' },
  highlight: { label: 'Highlight', short: 'Mark', hint: 'Marks a passage' },
  signer_setup: { label: 'Signer setup', short: 'Setup', hint: 'A signer names the next one' },
  blank: { label: 'Blank', short: 'Blank', hint: 'An empty field' },
};
