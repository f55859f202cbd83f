import { median, type CustomerPageFigures } from './measure-customer-pages';
import type { LighthouseRun } from './measure-lighthouse';
import type { Section, Verdict } from './report';
import { TARGETS } from './settings';


const seconds = (ms: number) => (Number.isNaN(ms) ? 'n/a' : `${(ms / 1000).toFixed(1)} s`);
const millis = (ms: number) => (Number.isNaN(ms) ? 'n/a' : `${ms.toFixed(0)} ms`);
const mark = (pass: boolean) => (pass ? 'PASS' : '**FAIL**');

/** The score and LCP a page is held to: a step's own score, and the LCP of the page it happens on. */
function judged(page: CustomerPageFigures) {
  // A step's own score (Lighthouse's timespan score); the landing's if Lighthouse gave none.
  const stepScore = page.step ? median(page.step.runs.map((run) => run.score)) : Number.NaN;
  const score = Number.isNaN(stepScore) ? page.score : stepScore;
  const absolute = score >= TARGETS.lighthouse && page.lcpMs <= TARGETS.lighthouseLcpS * 1000;
  const reference = page.reference.serverRendered
    ? score >= page.reference.score - TARGETS.pageScoreVsCopy && page.lcpMs <= page.reference.lcpMs + TARGETS.pageLcpVsCopyS * 1000
    : false;
  // The landing's TBT is the /r/{slug} row's; the step is held to its own.
  const tbtMs = page.step ? page.step.tbtMs : page.tbtMs;
  return { score, absolute, reference, tbtMs, tbtPass: tbtMs <= TARGETS.lighthouseTbtMs };
}

function referenceCell(page: CustomerPageFigures): string {
  return page.reference.serverRendered
    ? `static copy ${page.reference.score}, LCP ${seconds(page.reference.lcpMs)}`
    : `none: the server sends the empty shell (SPA-only route; Lighthouse on the copy: ${page.reference.why})`;
}

