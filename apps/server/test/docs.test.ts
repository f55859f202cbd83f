import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, REPO_ROOT } from '../src/config';

// The README is the front door and docs/ holds the rest: these checks keep both honest.

const README_MAX_LINES = 250;
const DOCS_DIR = join(REPO_ROOT, 'docs');
const DOCS_INDEX = join(DOCS_DIR, 'README.md');
const IMAGE = /\.(png|jpe?g|gif|svg|webp)$/i;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** The Markdown files whose links are checked: the README, docs/ and the READMEs beside the code. */
const markdownFiles = [
  join(REPO_ROOT, 'README.md'),
  join(REPO_ROOT, 'bench/README.md'),
  join(REPO_ROOT, 'e2e/README.md'),
  ...filesUnder(DOCS_DIR).filter((file) => extname(file) === '.md'),
];

const read = (file: string) => readFileSync(file, 'utf8');

/** The text outside fenced code blocks, line by line (a fence's lines become empty). */
function proseLines(markdown: string): string[] {
  let fenced = false;
  return markdown.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line;
  });
}

/** Link targets of the prose: `[text](target)`, `<img src>` and `<a href>`, code spans left out. */
function linkTargets(markdown: string): string[] {
  const prose = proseLines(markdown).join('\n').replace(/`[^`\n]*`/g, '');
  const markdownLinks = [...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1] ?? '');
  const htmlLinks = [...prose.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
  return [...markdownLinks, ...htmlLinks];
}

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');

/** GitHub's anchor for each heading of a Markdown file (lower case, punctuation dropped, spaces to '-', repeats numbered). */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseLines(markdown)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const text = (heading[1] ?? '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const slug = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** What is wrong with one relative link of `file`, or undefined when it leads somewhere. */
function brokenLink(file: string, target: string): string | undefined {
  const [path = '', anchor] = decodeURI(target).split('#');
  const destination = path === '' ? file : resolve(dirname(file), path);
  if (!existsSync(destination)) return `${target}: ${relative(REPO_ROOT, destination)} não existe`;
  if (anchor && extname(destination) === '.md' && !headingAnchors(read(destination)).has(anchor)) {
    return `${target}: ${relative(REPO_ROOT, destination)} não tem o título #${anchor}`;
  }
  return undefined;
}

describe('the README and docs/', () => {
  it(`the README is the front door: at most ${README_MAX_LINES} lines`, () => {
    const lines = read(join(REPO_ROOT, 'README.md')).trimEnd().split('\n').length;
    expect(lines, 'o README.md passou do limite: mova o detalhe para docs/').toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('every relative link of the README and of docs/ leads to a file, and to a heading when it names one', () => {
    const broken = markdownFiles.flatMap((file) =>
      linkTargets(read(file))
        .filter((target) => !isExternal(target))
        .flatMap((target) => {
          const problem = brokenLink(file, target);
          return problem ? [`${relative(REPO_ROOT, file)} → ${problem}`] : [];
        }),
    );
    expect(broken).toEqual([]);
  });

  it('docs/README.md lists every document of docs/', () => {
    const listed = new Set(
      linkTargets(read(DOCS_INDEX))
        .filter((target) => !isExternal(target))
        .map((target) => resolve(DOCS_DIR, decodeURI(target).split('#')[0] ?? '')),
    );
    const documents = filesUnder(DOCS_DIR).filter((file) => file !== DOCS_INDEX && !IMAGE.test(file));
    expect(documents.filter((file) => !listed.has(file)).map((file) => relative(REPO_ROOT, file))).toEqual([]);
  });

  it('docs/configuration.md has a row for every variable the server reads in config.ts', () => {
    const configuration = read(join(DOCS_DIR, 'configuration.md'));
    expect(CONFIG_VARIABLES.filter((name) => !configuration.includes(`\`${name}\``))).toEqual([]);
  });
});
