/** One mail as it leaves for the SMTP server. */
export type OutgoingMail = {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
};
