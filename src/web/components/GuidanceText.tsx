/**
 * Renders the catalog's plain-text guidance: paragraphs split by blank lines, and runs of
 * "1. ..." lines as a numbered list.
 */
export function GuidanceText({ text }: { text: string }) {
  const blocks = text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  return (
    <div className="flex flex-col gap-3 text-sm leading-relaxed text-slate-800">
      {blocks.map((block, index) => {
        const lines = block.split('\n');
        if (lines.every((line) => /^\d+\.\s/.test(line))) {
          return (
            <ol key={index} className="ml-5 flex list-decimal flex-col gap-1.5">
              {lines.map((line) => (
                <li key={line}>{line.replace(/^\d+\.\s/, '')}</li>
              ))}
            </ol>
          );
        }
        return <p key={index}>{block}</p>;
      })}
    </div>
  );
}
