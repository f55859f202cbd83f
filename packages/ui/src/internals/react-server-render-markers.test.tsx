import { lazy, Suspense, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { leavesPartToTheBrowser } from './react-server-render-markers';

/**
 * The installed react-dom still marks, in the HTML renderToString writes, a Suspense boundary it
 * left to the browser the way react-server-render-markers.ts reads it. When one of these fails
 * after a React upgrade, look at what renderToString now writes for such a boundary and update
 * that module (and this test) to match: entry-server.tsx relies on it to send no half-rendered
 * menu page.
 */
const UPGRADE_HINT = 'react-dom mudou as marcas do HTML renderizado no servidor: atualize src/internals/react-server-render-markers.ts';

const Never = lazy(() => new Promise<never>(() => {}));
function Fails(): never {
  throw new Error('falhou no servidor');
}
const page = (content: ReactNode) => renderToString(<main><Suspense fallback={<p>Carregando…</p>}>{content}</Suspense></main>);

describe('React’s server-render markers', () => {
  it('a page rendered whole leaves nothing to the browser', () => {
    const html = page(<h1>Cardápio</h1>);
    expect(html, UPGRADE_HINT).toContain('<h1>Cardápio</h1>');
    expect(leavesPartToTheBrowser(html), `${UPGRADE_HINT}\n${html}`).toBe(false);
  });

  it('a part that suspended is left to the browser', () => {
    const html = page(<Never />);
    expect(leavesPartToTheBrowser(html), `${UPGRADE_HINT}\n${html}`).toBe(true);
  });

  it('a part that threw is left to the browser', () => {
    const html = page(<Fails />);
    expect(leavesPartToTheBrowser(html), `${UPGRADE_HINT}\n${html}`).toBe(true);
  });
});