/** Summary rows, the section's lines and what stands in the way of each failing page. */
export function customerPagesSection(section: Section<CustomerPageFigures[]>, verdicts: Verdict[]): { lines: string[]; findings: string[] } {
  const lines = ['## Pages a customer lands on', ''];
  const scoreTarget = `≥ ${TARGETS.lighthouse} and LCP ≤ ${TARGETS.lighthouseLcpS.toFixed(1)} s, or ≥ static copy − ${TARGETS.pageScoreVsCopy} and LCP ≤ copy + ${TARGETS.pageLcpVsCopyS} s`;
  const tbtTarget = `≤ ${TARGETS.lighthouseTbtMs} ms`;
  if (!section.value) {
    verdicts.push({ measurement: 'Lighthouse, every page a customer lands on (mobile)', figure: 'not measured', target: scoreTarget, pass: false });
    return { lines: [...lines, `Not measured: \`${section.error ?? '?'}\``, ''], findings: [] };
  }
  const findings: string[] = [];
  for (const page of section.value) {
    const verdict = judged(page);
    const decided = verdict.absolute ? 'absolute target' : verdict.reference ? 'static copy' : page.reference.serverRendered ? 'neither holds' : 'absolute target (no static reference)';
    verdicts.push({
      measurement: `Lighthouse, ${page.name} (mobile)`,
      figure: `${verdict.score}${page.step ? ' (the step)' : ''}, LCP ${seconds(page.lcpMs)} (median of ${page.runs.length}); ${page.reference.serverRendered ? referenceCell(page) : 'no static reference (empty shell)'}; decided by: ${decided}`,
      target: scoreTarget,
      pass: verdict.absolute || verdict.reference,
    });
    verdicts.push({ measurement: `Lighthouse TBT, ${page.name}`, figure: `${millis(verdict.tbtMs)}${page.step ? ` (landing ${millis(page.tbtMs)}, step ${millis(page.step.tbtMs)})` : ''}`, target: tbtTarget, pass: verdict.tbtPass });
    if (!(verdict.absolute || verdict.reference) || !verdict.tbtPass) findings.push(finding(page, verdict.score, verdict.tbtMs));
  }
  lines.push(
    'Lighthouse (mobile profile, performance only, median of 3) on each page a customer opens from a link, served by the real server from the build above, on `bench-00002` (200 dishes), ' +
      'made through the API before measuring: guest orders on, a guest order placed (its `/pedido/{token}`), an order placed by customer 1 (`/orders/{id}`, measured with the session cookie) and a table created (its `/m/{token}`). ' +
      'Each page is first opened in Chromium and must show its own content. The guest checkout step is a Lighthouse user flow: the landing on `/r/{slug}` signed out (a navigation), then a timespan over the taps ' +
      "'Adicionar', 'Abrir carrinho', 'Finalizar Pedido' until 'Confirmar pedido' shows (DevTools throttling: a timespan cannot be simulated; the same 4× CPU slowdown): its score is Lighthouse's timespan score " +
      '(only TBT and CLS apply to a timespan, so a TBT scored 0 with no layout shift gives 45), its TBT the step\'s own, its LCP the landing\'s (a step paints no new page). ' +
      'The **static copy** of each page is the HTML the server sends for its path (with the same cookie) without its scripts, JSON data blocks and module preloads, with the build\'s stylesheets, served by a tiny static server (`src/static-copy-server.ts`) and measured the same way; ' +
      'for a path the server does not render (an SPA-only route) that is the empty shell, which paints nothing: there is then no reference and the absolute target decides.',
    '',
    '| Page | Path | Score | LCP | TBT | FCP | Static copy | Decided by |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...section.value.map((page) => {
      const verdict = judged(page);
      const fcp = page.runs.map((run) => run.metrics['first-contentful-paint'] ?? '?').join(' / ');
      const decided = verdict.absolute ? 'absolute' : verdict.reference ? 'static copy' : page.reference.serverRendered ? 'neither' : 'absolute (no reference)';
      const path = page.path.replace(/\/(pedido|m)\/[^/]+$/, '/$1/{token}').replace(/\/orders\/[^/]+$/, '/orders/{id}');
      return (
        `| ${page.name}${page.signedIn ? ' (signed in)' : ''} | \`${path}\` | ${verdict.score} [${runsOf(page.step?.runs ?? page.runs)}] | ${seconds(page.lcpMs)} | ${millis(verdict.tbtMs)} | ${fcp} | ${referenceCell(page)} | ${decided} ${mark((verdict.absolute || verdict.reference) && verdict.tbtPass)} |`
      );
    }),
    '',
  );
  const step = section.value.find((page) => page.step)?.step;
  if (step) lines.push(`The checkout step: the form showed ${millis(step.formShownMs)} after the first tap (median), main thread blocked ${millis(step.tbtMs)} (TBT of the timespan).`, '');
  return { lines, findings };
}

const runsOf = (runs: LighthouseRun[]) => runs.map((run) => run.score).join(', ');

function finding(page: CustomerPageFigures, score: number, tbtMs: number): string {
  const first = page.step?.runs[0] ?? page.runs[0];
  return (
    `- **Lighthouse, ${page.name}**: ${score}, TBT ${millis(tbtMs)}, LCP ${seconds(page.lcpMs)}. ` +
    `${page.reference.serverRendered ? `The static copy scored ${page.reference.score} (LCP ${seconds(page.reference.lcpMs)}). ` : 'The server sends this path the empty shell, so the page paints only after the app\'s script has run and fetched its data. '}` +
    `Heaviest scripts (main thread, first run): ${(first?.heaviestScripts ?? []).join('; ') || 'n/a'}. Largest estimated savings: ${(first?.opportunities ?? []).slice(0, 3).join('; ') || 'none listed'}.`
  );
}
