/** "Ana Souza", or just the first name when there is no last name. */
export function fullName(user: { firstName: string | null; lastName: string | null }): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}
