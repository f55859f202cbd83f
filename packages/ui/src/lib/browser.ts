/**
 * Full-page navigations (spec §2, §7): after login or registration the page reloads, and
 * owners and customers log out by navigating to /api/logout. Kept in one object so component
 * tests can observe them (jsdom cannot navigate).
 */
export const browser = {
  reload(): void {
    window.location.reload();
  },
  navigate(url: string): void {
    window.location.assign(url);
  },
};
