// Text with its number ranges ("3–6") kept left to right, so a right-to-left page does not show
// them as "6–3".
const RANGE = /(\d+\s*[–-]\s*\d+)/;

export function LtrRanges({ text }: { text: string }) {
  return (
    <>
      {text.split(RANGE).map((part, index) =>
        index % 2 === 1 ? (
          <bdi key={index} dir="ltr">
            {part}
          </bdi>
        ) : (
          part
        ),
      )}
    </>
  );
}
