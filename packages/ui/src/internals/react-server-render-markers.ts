/**
 * What the code reads of the comment markers React writes into server-rendered HTML (react-dom
 * 19's renderToString). They are not a documented API: React may write them differently in any
 * release, so this is the only module that knows them, and react-server-render-markers.test.tsx
 * renders with the installed react-dom to check they still mean what is read here.
 *
 * A Suspense boundary is written between `<!--$-->` and `<!--/$-->`. One that React gave up on
 * while rendering on the server — a component threw, or suspended (renderToString waits for
 * nothing) — opens with `<!--$!-->` instead and holds its fallback: the browser renders it.
 */
const BOUNDARY_LEFT_TO_THE_BROWSER = '<!--$!-->';

/** Whether the server's render left a part of the page for the browser to render. */
export function leavesPartToTheBrowser(html: string): boolean {
  return html.includes(BOUNDARY_LEFT_TO_THE_BROWSER);
}
