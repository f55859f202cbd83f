/**
 * A section of bench/RESULTS.md that another command writes (the soak's, by `pnpm bench:soak`),
 * kept between two markers so `pnpm bench`, which rewrites the rest of the file, keeps it, and the
 * soak replaces only its own part.
 */
const start = (name: string) => `<!-- ${name}:start -->`;
const end = (name: string) => `<!-- ${name}:end -->`;

/** The marked section `name` of `document`, markers included; null if it has none. */
export function sectionOf(document: string, name: string): string | null {
  const from = document.indexOf(start(name));
  const to = document.indexOf(end(name));
  return from >= 0 && to > from ? document.slice(from, to + end(name).length) : null;
}

/** `document` with its section `name` replaced by `content` (appended at the end if it had none). */
export function withSection(document: string, name: string, content: string): string {
  const marked = content.startsWith(start(name)) ? content : `${start(name)}\n${content.trimEnd()}\n${end(name)}`;
  const current = sectionOf(document, name);
  if (current) return document.replace(current, () => marked);
  return `${document.trimEnd()}\n\n${marked}\n`;
}
