import { describe, expect, it } from 'vitest';
import { displayName } from './display-name';

describe('displayName', () => {
  it('joins first and last name', () => {
    expect(displayName({ firstName: 'Ana', lastName: 'Souza', email: 'ana@example.com' })).toBe('Ana Souza');
  });

  it('uses the first name alone when there is no last name', () => {
    expect(displayName({ firstName: 'Ana', lastName: null, email: 'ana@example.com' })).toBe('Ana');
    expect(displayName({ firstName: 'Ana', lastName: '  ', email: 'ana@example.com' })).toBe('Ana');
  });

  it('falls back to the email when the person gave no name', () => {
    expect(displayName({ firstName: null, lastName: null, email: 'ana@example.com' })).toBe('ana@example.com');
    expect(displayName({ firstName: ' ', lastName: '', email: 'ana@example.com' })).toBe('ana@example.com');
    expect(displayName({ email: 'ana@example.com' })).toBe('ana@example.com');
  });

  it('keeps a last name given without a first name', () => {
    expect(displayName({ firstName: null, lastName: 'Souza', email: 'ana@example.com' })).toBe('Souza');
  });
});
