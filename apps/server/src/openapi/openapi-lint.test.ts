import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config';
import { testAppForTheFile } from '../../test/test-app';

/** One finding of `redocly lint --format=json`. */
interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

/** A row of docs/openapi-lint.md's 'Warnings that remain': a rule, the path it is accepted on, and why. */
interface ExplainedWarning {
  rule: string;
  path: string;
}

// The root devDependency (pinned), run through its own bin as `npx @redocly/cli lint` would.
const REDOCLY_BIN = join(dirname(createRequire(join(REPO_ROOT, 'package.json')).resolve('@redocly/cli/package.json')), 'bin/cli.js');
const LINT_DOC = join(REPO_ROOT, 'docs/openapi-lint.md');

const t = testAppForTheFile();
let problems: LintProblem[];
let explained: ExplainedWarning[];

/** Lints a document with the repository's redocly.yaml; warnings exit 0 and errors 1, both with the JSON report on stdout. */
async function lint(file: string): Promise<LintProblem[]> {
  const args = [REDOCLY_BIN, 'lint', file, '--config', join(REPO_ROOT, 'redocly.yaml'), '--format=json'];
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  const stdout = await promisify(execFile)(process.execPath, args, { env, maxBuffer: 64 * 1024 * 1024 }).then(
    (result) => result.stdout,
    (error: { stdout?: string; stderr?: string }) => {
      if (!error.stdout) throw new Error(`redocly lint não respondeu: ${error.stderr ?? String(error)}`);
      return error.stdout;
    },
  );
  return (JSON.parse(stdout) as { problems: LintProblem[] }).problems;
}

/** The rows of the 'Warnings that remain' table: `| \`rule\` | \`/path\` | why |`. */
function explainedWarnings(markdown: string): ExplainedWarning[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('Warnings that remain')) ?? '';
  return [...section.matchAll(/^\|\s*`([\w.-]+)`\s*\|\s*`([^`]+)`\s*\|/gm)].map((match) => ({ rule: match[1] as string, path: match[2] as string }));
}

/** '#/paths/~1api~1logout/get/responses' → '/api/logout' (JSON pointer escapes undone). */
function reportedPath(problem: LintProblem): string | undefined {
  const segment = /^#\/paths\/([^/]+)/.exec(problem.location[0]?.pointer ?? '')?.[1];
  return segment?.replace(/~1/g, '/').replace(/~0/g, '~');
}

const isExplainedBy = (row: ExplainedWarning, problem: LintProblem) =>
  problem.ruleId === row.rule && (reportedPath(problem) === row.path || problem.message.includes(`\`${row.path}\``));

beforeAll(async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  const dir = await mkdtemp(join(tmpdir(), 'direto-openapi-'));
  try {
    const file = join(dir, 'openapi.json');
    await writeFile(file, res.body);
    problems = await lint(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  explained = explainedWarnings(await readFile(LINT_DOC, 'utf8'));
});

const describeProblem = (problem: LintProblem) => `${problem.ruleId} em ${problem.location[0]?.pointer ?? '?'}: ${problem.message}`;

describe('redocly lint of the served /api/openapi.json', () => {
  it('reports no error', () => {
    expect(problems.filter((problem) => problem.severity === 'error').map(describeProblem)).toEqual([]);
  });

  it('reports no warning that docs/openapi-lint.md does not explain', () => {
    expect(explained.length).toBeGreaterThan(0);
    const unexplained = problems.filter((problem) => problem.severity === 'warn' && !explained.some((row) => isExplainedBy(row, problem)));
    expect(unexplained.map(describeProblem)).toEqual([]);
  });

  it('has no row in docs/openapi-lint.md for a warning that is gone', () => {
    const stale = explained.filter((row) => !problems.some((problem) => isExplainedBy(row, problem)));
    expect(stale).toEqual([]);
  });
});
