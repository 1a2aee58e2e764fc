import { describe, expect, it } from 'vitest';
import { allowedMethods } from '@/lib/api/allowed-methods';

describe('allowedMethods', () => {
  it('lists the documented methods of a path, with HEAD for GET and OPTIONS always', () => {
    expect(allowedMethods('/api/health')).toEqual(['GET', 'HEAD', 'OPTIONS']);
    expect(allowedMethods('/api/auth/login')).toEqual(['OPTIONS', 'POST']);
    expect(allowedMethods('/api/properties/abc-1')).toEqual(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PUT']);
  });

  it('prefers a static segment over a parameter, as the router does', () => {
    expect(allowedMethods('/api/properties/featured')).toEqual(['GET', 'HEAD', 'OPTIONS']);
    expect(allowedMethods('/api/properties/abc/view')).toEqual(['OPTIONS', 'POST']);
  });

  it('knows nothing of paths outside the contract', () => {
    expect(allowedMethods('/api/auth/session')).toBeNull();
    expect(allowedMethods('/api/news/')).toBeNull();
    expect(allowedMethods('/listing')).toBeNull();
  });
});
