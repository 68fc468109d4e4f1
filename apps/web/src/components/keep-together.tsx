/**
 * Shows `text` with `part` (a masked address or number such as '+27 ••• ••34') kept on one line:
 * a destination split over two lines on a phone reads as two things.
 */
export const KeepTogether = ({ text, part }: { text: string; part: string }) => {
  const at = part ? text.indexOf(part) : -1;
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <span style={{ whiteSpace: 'nowrap' }}>{part}</span>
      {text.slice(at + part.length)}
    </>
  );
};
