/** The parts of a user that name them (a User, the current user, an entity row). */
export interface NamedUser {
  firstName?: string | null;
  lastName?: string | null;
  email: string;
}

/**
 * How a person is called on every screen and in every order snapshot: "Ana Souza", just "Ana"
 * without a last name, and their email when they gave no name at all (never an empty string).
 */
export function displayName(user: NamedUser): string {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || user.email;
}
