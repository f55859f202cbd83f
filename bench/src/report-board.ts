import { BOARD_OPEN_ORDERS, type BoardFigures } from './measure-board';
import type { Section, Verdict } from './report';
import { TARGETS } from './settings';


const ms = (value: number) => `${value.toFixed(0)} ms`;

/** Issue 37 item 2: the owner's board with 300 open orders — Summary rows, the section, what stands in the way. */
export function boardSection(section: Section<BoardFigures>, verdicts: Verdict[]): { lines: string[]; findings: string[] } {
  const lines = [`## Owner's board with ${BOARD_OPEN_ORDERS} open orders`, ''];
  const renderTarget = `≤ ${TARGETS.boardFirstRenderMs} ms after the data arrives`;
  const liveTarget = `≤ ${TARGETS.boardLiveOrderMs} ms of main-thread work`;
  if (!section.value) {
    verdicts.push({ measurement: `Owner's board, ${BOARD_OPEN_ORDERS} open orders: first render`, figure: 'not measured', target: renderTarget, pass: false });
    verdicts.push({ measurement: "Owner's board: a new live order", figure: 'not measured', target: liveTarget, pass: false });
    return { lines: [...lines, `Not measured: \`${section.error ?? '?'}\``, ''], findings: [] };
  }
  const f = section.value;
  const renderPass = f.firstRenderMs <= TARGETS.boardFirstRenderMs;
  const livePass = f.live.length > 0 && f.liveMainThreadMs <= TARGETS.boardLiveOrderMs;
  const cards = f.loads.at(-1)?.cards ?? 0;
  verdicts.push({
    measurement: `Owner's board, ${f.openOrders} open orders: first render`,
    figure: `${ms(f.firstRenderMs)} (median of ${f.loads.length}; ${cards} cards)`,
    target: renderTarget,
    pass: renderPass,
  });
  verdicts.push({
    measurement: "Owner's board: a new live order",
    figure: `${f.liveMainThreadMs.toFixed(1)} ms of CPU (median of ${f.live.length}; wall ${f.live.map((order) => ms(order.mainThreadWallMs)).join(', ')}; cards replaced: ${f.live.map((order) => order.cardsReplaced).join(', ')})`,
    target: liveTarget,
    pass: livePass,
  });
  lines.push(
    `The dashboard restaurant's open orders (every open status, today) topped up to ${BOARD_OPEN_ORDERS} in the database; its owner signed in, the dashboard opened on 'Quadro' in headless Chromium ` +
      '(1366×900, no CPU throttling: the counter\'s screen as this machine runs it) with a Chrome performance trace. **First render**: from the last byte of the `restaurant.orders` answers (Resource Timing; tRPC batches them) ' +
      'to the moment the count of order cards on screen last changed (a MutationObserver), with the main thread\'s work in that window: every top-level task of the page\'s main thread in the trace, ' +
      'as CPU time (the trace\'s thread time: what the work costs, without the time other processes held the core — on a busy machine the wall time of a task is several times its CPU time) and as wall time. ' +
      '**A new live order**: an order placed through `POST /api/orders` by a customer while the board is open; from the live event\'s arrival (the app\'s EventSource, marked by a listener added before the app\'s) ' +
      'to its card on screen, the main thread\'s CPU time in that window (the target; wall time beside it), and in the second after the event (the follow-up requests and renders). A full re-render of the board would remove every card from the DOM: "cards replaced" counts those removed.',
    '',
    '| Page load | Cards | Answer → cards on screen | Main thread in that window: CPU (wall) |',
    '| --- | --- | --- | --- |',
    ...f.loads.map((load, index) => `| ${index + 1} | ${load.cards} | ${ms(load.firstRenderMs)} | ${ms(load.mainThreadMs)} (${ms(load.mainThreadWallMs)}) |`),
    '',
    '| Live order | Event → card | Main thread, event → card: CPU (wall) | Main thread CPU, 1 s after the event | Cards replaced |',
    '| --- | --- | --- | --- | --- |',
    ...f.live.map((order, index) => `| ${index + 1} | ${ms(order.eventToCardMs)} | ${order.mainThreadMs.toFixed(1)} ms (${ms(order.mainThreadWallMs)}) | ${order.mainThreadNextSecondMs.toFixed(1)} ms | ${order.cardsReplaced} |`),
    '',
  );
  if (cards < f.openOrders) {
    lines.push(`The board shows ${cards} of the ${f.openOrders} open orders: its open-orders query asks one page of \`restaurant.orders\` (\`ORDER_PAGE_MAX\`), and the column says there may be more.`, '');
  }
  const findings: string[] = [];
  if (!renderPass) {
    const load = f.loads.at(-1);
    findings.push(`- **Owner's board, first render**: ${ms(f.firstRenderMs)} from the orders' answer to the cards on screen, ${load ? ms(load.mainThreadMs) : '?'} of it main-thread work (parsing the answer, React rendering ${cards} cards), load average high on this machine.`);
  }
  if (!livePass) {
    findings.push(
      `- **Owner's board, a new live order**: ${f.liveMainThreadMs.toFixed(1)} ms of main-thread CPU from the event to the card (${f.live.map((order) => `${order.mainThreadMs.toFixed(0)} ms`).join(', ')}); ` +
        `cards replaced in the DOM: ${f.live.map((order) => order.cardsReplaced).join(', ')} (no remount). ` +
        'Each live order renders its own card only (the board shares unchanged orders by their id, docs/performance.md; counted: the board once, its 6 columns, 1 card). ' +
        'What remains in the window is the order\'s read and its answer, the columns placing one card, the stats\' answer re-rendering the stat cards, and the new-order toast; not profiled one by one.',
    );
  }
  return { lines, findings };
}
